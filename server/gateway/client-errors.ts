// Requests Node's HTTP parser refuses before any route sees them, most often a link too long for the server's
// header limit (16 KB): a short page that a person can read, instead of a bare status with no body.
import type { Duplex } from 'node:stream';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title>` +
  `<body style="font-family:system-ui,sans-serif;max-width:40em;margin:3em auto;padding:0 1em">` +
  `<h1>${title}</h1><p>${text}</p><p><a href="/">Open the dashboard</a></p></body></html>`;

/** A socket as Node's HTTP server holds it: with the response in flight on it, if any. */
type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

export function answerClientError(error: NodeJS.ErrnoException, socket: ClientSocket): void {
  // As Node's own handler does: a peer that reset the connection hears nothing, and a response already under way
  // is never interrupted by another (the client would read garbage).
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, body] = tooLarge
    ? [
        '431 Request Header Fields Too Large',
        page(
          'This link is too long',
          'The address (or the request headers) is larger than this server accepts. Remove some filters from the link and try again.',
        ),
      ]
    : [
        '400 Bad Request',
        page('This request could not be read', 'The server could not understand the request.'),
      ];
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
