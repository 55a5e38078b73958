// Starts the real server (`npm start`'s entry) for browser tests, on a free port on 127.0.0.1, and stops it;
// it also stops by itself if the test runner dies, since its standard input closes.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The demo API key the test server holds: it must never reach the browser. */
export const E2E_API_KEY = 'e2e-secret-key-7f3a9c51';

export interface TestServer {
  url: string;
  /** The upstream calls the gateway has made so far (to `path` only, if given): its log has one line per call. */
  upstreamCalls(path?: string): number;
  stop(): Promise<void>;
}

/** `root`: the checkout whose server and build to run (a benchmark measures another build beside this one). */
export function startServer(
  env: Record<string, string> = {},
  root = resolve(import.meta.dirname, '..'),
): Promise<TestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_API_KEY: E2E_API_KEY,
      STOP_WITH_STDIN: '1',
      // The demo chain stands still at the generated span's end, so every exact value the tests check stays put.
      DEMO_API_NOW: '2026-11-01T00:00:00Z',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Dashboard on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolvePromise({
        url,
        upstreamCalls: (path = '') =>
          output.split('\n').filter((line) => line.startsWith(`upstream ${path}`)).length,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill();
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}
