// The release build, checked offline: electron-builder's own configuration check (its JSON schema and
// deprecations, which run before it downloads anything) accepts electron-builder.yml; the fuses are set;
// and the release workflow builds all three installers on a version tag.
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

  it('the release workflow runs on version tags on Windows, macOS and Linux and attaches what it built', () => {
    const workflow = yaml.load(readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8')) as {
      on: { push: { tags: string[] } };
      jobs: Record<string, { strategy?: { matrix: { include: { os: string; installer: string }[] } }; steps: { run?: string }[]; needs?: string }>;
    };
    expect(workflow.on.push.tags).toEqual(['v*']);
    const builds = workflow.jobs.installers;
    expect(builds.strategy?.matrix.include.map((m) => [m.os, m.installer])).toEqual([
      ['windows-latest', 'dist/*.exe'],
      ['macos-latest', 'dist/*.dmg'],
      ['ubuntu-latest', 'dist/*.AppImage'],
    ]);
    expect(builds.steps.some((s) => s.run === 'npm run dist')).toBe(true);
    expect(workflow.jobs.release.needs).toBe('installers');
    expect(workflow.jobs.release.steps.some((s) => s.run?.includes('gh release upload'))).toBe(true);
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.dist).toBe('electron-vite build && electron-builder --publish never');
  });
});
