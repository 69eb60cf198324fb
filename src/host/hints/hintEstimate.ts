// A hint as the sampled games so far tell it: each answer's chance with its 95 % range, which answer to
// suggest, whether it is told apart from the next best, and why. Pure: the host calls it after every
// round of worlds, so the hint a seat sees sharpens as more games are played.
import type { HintChoice, HintReport, HintVerdict } from '../../shared/hint';
import type { CoachPlan } from './coach';
import { hintReason } from './hintReason';

/** Worlds before two answers may be called told apart (a clear difference in fewer is mostly luck). */
export const MIN_WORLDS_TO_DECIDE = 8;
/** Two answers whose chances surely differ by less than this are about equal: more games would not matter. */
export const PRACTICALLY_EQUAL = 0.05;
const Z = 1.96;

/** The 95 % Wilson score interval of a share `wins / games` (ties count as halves). */
export function wilson(wins: number, games: number): { low: number; high: number } {
  if (games === 0) return { low: 0, high: 1 };
  const p = wins / games;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z / (1 + z2 / games)) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean and 95 % half-width of the per-world differences `a - b` (the same worlds for both: paired). */
export function pairedDifference(outcomes: readonly number[][], a: number, b: number): { mean: number; half: number; n: number } {
  const diffs = outcomes.map((o) => o[a] - o[b]);
  const n = diffs.length;
  if (n === 0) return { mean: 0, half: Infinity, n };
  const mean = diffs.reduce((s, d) => s + d, 0) / n;
  if (n === 1) return { mean, half: Infinity, n };
  const variance = diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1);
  return { mean, half: Z * Math.sqrt(variance / n), n };
}

/**
 * The report after the worlds played so far (`outcomes[i]`: world i's result for every choice, or
 * undefined while not played). `done`: the budget is spent, so an undecided pair is "about equal".
 */
export function estimateHint(
  plan: CoachPlan,
  outcomes: readonly (number[] | undefined)[],
  factWeight: (fact: string) => number,
  done: boolean,
  moveCount: number,
): HintReport {
  const played = outcomes.filter((o): o is number[] => o !== undefined);
  const n = played.length;
  const count = plan.choices.length;
  const wins = plan.choices.map((_, c) => played.reduce((s, o) => s + o[c], 0));
  const chance = (c: number) => (n ? wins[c] / n : 0);
  // The bot's pick stands unless the games show another answer clearly better than it.
  let suggestion = 0;
  if (n >= MIN_WORLDS_TO_DECIDE) {
    for (let c = 1; c < count; c++) {
      const d = pairedDifference(played, c, 0);
      if (d.mean - d.half > 0 && chance(c) > chance(suggestion)) suggestion = c;
    }
  }
  const others = plan.choices.map((_, c) => c).filter((c) => c !== suggestion).sort((a, b) => chance(b) - chance(a));
  const order = [suggestion, ...others];
  const choices: HintChoice[] = order.map((c) => {
    const range = n ? wilson(wins[c], n) : null;
    return { move: plan.choices[c], winChance: n ? chance(c) : null, low: range?.low ?? null, high: range?.high ?? null, games: n };
  });
  const verdict = verdictOf(played, suggestion, others[0], done);
  const reason = hintReason(plan, suggestion, others[0], n ? chance(suggestion) - chance(others[0] ?? suggestion) : 0, factWeight);
  return { move: plan.choices[suggestion], choices, worlds: n, verdict, chanceOf: plan.chanceOf, reason, final: done, moveCount };
}

function verdictOf(played: readonly number[][], suggestion: number, runnerUp: number | undefined, done: boolean): HintVerdict {
  if (runnerUp === undefined) return 'single';
  const d = pairedDifference(played, suggestion, runnerUp);
  if (d.n >= MIN_WORLDS_TO_DECIDE && d.mean - d.half > 0) return 'clear';
  if (d.n >= MIN_WORLDS_TO_DECIDE && Math.abs(d.mean) + d.half < PRACTICALLY_EQUAL) return 'aboutEqual';
  return done ? 'aboutEqual' : 'refining';
}

/** Whether more worlds would still change what the hint says (a single answer: only its range). */
export function stillRefining(report: HintReport, singleWorlds: number): boolean {
  if (report.verdict === 'refining') return true;
  return report.verdict === 'single' && report.worlds < singleWorlds;
}
