// scripts/provision.sh decides, from what is missing and what this machine allows, what to install and what to say.
// Run here in a throwaway project with a PATH of its own: stand-ins for `id`, `apt-get`, the Chromium lookup
// (node_modules/.bin/tsx) and Playwright's download record what they are asked and "install" by leaving a file.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The fonts are looked for where Debian puts them, which this test cannot hide: it runs where they are (`npm test`
// installs them first where it can).
const noFonts = existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf') ? '' : ' fonts-dejavu-core';

interface Machine {
  root: boolean;
  apt: boolean;
  /** What is there before the script runs. */
  has: ('chromium' | 'redis-server' | 'build tools' | 'npm install done')[];
  /** Whether Playwright's download of Chromium works. */
  download?: boolean;
}

function script(path: string, body: string) {
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
}

/** Runs the script on such a machine: its exit status, its output and the commands it ran. */
function provision(machine: Machine) {
  const project = mkdtempSync(join(tmpdir(), 'provision-'));
  const bin = join(project, 'bin');
  const log = join(project, 'commands.log');
  mkdirSync(join(project, 'scripts'));
  mkdirSync(bin);
  copyFileSync('scripts/provision.sh', join(project, 'scripts/provision.sh'));
  writeFileSync(log, '');
  const chromiumInstalled = `: > ${project}/chromium`;

  script(join(bin, 'dirname'), 'exec /usr/bin/dirname "$@"');
  script(join(bin, 'id'), `echo ${machine.root ? 0 : 1000}`);
  if (machine.apt) {
    script(
      join(bin, 'apt-get'),
      `echo "apt-get $*" >> ${log}\n` +
        `for p in "$@"; do case $p in chromium) ${chromiumInstalled};; ` +
        `redis-server|python3|make|g++) /bin/ln -sf /bin/true ${bin}/$p;; esac; done`,
    );
  }
  if (machine.has.includes('chromium')) writeFileSync(join(project, 'chromium'), '');
  const present = [
    ...(machine.has.includes('redis-server') ? ['redis-server'] : []),
    ...(machine.has.includes('build tools') ? ['python3', 'make', 'g++'] : []),
  ];
  for (const name of present) script(join(bin, name), 'exit 0');
  if (machine.has.includes('npm install done')) {
    mkdirSync(join(project, 'node_modules/.bin'), { recursive: true });
    mkdirSync(join(project, 'node_modules/better-sqlite3/build/Release'), { recursive: true });
    writeFileSync(join(project, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'), '');
    script(join(project, 'node_modules/.bin/tsx'), `[ -f ${project}/chromium ]`);
    script(
      join(project, 'node_modules/.bin/playwright'),
      `echo "playwright $*" >> ${log}\n` + (machine.download ? chromiumInstalled : 'exit 1'),
    );
  }

  const run = spawnSync('/bin/sh', [join(project, 'scripts/provision.sh')], {
    env: { PATH: bin },
    encoding: 'utf8',
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    commands: readFileSync(log, 'utf8').trim().split('\n').filter(Boolean),
  };
}

const installedAll: Machine['has'] = ['chromium', 'redis-server', 'npm install done'];

describe.skipIf(noFonts)('scripts/provision.sh', () => {
  it('says and does nothing where nothing is missing', () => {
    expect(provision({ root: true, apt: true, has: installedAll })).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
      commands: [],
    });
  });

  it("as root with apt-get, installs Debian's packages in one update and one install", () => {
    const run = provision({ root: true, apt: true, has: ['npm install done'] });
    expect(run.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium redis-server']);
    expect(run).toMatchObject({
      status: 0,
      stdout: "Installing chromium redis-server (Debian's packages) ...\n",
      stderr: '',
    });
  });

  it('before `npm install`, looks for the build tools, and not yet for a Chromium', () => {
    // e2e/chromium.ts cannot be asked yet: `npm test` looks for a Chromium afterwards.
    const run = provision({ root: true, apt: true, has: ['redis-server'] });
    expect(run.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq python3 make g++']);
    expect(run.status).toBe(0);
  });

  it("elsewhere downloads Playwright's Chromium", () => {
    const run = provision({
      root: false,
      apt: true,
      has: ['redis-server', 'npm install done'],
      download: true,
    });
    expect(run.commands).toEqual(['playwright install chromium']);
    expect(run).toMatchObject({ status: 0, stderr: '' });
  });

  it('where it can install nothing, names what is missing and the command in one line, and fails', () => {
    const run = provision({ root: false, apt: true, has: ['npm install done'] });
    expect(run.commands).toEqual(['playwright install chromium']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'npm test needs chromium redis-server: run sudo apt-get install chromium redis-server (or, for Chromium, ' +
        'npx playwright install chromium where it can download); until then the Redis tests are skipped\n',
    );
  });

  it('without apt-get, only redis-server missing: says the Redis tests are skipped, and goes on', () => {
    const run = provision({ root: true, apt: false, has: ['chromium', 'npm install done'] });
    expect(run).toEqual({
      status: 0,
      stdout: '',
      stderr:
        'npm test needs redis-server: run sudo apt-get install redis-server; until then the Redis tests are skipped\n',
      commands: [],
    });
  });
});
