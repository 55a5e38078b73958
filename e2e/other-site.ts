// A site of another origin than the dashboard's, where embeds are pasted: a server on a port of its own, serving
// the page a test gives it (before it opens its address). Not a route of a made-up public origin: Chromium blocks a
// public page's frame of a server on this machine. Started before the spec's tests, stopped after them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from './fixtures';

export function otherSite(): { url: () => string; serve: (html: string) => void } {
  let server: Server | undefined;
  let url = '';
  let page = '';
  test.beforeAll(async () => {
    const started = createServer((_, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(page);
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(started.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    url: () => url,
    serve: (html) => {
      page = html;
    },
  };
}
