// The demo API as a process: `npm run demo-api` serves over HTTP with the documented defaults and settings.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_API_KEY } from './server';

function startCli(env: Record<string, string>): Promise<{ url: string; output: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/demo-api/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo API did not start:\n${output}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url && output.includes('Try:')) {
        clearTimeout(timer);
        resolve({ url, output, stop: () => child.kill() });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`demo API exited with ${code}:\n${output}`)));
  });
}

describe('npm run demo-api', () => {
  it('serves on the given port with the default key, printed at start', async () => {
    const server = await startCli({ DEMO_API_KEY: '' });
    try {
      expect(server.output).toContain(
        `API key (send it as the Authorization header): ${DEFAULT_DEMO_API_KEY}`,
      );
      expect(server.output).toContain('Quota: none');
      const response = await fetch(`${server.url}/api/subnet/owner/v1?netuid=0`, {
        headers: { Authorization: DEFAULT_DEMO_API_KEY },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { netuid: number }[] }).data[0]?.netuid).toBe(0);
    } finally {
      server.stop();
    }
  });

  it('takes its key and quota from the environment', async () => {
    const server = await startCli({ DEMO_API_KEY: 'k-123', DEMO_API_RATE_LIMIT: '1/60' });
    try {
      expect(server.output).toContain('Quota: 1 requests per 60 s per key');
      const get = () => fetch(`${server.url}/api/event/v1?limit=1`, { headers: { Authorization: 'k-123' } });
      expect((await get()).status).toBe(200);
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(55);
    } finally {
      server.stop();
    }
  });

  it('refuses a malformed quota with a message', async () => {
    await expect(startCli({ DEMO_API_RATE_LIMIT: 'lots' })).rejects.toThrow(
      /DEMO_API_RATE_LIMIT must look like/,
    );
  });

  it('refuses a DEMO_API_NOW that is no time at start, with a message', async () => {
    await expect(startCli({ DEMO_API_NOW: 'tomorrow noon' })).rejects.toThrow(
      /exited with 1:\nDEMO_API_NOW must be an ISO 8601 time in UTC or with an offset, such as 2026-11-01T00:00:00Z; got "tomorrow noon"/,
    );
  });
});
