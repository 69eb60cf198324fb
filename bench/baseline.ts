// Today's engine as it was at a pinned commit, loaded next to the working tree's for a side-by-side run:
// `git archive` of that commit's src/ into a temporary folder that borrows this checkout's node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TmState } from '../src/engine/tm';
import type { BotPolicy } from '../src/host/bots';
import type { Seat } from '../src/shared/tm/basics';
import type { Move } from '../src/shared/tm/prompt';

/** The engine before the speed work of issue #19. */
export const BASELINE_COMMIT = 'e545b63';

/** The few engine functions a random game needs, from either tree. */
export interface EngineUnderTest {
  label: string;
  createGame(setup: unknown): TmState;
  applyMove(state: TmState, seat: Seat, move: Move): { ok: true; state: TmState } | { ok: false; error: string };
  waitingFor(state: TmState): Seat[];
  stateHash(state: TmState): string;
  randomBot: BotPolicy;
}

export async function loadFrom(root: string, label: string): Promise<EngineUnderTest> {
  const url = (path: string) => pathToFileURL(join(root, path)).href;
  const engine = await import(url('src/engine/tm/index.ts'));
  const bot = await import(url('src/host/bots/randomBot.ts'));
  return { label, createGame: engine.createGame, applyMove: engine.applyMove, waitingFor: engine.waitingFor, stateHash: engine.stateHash, randomBot: bot.randomBot };
}

/** This checkout, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Extracts the pinned commit's sources into a temporary folder (borrowing this checkout's node_modules); `dispose` removes it. */
export function extractCommit(commit = BASELINE_COMMIT): { root: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tharsis-baseline-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(join(dir, 'src'));
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src'], { cwd: REPO_ROOT, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return { root: dir, dispose };
  } catch (err) {
    dispose();
    throw err;
  }
}
