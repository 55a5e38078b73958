// A body's compressed copies, and which one a browser gets: Brotli where it takes it (a quarter smaller than gzip
// for the chart's price history, the largest answer a page waits for), else gzip, else the body as it is. The
// build's scripts and styles come with both copies (vite.config.ts); API answers get them when stored (api-proxy.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export interface Compressed {
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this many bytes compression saves less than its own cost. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Both copies of a body at the moment it is stored, or none for a small one. Brotli at quality 4: about 45 ms for the
 * 1.1 MB of 10,000 bars, where the higher qualities took longer for no smaller copy of such numbers.
 */
export async function compress(body: Buffer): Promise<Compressed> {
  if (body.length < COMPRESS_MIN_BYTES) return {};
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body),
  ]);
  return { br, gzip: gzipped };
}

/** The copy to send for the request's Accept-Encoding: its coding (null for the body as it is) and its bytes. */
export function negotiate(
  acceptEncoding: string,
  plain: Buffer,
  copies: Compressed,
): { coding: 'br' | 'gzip' | null; body: Buffer } {
  const accepts = (coding: string) => new RegExp(`\\b${coding}\\b`).test(acceptEncoding);
  if (copies.br && accepts('br')) return { coding: 'br', body: copies.br };
  if (copies.gzip && accepts('gzip')) return { coding: 'gzip', body: copies.gzip };
  return { coding: null, body: plain };
}
