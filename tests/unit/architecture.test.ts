// The layers in ARCHITECTURE.md: imports point down only. This test reads every source file's imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
}

function layerOf(file: string): string {
  return relative(ROOT, file).split(/[\\/]/)[0];
}

function violations(layer: string, allowedLayers: string[], forbiddenPackages: RegExp | null): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(join(ROOT, layer))) {
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) {
        const target = layerOf(resolve(dirname(file), spec));
        if (target !== layer && !allowedLayers.includes(target)) out.push(`${relative(ROOT, file)} imports ${spec}`);
      } else if (forbiddenPackages?.test(spec)) {
        out.push(`${relative(ROOT, file)} imports package ${spec}`);
      }
    }
  }
  return out;
}

describe('layering', () => {
  it('the engine is pure: no host, main, renderer, Node, Electron, DOM, React or three imports', () => {
    expect(violations('engine', ['shared'], /^(node:|fs$|path$|electron|react|three|@react-three|ws$)/)).toEqual([]);
  });

  it('the renderer knows only src/shared, never engine internals or the host', () => {
    expect(violations('renderer', ['shared'], /^(node:|electron$|ws$)/)).toEqual([]);
  });

  it('shared types import nothing from the layers above', () => {
    expect(violations('shared', [], /^(node:|electron|react|three)/)).toEqual([]);
  });

  it('the preload exposes a bridge and imports no game code', () => {
    expect(violations('preload', ['shared'], null)).toEqual([]);
  });
});
