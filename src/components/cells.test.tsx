// @vitest-environment jsdom
// The cells every table draws: exact values on hover and on copy, links to where a value leads, and the dash
// that names a field the record lacked.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldProblem } from '../api/schemas';
import {
  Address,
  Amount,
  BlockLink,
  DayChange,
  EvmAddress,
  fieldCell,
  Gwei,
  Hash,
  NetuidLink,
  RowProblems,
  shorten,
  WeiAsTao,
} from './cells';
import { Price, Significant } from './Significant';
import { writeNumbersAs } from '../shared/numbers/separators';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const SS58 = '5F3sa2TJAWMqDhXG6jhV4N8ko9SxwGy8TpaQ8dNs5RD6ZGxz';

afterEach(cleanup);

describe('Amount', () => {
  afterEach(() => writeNumbersAs('en-US'));
  const copied = (element: Element) => {
    const setData = vi.fn();
    fireEvent.copy(element, { clipboardData: { setData } });
    return setData.mock.calls;
  };

  it('shows four decimals, and the exact amount and the rao on hover', () => {
    const { container } = render(<Amount value="63800138219" baseUnit="rao" />);
    const amount = container.querySelector('.amount') as HTMLElement;
    expect(amount.textContent).toBe('63.8001 τ');
    expect(amount.title).toBe('63.800138219 τ\n63800138219 rao');
  });

  it('copies the exact amount, not the rounded one', () => {
    const { container } = render(<Amount value="1000000001" />);
    expect(copied(container.querySelector('.amount') as HTMLElement)).toEqual([
      ['text/plain', '1.000000001'],
    ]);
  });

  it("writes the hover as the reader writes numbers, and copies the API's form, which any reader's fields take", () => {
    writeNumbersAs('de-DE');
    const { container } = render(<Amount value="9371213213431123" baseUnit="rao" />);
    const amount = container.querySelector('.amount') as HTMLElement;
    expect(amount.textContent).toBe('9.371.213,2134 τ');
    expect(amount.title).toBe('9.371.213,213431123 τ\n9371213213431123 rao');
    expect(copied(amount)).toEqual([['text/plain', '9371213.213431123']]);
  });

  it('shows wei as TAO, and a gas price in gwei, with the wei as sent on hover', () => {
    const { container } = render(
      <>
        <WeiAsTao wei="2744876000000000000" />
        <Gwei wei="10762000000" />
      </>,
    );
    const [value, price] = [...container.querySelectorAll('.amount')] as HTMLElement[];
    expect([value?.textContent, value?.title]).toEqual(['2.7449 τ', '2.744876 τ\n2744876000000000000 wei']);
    expect([price?.textContent, price?.title]).toEqual(['10.76 gwei', '10.762 gwei\n10762000000 wei']);
    expect(copied(price as HTMLElement)).toEqual([['text/plain', '10.762']]);
  });
});

describe('significant digits', () => {
  afterEach(() => writeNumbersAs('en-US'));

  it('shows a share to four significant digits, the exact string on hover and on copy', () => {
    const { container } = render(<Significant value="0.00205996795605401694" />);
    const share = container.firstChild as HTMLElement;
    expect(share.textContent).toBe('0.002060');
    expect(share.title).toBe('0.00205996795605401694');
    const setData = vi.fn();
    fireEvent.copy(share, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', '0.00205996795605401694');
  });

  it('sets the fraction apart, so that a column lines up on the decimal mark, a whole number too', () => {
    writeNumbersAs('de-DE');
    const { container } = render(
      <>
        <Price price="0.0047255134" unit="τ" />
        <Significant value="0" />
      </>,
    );
    const [price, zero] = [...container.querySelectorAll('.num')] as HTMLElement[];
    expect(price?.textContent).toBe('0,004726 τ');
    expect(price?.title).toBe('0,0047255134 τ per α');
    expect(price?.querySelector('.fraction')?.textContent).toBe(',004726');
    expect(zero?.querySelector('.fraction')?.textContent).toBe('');
  });
});

describe('DayChange', () => {
  it('gives the signed change, its percent, and the exact value on hover and on copy', () => {
    const { container } = render(<DayChange now="90000000001" dayAgo="100000000000" />);
    const change = container.querySelector('.day-change') as HTMLElement;
    expect(change.textContent).toBe('−10.0000 τ (−10.00 %) 24 h');
    expect(change.className).toBe('day-change down');
    expect(change.title).toBe('−9.999999999 τ in 24 hours');
    const setData = vi.fn();
    fireEvent.copy(change, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', '-9.999999999');
  });
});

describe('fieldCell and the dash', () => {
  it('draws a value it has, and a plain dash for a null', () => {
    const { container } = render(
      <>
        {fieldCell(42, 'uid', (uid) => (
          <b>{uid}</b>
        ))}
        {fieldCell(null, 'uid', (uid) => (
          <b>{uid}</b>
        ))}
      </>,
    );
    expect(container.textContent).toBe('42—');
    expect((container.querySelector('.muted') as HTMLElement).title).toBe('');
  });

  it("names the field on hover where the record's answer had a problem with it", () => {
    const problems = new Map<string, FieldProblem>([
      ['balance_staked_root', { field: 'balance_staked_root', kind: 'missing', message: '', record: 0 }],
    ]);
    const { container } = render(
      <RowProblems.Provider value={problems}>
        {fieldCell(undefined, 'balance_staked_root', String)}
      </RowProblems.Provider>,
    );
    expect((container.querySelector('.muted') as HTMLElement).title).toBe(
      'balance_staked_root missing from this record',
    );
  });
});

describe('links', () => {
  it('shortens an account in the middle, links it to its page, and copies it whole', () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    inRouter(<Address ss58={SS58} hex="0x8a" label="sender" />);
    const link = screen.getByRole('link', { name: '5F3sa2…ZGxz' });
    expect(link.getAttribute('href')).toBe(`/accounts/${SS58}`);
    expect(link.title).toBe(`${SS58}\n0x8a`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy sender' }));
    expect(writeText).toHaveBeenCalledWith(SS58);
  });

  it('links an EVM address to its transactions, a block to its page, a subnet to its page', () => {
    const evm = '0x' + 'ab'.repeat(20);
    inRouter(
      <>
        <EvmAddress address={evm} />
        <BlockLink block={9_518_372} />
        <NetuidLink netuid={19} />
      </>,
    );
    expect(screen.getByRole('link', { name: shorten(evm, 8, 6) }).getAttribute('href')).toBe(
      `/evm/transactions?address=${evm}`,
    );
    expect(screen.getByRole('link', { name: '9,518,372' }).getAttribute('href')).toBe('/blocks/9518372');
    expect(screen.getByRole('link', { name: '19' }).getAttribute('href')).toBe('/subnets/19');
  });

  it('shows a hash shortened, whole on hover', () => {
    const hash = '0x' + '12'.repeat(32);
    const { container } = render(<Hash value={hash} />);
    expect(container.textContent).toBe('0x121212…121212');
    expect((container.firstChild as HTMLElement).title).toBe(hash);
  });

  it('leaves a short value as it is', () => {
    expect(shorten('5F3sa2TJAW')).toBe('5F3sa2TJAW');
  });

  it('shows the name the person gave an address in its place, the address on hover and on copy', async () => {
    const { setName, removeName } = await import('../lib/address-book-edits');
    const hex = '0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48';
    const evm = '0x' + 'ab'.repeat(20);
    // An address without its hex key is found by its SS58's key.
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
    setName(hex, 'Bob');
    setName(evm, 'Vault');
    setName('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'Alice');
    inRouter(
      <>
        <Address ss58={SS58} hex={hex} />
        <EvmAddress address={evm} />
        <Address ss58={alice} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Alice' }).title).toBe(`Alice\n${alice}`);
    const bob = screen.getByRole('link', { name: 'Bob' });
    expect(bob.getAttribute('href')).toBe(`/accounts/${SS58}`);
    expect(bob.title).toBe(`Bob\n${SS58}\n${hex}`);
    const setData = vi.fn();
    fireEvent.copy(bob, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', SS58);
    expect(screen.getByRole('link', { name: 'Vault' }).title).toBe(`Vault\n${evm}`);
    removeName(hex);
    removeName(evm);
    expect(await screen.findByRole('link', { name: shorten(SS58) })).toBeTruthy();
  });
});
