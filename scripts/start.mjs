#!/usr/bin/env node
// `npm start`: build, then open the Electron app; where Electron cannot run, serve the same app to a
// browser instead. Never downloads anything: the `electron` package would fetch its binary on
// require(), so we look for the binary ourselves and treat "not there" as "use browser mode".
//
//   npm start                      build + Electron, or browser mode as a fallback
//   npm start -- --browser         build + browser mode directly
//   npm start -- --no-build        skip the build (out/ is already fresh)
//   npm start -- --port 0 --saves DIR   options passed on to browser mode (src/host/cli.ts)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(ROOT, 'package.json'));
/** An Electron that dies this quickly with an error never got going (no display, missing libraries…). */
const QUICK_FAILURE_MS = 5000;

const args = process.argv.slice(2);
const forceBrowser = args.includes('--browser') || process.env.THARSIS_BROWSER === '1';
const skipBuild = args.includes('--no-build');
const hostArgs = args.filter((a) => a !== '--browser' && a !== '--no-build');

function log(message) {
  console.log(`[tharsis] ${message}`);
}

function build() {
  log('building (electron-vite build)…');
  const bin = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(`[tharsis] the build failed${result.error ? `: ${result.error.message}` : ''}; not starting.`);
    process.exit(result.status || 1);
  }
}

/** The Electron executable if it is installed, else the reason it cannot be used. Never downloads. */
function findElectron() {
  let dir;
  try {
    dir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { reason: 'the electron package is not installed' };
  }
  const pathFile = join(dir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const binary = join(override, relative || 'electron');
    return existsSync(binary) ? { binary } : { reason: `no Electron binary at ${binary} (ELECTRON_OVERRIDE_DIST_PATH)` };
  }
  if (!relative) return { reason: 'the Electron binary was never downloaded (node_modules/electron/path.txt is missing)' };
  const binary = join(dir, 'dist', relative);
  if (!existsSync(binary)) return { reason: `the Electron binary is missing (${binary})` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { reason: 'there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)' };
  }
  return { binary };
}

/** Resolves to 'running' once Electron has stayed up, or to a failure reason if it never started. */
function launchElectron(binary) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE; // would make the binary behave as plain node
    const child = spawn(binary, ['.'], { cwd: ROOT, stdio: 'inherit', env });
    let settled = false;
    const settle = (value) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    const timer = setTimeout(() => settle({ child }), QUICK_FAILURE_MS);
    child.once('error', (err) => {
      clearTimeout(timer);
      settle({ reason: `Electron could not be started: ${err.message}` });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (settled) {
        process.exit(code ?? 0);
      }
      if (code === 0) process.exit(0); // closed by the user right away
      settle({ reason: `Electron exited at once (${signal ?? `code ${code}`})` });
    });
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  });
}

/** Browser mode: the host's CLI under tsx, with its URL repeated where nobody can miss it. */
function startBrowserMode() {
  const tsxCli = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsxCli, join('src', 'host', 'cli.ts'), ...hostArgs], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    buffer += chunk;
    const match = /Tharsis is running at (\S+)/.exec(buffer);
    if (match) {
      buffer = '';
      const line = `  Open ${match[1]} in your browser  `;
      const rule = '='.repeat(line.length);
      console.log(`\n${rule}\n${line}\n${rule}\n`);
    } else if (buffer.length > 4096) {
      buffer = buffer.slice(-512);
    }
  });
  child.once('error', (err) => {
    console.error(`[tharsis] browser mode could not start: ${err.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}

async function main() {
  if (!skipBuild) build();
  if (!forceBrowser) {
    const found = findElectron();
    if (found.binary) {
      log('starting Electron…');
      const launched = await launchElectron(found.binary);
      if (launched.child) return; // running; this process exits when Electron does
      log(launched.reason);
    } else {
      log(`Electron is not available: ${found.reason}.`);
    }
  }
  log('starting browser mode…');
  startBrowserMode();
}

main().catch((err) => {
  console.error('[tharsis] start failed:', err);
  process.exit(1);
});
