// A real redis-server for tests, on a free loopback port, with nothing saved to disk; it stops with stop(), and
// by itself if the test process dies (its standard input closes).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Where no redis-server is installed (scripts/provision.sh installs it where it can), the Redis tests are skipped,
 * and say so. */
export const noRedisServer = spawnSync('redis-server', ['--version']).error !== undefined;
if (noRedisServer) {
  console.warn('No redis-server: the Redis tests are skipped (sudo apt-get install redis-server runs them).');
}

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** On a free port, or on `port` (to bring back a Redis that was stopped, where its clients look for it). */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start in 10 s:\n${output}`)),
      10_000,
    );
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (${error.message}); scripts/provision.sh installs it`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
