// @vitest-environment jsdom
// The alert rules' store: what the browser keeps and reads back, one rule per meaning, snooze and mute, another
// tab's change, storage it cannot read, and rules carried through the address book's file into a fresh browser.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookFile, writeBookFile } from '../lib/address-book-file';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';

/** The store as a page that has just loaded finds it. */
async function freshStore() {
  vi.resetModules();
  return import('./store');
}
const shapes = (rules: readonly object[]) => rules.map(({ id, ...rule }: { id?: string }) => rule);

beforeEach(() => localStorage.clear());

describe('the alert rules', () => {
  it('keeps what is set for the next visit, an address in any form once', async () => {
    const store = await freshStore();
    store.addRule({ kind: 'address', address: ALICE_HEX });
    store.addRule({ kind: 'address', address: ALICE_HEX });
    store.addRule({ kind: 'price', netuid: 19, level: '0.0123' });
    store.addRule({ kind: 'size', minTao: '12.5', netuid: 4 });
    expect(store.currentRules()).toHaveLength(3);
    const again = await freshStore();
    expect(again.currentRules()).toEqual(store.currentRules());
    expect(shapes(again.currentRules())[0]).toEqual({ kind: 'address', address: ALICE_HEX });
  });

  it('changes, snoozes, mutes and removes a rule', async () => {
    const store = await freshStore();
    const id = store.addRule({ kind: 'size', minTao: '1' });
    store.changeRuleValue(id, '2.0');
    store.snoozeRule(id, 1_800_000_000_000);
    store.muteRule(id, true);
    expect(shapes((await freshStore()).currentRules())).toEqual([
      { kind: 'size', minTao: '2', snoozedUntil: 1_800_000_000_000, muted: true },
    ]);
    store.snoozeRule(id, undefined);
    store.muteRule(id, false);
    expect(shapes((await freshStore()).currentRules())).toEqual([{ kind: 'size', minTao: '2' }]);
    store.removeRule(id);
    expect((await freshStore()).currentRules()).toEqual([]);
  });

  it("follows another tab's change, and reads storage it cannot read as no rules", async () => {
    const store = await freshStore();
    localStorage.setItem('alerts', JSON.stringify({ version: 1, rules: [{ kind: 'size', minTao: '3' }, 7] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'alerts' }));
    expect(shapes(store.currentRules())).toEqual([{ kind: 'size', minTao: '3' }]);
    localStorage.setItem('alerts', '{"rules": ');
    expect((await freshStore()).currentRules()).toEqual([]);
  });

  it('travels in the address book file to a fresh browser, adding only the rules it lacks', async () => {
    const first = await freshStore();
    first.addRule({ kind: 'address', address: ALICE_HEX });
    first.addRule({ kind: 'price', netuid: 19, level: '0.0123' });
    first.muteRule(first.currentRules()[1]?.id ?? '', true);
    const file = writeBookFile({ names: new Map(), watched: [] }, first.currentRules());
    expect(file).toContain(ALICE);

    localStorage.clear();
    const fresh = await freshStore();
    fresh.addRule({ kind: 'price', netuid: 19, level: '0.01230' });
    const read = readBookFile(file);
    if (!read.ok) throw new Error(read.message);
    expect(fresh.addRules(read.alerts)).toBe(1);
    expect(shapes(fresh.currentRules())).toEqual([
      { kind: 'price', netuid: 19, level: '0.0123' },
      { kind: 'address', address: ALICE_HEX },
    ]);
  });
});
