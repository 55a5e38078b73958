// The build's hashed assets, read into memory once at start with the Brotli and gzip copies the build wrote
// (vite.config.ts). A hashed name never changes content, so every answer is cacheable for a year as immutable.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { negotiate, type Compressed } from './content-encoding';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

interface Asset {
  type: string;
  plain: Buffer;
  copies: Compressed;
}

export type AssetServer = (path: string, acceptEncoding: string) => Response | null;

/** Serves `/assets/<name>` from `dir`; null for a name the build did not write. */
export function assetServer(dir: string): AssetServer {
  const assets = new Map<string, Asset>();
  const names = readdirSync(dir);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const copy = (suffix: string) =>
      names.includes(name + suffix) ? readFileSync(join(dir, name + suffix)) : undefined;
    assets.set(`/assets/${name}`, {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      plain: readFileSync(join(dir, name)),
      copies: { br: copy('.br'), gzip: copy('.gz') },
    });
  }
  return (path, acceptEncoding) => {
    const asset = assets.get(path);
    if (!asset) return null;
    const headers = new Headers({
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    const { coding, body } = negotiate(acceptEncoding, asset.plain, asset.copies);
    if (coding) headers.set('Content-Encoding', coding);
    return new Response(new Uint8Array(body), { headers });
  };
}
