// Why the coach suggests what it does, as data the window words: what the suggestion brings at once
// against the next best answer (the fact worth most by the game's weights), or, when it brings nothing
// more at once, how many more of the sampled games it went on to win.
import type { HintReason } from '../../shared/hint';
import type { CoachPlan } from './coach';

/** The reason key of each fact kind (the part of a fact's name before a colon) and the param its detail fills. */
const FACT_REASONS: Record<string, { key: HintReason['key']; detail?: string }> = {
  points: { key: 'hint.reason.morePoints' },
  tr: { key: 'hint.reason.moreTr' },
  cards: { key: 'hint.reason.moreCards' },
  production: { key: 'hint.reason.moreProduction', detail: 'resource' },
  resource: { key: 'hint.reason.moreResource', detail: 'resource' },
  milestone: { key: 'hint.reason.claimsMilestone', detail: 'milestone' },
  award: { key: 'hint.reason.fundsAward', detail: 'award' },
  terraforming: { key: 'hint.reason.moreTerraforming', detail: 'parameter' },
  cubes: { key: 'hint.reason.moreCubes', detail: 'cube' },
};

export function hintReason(plan: CoachPlan, suggestion: number, runnerUp: number | undefined, chanceGain: number, factWeight: (fact: string) => number): HintReason {
  if (runnerUp === undefined) return { key: 'hint.reason.onlyChoice', params: {}, versus: null };
  const mine = plan.facts[suggestion] ?? {};
  const theirs = plan.facts[runnerUp] ?? {};
  let best: { fact: string; amount: number; worth: number } | null = null;
  for (const fact of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const amount = (mine[fact] ?? 0) - (theirs[fact] ?? 0);
    const worth = amount * factWeight(fact);
    if (amount > 0 && worth > 0 && (!best || worth > best.worth)) best = { fact, amount, worth };
  }
  // The runner-up is the second of the report's choices.
  const versus = 1;
  if (!best) return { key: 'hint.reason.winsMoreGames', params: { points: Math.round(Math.max(0, chanceGain) * 100) }, versus };
  const [kind, detail] = best.fact.split(':');
  const reason = FACT_REASONS[kind];
  if (!reason) return { key: 'hint.reason.winsMoreGames', params: { points: Math.round(Math.max(0, chanceGain) * 100) }, versus };
  const params: Record<string, string | number> = { amount: Math.round(best.amount * 10) / 10 };
  if (reason.detail && detail !== undefined) params[reason.detail] = detail;
  return { key: reason.key, params, versus };
}
