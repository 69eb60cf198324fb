// Starts the real host in browser mode (the same CLI `npm start` falls back to) on a free loopback port,
// with its own saves folder, and stops it again. End-to-end tests drive the UI it serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTUP_LIMIT_MS = 60_000;

export interface RunningHost {
  url: string;
  savesDir: string;
  stop(): Promise<void>;
}

/** A fresh, empty folder for one test's save files. */
export function freshSavesDir(): string {
  return mkdtempSync(join(tmpdir(), 'tharsis-e2e-saves-'));
}

/** @param extraArgs more CLI flags (the LAN test binds its LAN listener and beacons to loopback). */
export function startHost(savesDir: string = freshSavesDir(), extraArgs: string[] = []): Promise<RunningHost> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child: ChildProcess = spawn(process.execPath, [tsx, join('src', 'host', 'cli.ts'), '--port', '0', '--saves', savesDir, ...extraArgs], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolveHost, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the host did not start within ${STARTUP_LIMIT_MS} ms:\n${output}`));
    }, STARTUP_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tharsis is running at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveHost({ url: match[1], savesDir, stop: () => stopProcess(child) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** A fresh host (and saves folder) for each test of a spec; returns how to reach the current one. */
export function freshHostPerTest(hooks: { beforeEach(fn: () => Promise<void>): void; afterEach(fn: () => Promise<void>): void }): () => RunningHost {
  let host: RunningHost | null = null;
  hooks.beforeEach(async () => {
    host = await startHost();
  });
  hooks.afterEach(async () => {
    await host?.stop();
    host = null;
  });
  return () => {
    if (!host) throw new Error('no host is running for this test');
    return host;
  };
}
