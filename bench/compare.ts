// Side by side (in CPU time): the working tree's engine against today's engine at a pinned commit (bench/baseline.ts),
// on uniformly random 2-player games (base + Corporate Era). Each engine plays in processes of its own, in
// batches of the same games, the two alternating batch by batch (and which goes first) so both see the same
// machine load. Each process warms up on 200 other games before its batch counts (bench/compareBatch.ts), so
// the ratio is the one of a long run of games, and the per-move timing for the percentiles is a pass of its own.
// Prints JSON lines: each engine's games/s and apply p50/p99, the throughput ratio, the ratio over the first
// 50 games of a fresh process (compilation included), and how many games ended in the same state.
//   npx tsx bench/compare.ts [games] [commit] [warm-up games] [batch]
// (another commit, e.g. main, measures one step of work against the engine before it; HEAD with a clean
// tree is the control, which should give about 1; `800 e545b63 0 800` plays all 800 games of each engine in
// one fresh process, compilation included, as the issue's own first measurement did)
//
// Why not one process: two copies of the engine loaded side by side in one process ran at different speeds
// even when they were the very same code (the working tree against itself measured 1.07–1.12× "faster", and
// 0.84× once both were copied to temporary folders): the order of loading and the modules the harness shares
// with one of them moved the ratio by more than the steps being measured.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_COMMIT, extractCommit, REPO_ROOT } from './baseline';
import { FIRST_GAMES, WARM_UP_GAMES, type BatchResult } from './compareBatch';
import { percentile, report } from './measure';

const BATCH = 100;
const BATCH_SCRIPT = fileURLToPath(new URL('./compareBatch.ts', import.meta.url));

/** The working tree's sources in a temporary folder, loaded the same way as the baseline's. */
function copyWorkingTree(): { root: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tharsis-current-'));
  cpSync(join(REPO_ROOT, 'src'), join(dir, 'src'), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { root: dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

function runBatch(root: string, from: number, to: number, warmUp: number): BatchResult {
  const out = execFileSync(process.execPath, ['--import', 'tsx', BATCH_SCRIPT, root, String(from), String(to), String(warmUp)], {
    cwd: REPO_ROOT, maxBuffer: 1 << 28, encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as BatchResult;
}

export async function runComparison(games = 200, commit = BASELINE_COMMIT, warmUp = WARM_UP_GAMES, batch = BATCH): Promise<void> {
  const baseline = extractCommit(commit);
  const current = copyWorkingTree();
  try {
    const roots = [baseline.root, current.root];
    const totals = roots.map(() => ({ ms: 0, firstMs: 0, applies: [] as number[], hashes: [] as string[] }));
    for (let from = 0, b = 0; from < games; from += batch, b++) {
      const to = Math.min(games, from + batch);
      // alternate which engine goes first, so neither always runs right after the other's batch
      for (const i of b % 2 ? [1, 0] : [0, 1]) {
        const result = runBatch(roots[i], from, to, warmUp);
        totals[i].ms += result.ms;
        totals[i].firstMs += result.firstMs;
        // concat, not push(...): a batch of hundreds of games times over 100,000 applies
        totals[i].applies = totals[i].applies.concat(result.applies);
        totals[i].hashes = totals[i].hashes.concat(result.hashes);
      }
    }
    totals.forEach((tally, i) => {
      const name = i === 0 ? `baseline-${commit}` : 'current';
      const sorted = tally.applies.sort((a, b) => a - b);
      report(`random-2p-games-per-second-${name}`, games / (tally.ms / 1000), 'games/s');
      report(`random-2p-apply-p50-${name}`, percentile(sorted, 0.5), 'ms');
      report(`random-2p-apply-p99-${name}`, percentile(sorted, 0.99), 'ms');
    });
    report(`random-2p-speedup-vs-${commit}`, totals[0].ms / totals[1].ms, 'x');
    if (warmUp >= FIRST_GAMES) report(`random-2p-speedup-vs-${commit}-first-${FIRST_GAMES}-games`, totals[0].firstMs / totals[1].firstMs, 'x');
    const same = totals[0].hashes.filter((h, g) => h === totals[1].hashes[g]).length;
    report('random-2p-same-final-state', same / games, 'fraction');
  } finally {
    baseline.dispose();
    current.dispose();
  }
}

if (process.argv[1]?.endsWith('compare.ts')) {
  const [games, commit, warmUp, batch] = process.argv.slice(2);
  await runComparison(Number(games ?? 200), commit, warmUp === undefined ? undefined : Number(warmUp), batch === undefined ? undefined : Number(batch));
}
