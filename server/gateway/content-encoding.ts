// A body's compressed copies, and which one a browser gets: Brotli where it takes it (a quarter smaller than gzip
// for the chart's price history, the largest answer a page waits for), else gzip, else the body as it is. The
// build's scripts and styles come with both copies (vite.config.ts); API answers get them when stored (api-proxy.ts);
// a page's HTML, written per request, is compressed as it is sent (compressFor).
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

const accepts = (acceptEncoding: string, coding: string) =>
  new RegExp(`\\b${coding}\\b`).test(acceptEncoding);

/** Both copies of a body at the moment it is stored, or none for a small one. */
export async function compress(body: Buffer): Promise<Compressed> {
  if (body.length < COMPRESS_MIN_BYTES) return {};
  const [br, gzipped] = await Promise.all([brotliAsync(body, brotliOptions(body)), gzipAsync(body)]);
  return { br, gzip: gzipped };
}

/** A body of a few KB sent once, compressed at once in the one coding the browser takes (well under a ms). */
export function compressFor(acceptEncoding: string, plain: Buffer): Encoded {
  if (plain.length < COMPRESS_MIN_BYTES) return { coding: null, body: plain };
  if (accepts(acceptEncoding, 'br'))
    return { coding: 'br', body: brotliCompressSync(plain, brotliOptions(plain)) };
  if (accepts(acceptEncoding, 'gzip')) return { coding: 'gzip', body: gzipSync(plain) };
  return { coding: null, body: plain };
}

/** A body as sent: its coding (null for the body as it is) and its bytes. */
export interface Encoded {
  coding: 'br' | 'gzip' | null;
  body: Buffer;
}

/** The copy to send for the request's Accept-Encoding. */
export function negotiate(acceptEncoding: string, plain: Buffer, copies: Compressed): Encoded {
  if (copies.br && accepts(acceptEncoding, 'br')) return { coding: 'br', body: copies.br };
  if (copies.gzip && accepts(acceptEncoding, 'gzip')) return { coding: 'gzip', body: copies.gzip };
  return { coding: null, body: plain };
}
