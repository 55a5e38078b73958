import { describe, expect, it } from 'vitest';
import { argsOf, eventsOf, nameOf, SEEDS, signedParts } from '../test-blocks';
import { axonExtrinsic, weightsExtrinsic } from './neurons';

const NEURON = { netuid: 12, uid: 40, hotkey: '0x' + 'aa'.repeat(32) };

describe("a neuron's extrinsics", () => {
  it('sets weights: signed by the hotkey, WeightsSet [netuid, uid]', () => {
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(
        eventsOf(seed, (b) => weightsExtrinsic(b, 1, NEURON)),
        1,
        NEURON.hotkey,
      );
      if (failed) continue;
      expect(calls.map((row) => [nameOf(row), row.call_id, argsOf(row)])).toEqual([
        ['SubtensorModule.WeightsSet', id, [12, 40]],
      ]);
    }
  });

  it('serves an axon: signed by the hotkey, AxonServed [netuid, hotkey]', () => {
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(
        eventsOf(seed, (b) => axonExtrinsic(b, 1, NEURON)),
        1,
        NEURON.hotkey,
      );
      if (failed) continue;
      expect(calls.map((row) => [nameOf(row), row.call_id, argsOf(row)])).toEqual([
        ['SubtensorModule.AxonServed', id, [12, NEURON.hotkey]],
      ]);
    }
  });

  it('is the same for the same seed', () => {
    const weights = (seed: number) => eventsOf(seed, (b) => weightsExtrinsic(b, 1, NEURON));
    expect(weights(2)).toEqual(weights(2));
  });
});
