import { blake2b as nobleBlake2b } from '@noble/hashes/blake2.js';
import { describe, expect, it } from 'vitest';
import { blake2b } from './blake2b';
import { bytesToHex } from './ss58';

describe('blake2b', () => {
  it('gives the RFC 7693 example: BLAKE2b-512 of "abc"', () => {
    expect(bytesToHex(blake2b(new TextEncoder().encode('abc'), 64))).toBe(
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1' +
        '7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    );
  });

  it('agrees with @noble/hashes on every length of input across block edges, and on short outputs', () => {
    for (const length of [0, 1, 40, 127, 128, 129, 255, 256, 300]) {
      const input = Uint8Array.from({ length }, (_, i) => (i * 7 + length) & 255);
      for (const out of [2, 32, 64]) {
        expect(bytesToHex(blake2b(input, out))).toBe(bytesToHex(nobleBlake2b(input, { dkLen: out })));
      }
    }
  });
});
