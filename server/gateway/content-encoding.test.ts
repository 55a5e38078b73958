// Which copy of a body a browser gets, from its Accept-Encoding.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codingFor, compress, encode, negotiate } from './content-encoding';

const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => i) }));

describe('codingFor', () => {
  it('picks Brotli, else gzip, else none', () => {
    expect(codingFor('gzip, deflate, br, zstd', body.length)).toBe('br');
    expect(codingFor('gzip, deflate', body.length)).toBe('gzip');
    expect(codingFor('deflate', body.length)).toBeNull();
    expect(codingFor('', body.length)).toBeNull();
  });

  it('reads codings by name, case and weights as written', () => {
    expect(codingFor('GZIP;q=0.5, BR;q=1.0', body.length)).toBe('br');
    expect(codingFor('gzip, br;q=0', body.length)).toBe('gzip');
    expect(codingFor('br;q=0.000, gzip; q=0', body.length)).toBeNull();
    expect(codingFor('br;q=0.5', body.length)).toBe('br');
    // A name that only contains another's is not it.
    expect(codingFor('x-gzip-like, brotli', body.length)).toBeNull();
  });

  it('leaves a small body as it is', () => {
    expect(codingFor('br, gzip', 1023)).toBeNull();
  });
});

describe('encode and compress', () => {
  it('compress the body each way, and send the copy the browser takes', async () => {
    expect(brotliDecompressSync(encode('br', body))).toEqual(body);
    expect(gunzipSync(encode('gzip', body))).toEqual(body);
    expect(encode(null, body)).toBe(body);
    const copies = await compress(body);
    expect(negotiate('gzip, br', body, copies)).toEqual({ coding: 'br', body: copies.br });
    expect(negotiate('gzip, br;q=0', body, copies)).toEqual({ coding: 'gzip', body: copies.gzip });
    expect(negotiate('identity', body, copies)).toEqual({ coding: null, body });
    expect(await compress(Buffer.from('{}'))).toEqual({});
  });
});
