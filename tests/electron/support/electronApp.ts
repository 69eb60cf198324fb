// Which Electron the desktop suite opens, and opening it. Three cases:
// - THARSIS_ELECTRON_EXECUTABLE names a packaged app's binary (the release workflow): that app, as built,
//   with no arguments (it loads its own app.asar);
// - otherwise the Electron of node_modules/electron, opening the built app in this folder (package.json
//   "main" is out/main/index.js);
// - where that binary was never downloaded (node_modules/electron without its dist/), nothing can open:
//   the suite is skipped with the reason, never counted as passed (unless THARSIS_ELECTRON_REQUIRED=1,
//   as in CI: then that is a failure).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, type ElectronApplication, type Page } from '@playwright/test';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const EXECUTABLE_ENV = 'THARSIS_ELECTRON_EXECUTABLE';
/** The built main process the development case opens. */
export const BUILT_MAIN = join(ROOT, 'out', 'main', 'index.js');

export type ElectronToLaunch =
  | { kind: 'packaged'; executablePath: string; description: string }
  | { kind: 'development'; binary: string; description: string }
  | { kind: 'missing'; reason: string };

export function electronToLaunch(env: NodeJS.ProcessEnv = process.env): ElectronToLaunch {
  const packaged = env[EXECUTABLE_ENV]?.trim();
  // Named on purpose: a wrong path is a failure to report, not a reason to skip.
  if (packaged) return { kind: 'packaged', executablePath: resolve(packaged), description: `the packaged app ${resolve(packaged)}` };
  // Where the electron package keeps its binary, read the way its index.js does, but without requiring
  // it: that would try to download the binary (and print about it) wherever it is missing.
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(join(ROOT, 'package.json')).resolve('electron/package.json'));
  } catch {
    return { kind: 'missing', reason: 'the electron package is not installed (npm ci installs it)' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const howToGet = '`node node_modules/electron/install.js` downloads it';
  if (!existsSync(pathFile)) return { kind: 'missing', reason: `Electron's binary is not installed here (node_modules/electron has no path.txt and no dist/; ${howToGet})` };
  const binary = join(env.ELECTRON_OVERRIDE_DIST_PATH || join(packageDir, 'dist'), readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(binary)) return { kind: 'missing', reason: `Electron's binary is not installed here (${binary} does not exist; ${howToGet})` };
  return { kind: 'development', binary, description: `the built app (out/main) in Electron ${binary}` };
}

/** CI sets this so that a missing binary fails the run instead of skipping the suite. */
export const REQUIRED_ENV = 'THARSIS_ELECTRON_REQUIRED';

export interface RunningApp {
  app: ElectronApplication;
  page: Page;
  userDataDir: string;
  savesDir: string;
}

/** A fresh user-data folder (saves go to its saves/), for one or more launches of the same "installation". */
export function freshUserDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'tharsis-electron-'));
}

/** Opens Tharsis with this user-data folder and waits for its window's page to load. */
export async function launchTharsis(userDataDir: string): Promise<RunningApp> {
  const electron = electronToLaunch();
  if (electron.kind === 'missing') throw new Error(electron.reason);
  if (electron.kind === 'packaged' && !existsSync(electron.executablePath)) {
    throw new Error(`${EXECUTABLE_ENV} names ${electron.executablePath}, which does not exist`);
  }
  if (electron.kind === 'development' && !existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` first`);
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  // Nothing from the calling shell may change what is tested: no dev server, no other saves folder, no Node mode.
  for (const key of ['ELECTRON_RENDERER_URL', 'THARSIS_SAVES_DIR', 'ELECTRON_RUN_AS_NODE', EXECUTABLE_ENV]) delete env[key];
  env.THARSIS_USER_DATA_DIR = userDataDir;
  const app = await _electron.launch(
    electron.kind === 'packaged'
      ? { executablePath: electron.executablePath, args: [], env, timeout: 60_000 }
      : { args: [ROOT], cwd: ROOT, env, timeout: 60_000 },
  );
  const page = await app.firstWindow({ timeout: 60_000 });
  await page.waitForLoadState('domcontentloaded');
  return { app, page, userDataDir, savesDir: join(userDataDir, 'saves') };
}

/** Sets the window's content to a size (for screenshots at the sizes players use). */
export async function resizeWindow(app: ElectronApplication, width: number, height: number): Promise<void> {
  await app.evaluate(({ BrowserWindow }, size) => BrowserWindow.getAllWindows()[0]?.setContentSize(size.width, size.height), { width, height });
}

