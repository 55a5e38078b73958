// A request the HTTP parser refuses (a link longer than the header limit) gets a page a person can read.
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { answerClientError } from './client-errors';

it('answers a link too long for the server with a short readable page', async () => {
  const server = createServer((_, res) => res.end('ok')).on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /events?pallet=${'x'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('Content-Type: text/html; charset=utf-8');
    expect(answer).toContain('<h1>This link is too long</h1>');
  } finally {
    server.close();
  }
});
