// Security headers on every answer. The app loads only its own scripts, styles and data; pages under /embed/ may
// be framed by any site (that is their purpose), every other page by none.
import { EMBED_PREFIX } from '../../src/shared/route-table';
import type { MiddlewareHandler } from 'hono';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function isEmbedPath(path: string): boolean {
  return path.startsWith(`${EMBED_PREFIX}/`);
}

/**
 * `publicOrigin`: where the dashboard is published (PUBLIC_ORIGIN). The Embed dialog previews the embed from there,
 * which is another origin for a visitor who reached the dashboard at an internal address.
 */
export const securityHeaders =
  (publicOrigin: () => string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const embed = isEmbedPath(c.req.path);
    const origin = publicOrigin();
    c.header(
      'Content-Security-Policy',
      `${POLICY}; frame-src 'self'${origin ? ` ${origin}` : ''}; frame-ancestors ${embed ? '*' : "'none'"}`,
    );
    if (!embed) c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  };
