// A body's compressed copies, and which one a browser gets: Brotli where it takes it (a quarter smaller than gzip
// for the chart's price history, the largest answer a page waits for), else gzip, else the body as it is. The
// build's scripts and styles come with both copies (vite.config.ts); API answers get them when stored (api-proxy.ts);
// a page's HTML, written per request, is compressed as it is sent (codingFor, encode).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export interface Compressed {
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this many bytes compression saves less than its own cost. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli at quality 4: about 45 ms for the 1.1 MB of 10,000 bars, where the higher qualities took longer for no
 * smaller copy of such numbers.
 */
const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** Whether Accept-Encoding names `coding`, other than as refused (`;q=0`). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    return name === coding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** Both copies of a body at the moment it is stored, or none for a small one. */
export async function compress(body: Buffer): Promise<Compressed> {
  if (body.length < COMPRESS_MIN_BYTES) return {};
  const [br, gzipped] = await Promise.all([brotliAsync(body, brotliOptions(body)), gzipAsync(body)]);
  return { br, gzip: gzipped };
}

/** A coding, or null for a body sent as it is. */
export type Coding = 'br' | 'gzip' | null;

/** A body as sent: its coding and its bytes. */
export interface Encoded {
  coding: Coding;
  body: Buffer;
}

/** The coding to send a body of `size` bytes in, compressed as it is sent (encode). */
export function codingFor(acceptEncoding: string, size: number): Coding {
  if (size < COMPRESS_MIN_BYTES) return null;
  if (accepts(acceptEncoding, 'br')) return 'br';
  return accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
}

/** A body of a few KB in `coding`, compressed at once (well under a millisecond). */
export function encode(coding: Coding, plain: Buffer): Buffer {
  if (coding === 'br') return brotliCompressSync(plain, brotliOptions(plain));
  return coding === 'gzip' ? gzipSync(plain) : plain;
}

/** The copy to send for the request's Accept-Encoding. */
export function negotiate(acceptEncoding: string, plain: Buffer, copies: Compressed): Encoded {
  if (copies.br && accepts(acceptEncoding, 'br')) return { coding: 'br', body: copies.br };
  if (copies.gzip && accepts(acceptEncoding, 'gzip')) return { coding: 'gzip', body: copies.gzip };
  return { coding: null, body: plain };
}
