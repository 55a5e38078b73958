// Security headers on every answer. The app loads only its own scripts, styles and data; pages under /embed/ may
// be framed by any site (that is their purpose), every other page by none.
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
  return path.startsWith('/embed/');
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const embed = isEmbedPath(c.req.path);
  c.header('Content-Security-Policy', `${POLICY}; frame-ancestors ${embed ? '*' : "'none'"}`);
  if (!embed) c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
};
