import { describe, expect, it } from 'vitest';
import { blockOfId, readBlockNumber, readChainId, readTxHash } from './chain-ids';

describe('readChainId', () => {
  it('pads the index to four digits, the canonical form', () => {
    expect(readChainId('9518372-2')).toEqual({ block: 9518372, index: 2, id: '9518372-0002' });
    expect(readChainId('9518372-0002')?.id).toBe('9518372-0002');
    expect(readChainId('0-0')?.id).toBe('0-0000');
    expect(readChainId('9518372-12345')?.id).toBe('9518372-12345');
  });

  it('refuses anything else', () => {
    for (const text of [
      '9518372',
      '9518372-',
      '-2',
      '09518372-2',
      '1e3-2',
      '9518372-0002-1',
      '9518372-x',
      '2147483648-1',
      ' 1-2',
    ])
      expect(readChainId(text), text).toBeNull();
  });
});

describe('block numbers', () => {
  it('are plain digits within int32', () => {
    expect(readBlockNumber('9518372')).toBe(9518372);
    expect(readBlockNumber('0')).toBe(0);
    for (const text of ['01', '1e2', '0x10', '-1', '2147483648', ''])
      expect(readBlockNumber(text), text).toBeNull();
  });

  it('start every id', () => {
    expect(blockOfId('5214782-0006-0-0-16')).toBe(5214782);
    expect(blockOfId('x-1')).toBeNull();
  });
});

describe('readTxHash', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  it('reads a 32-byte hash in either case as lower case', () => {
    expect(readTxHash(hash)).toBe(hash);
    expect(readTxHash(hash.toUpperCase().replace('0X', '0x'))).toBe(hash);
    expect(readTxHash(`0X${'AB'.repeat(32)}`)).toBe(hash);
  });
  it('refuses other lengths, non-hex and a missing 0x', () => {
    expect(readTxHash(`0x${'ab'.repeat(31)}`)).toBeNull();
    expect(readTxHash(`0x${'ab'.repeat(33)}`)).toBeNull();
    expect(readTxHash(`0x${'zz'.repeat(32)}`)).toBeNull();
    expect(readTxHash('ab'.repeat(32))).toBeNull();
    expect(readTxHash(` ${hash}`)).toBeNull();
  });
});
