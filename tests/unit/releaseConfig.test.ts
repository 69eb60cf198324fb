// The release build, checked offline: electron-builder's own configuration check (its JSON schema and
// deprecations, which run before it downloads anything) accepts electron-builder.yml; the fuses are set;
// the desktop suite's build differs from it only by the inspector fuse; the release workflow opens each
// packaged app in that suite before it builds and attaches the installers; CI runs the suite on every push.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const require = createRequire(join(ROOT, 'package.json'));
const builderConfig = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null): Promise<Record<string, unknown>>;
  validateConfiguration(config: Record<string, unknown>, debugLogger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const yaml = require(require.resolve('js-yaml', { paths: [require.resolve('app-builder-lib')] })) as { load(text: string): unknown };

type Step = { run?: string; uses?: string; if?: string; env?: Record<string, string>; with?: Record<string, unknown> };

async function configFrom(path: string): Promise<Record<string, unknown>> {
  return builderConfig.getConfig(ROOT, path, null);
}

describe('release build', () => {
  it("electron-builder's configuration check accepts electron-builder.yml, and rejects a broken one", async () => {
    const config = await configFrom('electron-builder.yml');
    await expect(builderConfig.validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    for (const broken of [{ electronFuses: { runAsNode: 'no' } }, { asar: 'maybe' }, { notAnOption: true }]) {
      await expect(builderConfig.validateConfiguration({ ...config, ...broken }, new DebugLogger(false))).rejects.toThrow(/Invalid configuration/);
    }
  });

  it('builds the three installers with the fuses set', async () => {
    const config = (await configFrom('electron-builder.yml')) as Record<string, { target?: { target: string }[] } & Record<string, unknown>>;
    expect(config.win.target?.map((t) => t.target)).toEqual(['nsis']);
    expect(config.mac.target?.map((t) => t.target)).toEqual(['dmg']);
    expect(config.linux.target?.map((t) => t.target)).toEqual(['AppImage']);
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    });
  });

  it('the desktop suite\'s build (electron-builder.e2e.yml) is the release build with only the inspector fuse left on', async () => {
    const shipped = await configFrom('electron-builder.yml');
    const tested = await configFrom('electron-builder.e2e.yml');
    await expect(builderConfig.validateConfiguration(tested, new DebugLogger(false))).resolves.toBeUndefined();
    const { extends: parent, directories, electronFuses, ...rest } = tested as Record<string, unknown> & { electronFuses: Record<string, boolean> };
    expect(parent).toBe('./electron-builder.yml');
    expect(directories).toEqual({ ...(shipped.directories as object), output: 'dist-e2e' });
    expect(electronFuses).toEqual({ ...(shipped.electronFuses as object), enableNodeCliInspectArguments: true });
    const { directories: _d, electronFuses: _f, ...shippedRest } = shipped;
    expect(rest).toEqual(shippedRest);
  });

  it('the release workflow runs on version tags on Windows, macOS and Linux, opens each packaged app in the desktop suite, and attaches installers only after', () => {
    const workflow = yaml.load(readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8')) as {
      on: { push: { tags: string[] } };
      jobs: Record<string, { strategy?: { matrix: { include: { os: string; installer: string; app: string }[] } }; steps: Step[]; needs?: string }>;
    };
    expect(workflow.on.push.tags).toEqual(['v*']);
    const builds = workflow.jobs.installers;
    expect(builds.strategy?.matrix.include.map((m) => [m.os, m.installer, m.app])).toEqual([
      ['windows-latest', 'dist/*.exe', 'dist-e2e/win-unpacked/Tharsis.exe'],
      ['macos-latest', 'dist/*.dmg', 'dist-e2e/mac*/Tharsis.app/Contents/MacOS/Tharsis'],
      ['ubuntu-latest', 'dist/*.AppImage', 'dist-e2e/linux-unpacked/tharsis'],
    ]);
    const order = (test: (s: Step) => boolean) => builds.steps.findIndex(test);
    const built = order((s) => s.run === 'npx electron-vite build');
    const packedForSuite = order((s) => !!s.run?.includes('electron-builder --dir --publish never --config electron-builder.e2e.yml'));
    const suite = order((s) => !!s.run?.includes('THARSIS_ELECTRON_EXECUTABLE=') && !!s.run?.includes('npm run test:electron'));
    const installers = order((s) => s.run === 'npx electron-builder --publish never');
    const uploaded = order((s) => s.uses?.startsWith('actions/upload-artifact') === true && s.with?.name === 'installer-${{ matrix.os }}');
    expect([built, packedForSuite, suite, installers, uploaded].every((i, n, all) => i >= 0 && (n === 0 || i > all[n - 1]))).toBe(true);
    expect(builds.steps[suite].env).toEqual({ THARSIS_ELECTRON_REQUIRED: '1' });
    // A failed leg fails the job; the release job needs every leg, so nothing is attached.
    expect(builds.steps[suite].if).toBeUndefined();
    expect(builds.steps[uploaded].if).toBeUndefined();
    expect(workflow.jobs.release.needs).toBe('installers');
    expect(workflow.jobs.release.steps[0].with).toMatchObject({ pattern: 'installer-*' });
    expect(workflow.jobs.release.steps.some((s) => s.run?.includes('gh release upload'))).toBe(true);
  });

  it('CI on every push runs the checks, then the desktop suite under a virtual display, where a missing Electron fails', () => {
    const workflow = yaml.load(readFileSync(join(ROOT, '.github', 'workflows', 'ci.yml'), 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { 'runs-on': string; steps: Step[] }>;
    };
    expect(Object.keys(workflow.on)).toEqual(['push']);
    const job = workflow.jobs.checks;
    expect(job['runs-on']).toBe('ubuntu-latest');
    const runs = job.steps.map((s) => s.run ?? '');
    const at = (text: string) => runs.findIndex((r) => r.includes(text));
    const order = [at('npm ci'), at('npm run typecheck'), at('npm run test:unit'), at('playwright install --with-deps chromium'), at('npm run test:e2e'), at('electron/install.js'), at('xvfb-run --auto-servernum npm run test:electron')];
    expect(order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]))).toBe(true);
    expect(job.steps[at('npm run test:electron')].env).toEqual({ THARSIS_ELECTRON_REQUIRED: '1' });
  });

  it('npm test runs the desktop suite after the end-to-end tests', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toBe('npm run test:unit && npm run test:e2e && npm run test:electron');
    expect(scripts['test:electron']).toBe('playwright test -c playwright.electron.config.ts');
    expect(scripts.dist).toBe('electron-vite build && electron-builder --publish never');
  });
});
