// BLAKE2b (RFC 7693), unkeyed, for the short inputs the app hashes: an SS58 checksum and an EVM address's account.
// Written out on 64-bit BigInts rather than imported (@noble/hashes' fast 32-bit form and its helpers weigh 3.3 KB
// gzipped in every list page, since the URL's account parameters are checked with it): these hashes are a few per
// page, so speed does not matter, and the tests hold it to the RFC's vector and to known addresses.

const MASK = (1n << 64n) - 1n;
const IV = [
  0x6a09e667f3bcc908n,
  0xbb67ae8584caa73bn,
  0x3c6ef372fe94f82bn,
  0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n,
  0x9b05688c2b3e6c1fn,
  0x1f83d9abfb41bd6bn,
  0x5be0cd19137e2179n,
];
/** The message schedule: row r (of 10) gives the order in which round r reads the block's 16 words. */
const SIGMA = [
  '0123456789abcdef',
  'ea489fd61c02b753',
  'b8c052fdae367194',
  '7931dcbe265a40f8',
  '905724afe1bc683d',
  '2c6a0b834d75fe19',
  'c51fed4a0763928b',
  'db7ec13950f4862a',
  '6fe9b308c2d714a5',
  'a2847615fb9e3cd0',
].map((row) => Array.from(row, (digit) => parseInt(digit, 16)));

const rotr = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & MASK;

/** Reads a block of 128 bytes as 16 little-endian 64-bit words. */
function words(block: Uint8Array): bigint[] {
  const view = new DataView(block.buffer, block.byteOffset, 128);
  return Array.from({ length: 16 }, (_, i) => view.getBigUint64(i * 8, true));
}

function compress(h: bigint[], block: Uint8Array, counter: number, last: boolean): void {
  const m = words(block);
  const v = [...h, ...IV];
  v[12] = (v[12] as bigint) ^ BigInt(counter);
  if (last) v[14] = (v[14] as bigint) ^ MASK;
  const mix = (a: number, b: number, c: number, d: number, x: bigint, y: bigint) => {
    let [va, vb, vc, vd] = [v[a], v[b], v[c], v[d]] as [bigint, bigint, bigint, bigint];
    va = (va + vb + x) & MASK;
    vd = rotr(vd ^ va, 32n);
    vc = (vc + vd) & MASK;
    vb = rotr(vb ^ vc, 24n);
    va = (va + vb + y) & MASK;
    vd = rotr(vd ^ va, 16n);
    vc = (vc + vd) & MASK;
    vb = rotr(vb ^ vc, 63n);
    [v[a], v[b], v[c], v[d]] = [va, vb, vc, vd];
  };
  for (let round = 0; round < 12; round++) {
    const s = SIGMA[round % 10] as number[];
    const w = (i: number) => m[s[i] as number] as bigint;
    mix(0, 4, 8, 12, w(0), w(1));
    mix(1, 5, 9, 13, w(2), w(3));
    mix(2, 6, 10, 14, w(4), w(5));
    mix(3, 7, 11, 15, w(6), w(7));
    mix(0, 5, 10, 15, w(8), w(9));
    mix(1, 6, 11, 12, w(10), w(11));
    mix(2, 7, 8, 13, w(12), w(13));
    mix(3, 4, 9, 14, w(14), w(15));
  }
  for (let i = 0; i < 8; i++) h[i] = (h[i] as bigint) ^ (v[i] as bigint) ^ (v[i + 8] as bigint);
}

/** The BLAKE2b hash of `input`, `outLength` bytes long (1 to 64). */
export function blake2b(input: Uint8Array, outLength: number): Uint8Array {
  const h = [...IV];
  h[0] = (h[0] as bigint) ^ BigInt(0x01010000 + outLength);
  const blocks = Math.max(1, Math.ceil(input.length / 128));
  for (let i = 0; i < blocks; i++) {
    const block = new Uint8Array(128);
    block.set(input.subarray(i * 128, (i + 1) * 128));
    const last = i === blocks - 1;
    compress(h, block, last ? input.length : (i + 1) * 128, last);
  }
  const out = new Uint8Array(64);
  const view = new DataView(out.buffer);
  h.forEach((word, i) => view.setBigUint64(i * 8, word, true));
  return out.slice(0, outLength);
}
