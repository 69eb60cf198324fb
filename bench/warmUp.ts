// How a fresh process's engine speeds up as the JIT compiles it: CPU time per game in steps of 50 uniformly
// random 2-player games, for the working tree and for the pinned commit, each in a process of its own.
// This is why bench/compare.ts warms each engine up before counting.   npx tsx bench/warmUp.ts [games] [commit]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BASELINE_COMMIT, extractCommit, loadFrom, REPO_ROOT } from './baseline';
import { cpuMs, playRandomGame } from './compareBatch';
import { report } from './measure';

const STEP = 50;

async function series(root: string, games: number): Promise<number[]> {
  const engine = await loadFrom(root, root);
  const perGame: number[] = [];
  for (let from = 0; from < games; from += STEP) {
    const t0 = cpuMs();
    for (let g = from; g < from + STEP; g++) playRandomGame(engine, g);
    perGame.push((cpuMs() - t0) / STEP);
  }
  return perGame;
}

async function main(): Promise<void> {
  const [games = '400', commit = BASELINE_COMMIT, root] = process.argv.slice(2);
  if (root) {
    console.log(JSON.stringify(await series(root, Number(games))));
    return;
  }
  const baseline = extractCommit(commit);
  try {
    for (const [name, dir] of [[commit, baseline.root], ['current', REPO_ROOT]] as const) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), games, commit, dir], { cwd: REPO_ROOT, encoding: 'utf8' });
      const perGame = JSON.parse(out.trim().split('\n').pop()!) as number[];
      perGame.forEach((ms, i) => report(`random-2p-ms-per-game-${name}-games-${i * STEP}-${(i + 1) * STEP - 1}`, ms, 'ms'));
    }
  } finally {
    baseline.dispose();
  }
}

await main();
