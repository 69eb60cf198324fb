// Whether a seat may carry out a project or standard project now, what it costs and which tokens it
// spends; when it may not, a reason a player can read.
import type { TokenKind } from '../../shared/tiny/basics';
import { projectById } from './data/projects';
import { costNow } from './discounts';
import { parameterLevel } from './parameters';
import { cityPlacements, hexesFor } from './placement';
import { standardById } from './standardProjects';
import type { TinyState } from './state';
import { describeTags, projectsFacing, tagsOf, tokensToSpend } from './tags';
import { INCOME_CAP } from './state';
import type { ProjectData, Step } from './vocabulary';
import type { StandardProjectId } from '../../shared/tiny/basics';

export interface Availability {
  ok: boolean;
  reason: string;
  cost: number;
  spends: Partial<Record<TokenKind, number>>;
}

/** Why a mandatory step could not happen now, or null when it can. */
function stepBlocker(state: TinyState, seat: number, step: Step): string | null {
  switch (step.do) {
    case 'gainHeat':
      return state.supply.heat > 0 ? null : 'no heat cube is left in the supply';
    case 'place':
      if (state.supply[step.cube] <= 0) return `no ${step.cube} cube is left in the supply`;
      return hexesFor(state, step.where).length ? null : `no hex fits the ${step.cube} cube`;
    case 'city':
      return cityPlacements(state, seat, true).length ? null : 'no hex fits a city';
    case 'takeCredit': {
      if (state.supply.credits <= 0) return 'the credit supply is empty';
      if (state.options.solo && state.players[seat].credits >= INCOME_CAP) return 'a solitaire player holds at most 5 credits';
      return null;
    }
    default:
      return null; // optional or always possible
  }
}

function check(
  state: TinyState,
  seat: number,
  name: string,
  cost: number,
  requires: ProjectData['requires'],
  steps: Step[],
  except?: string,
): Availability {
  const fail = (reason: string): Availability => ({ ok: false, reason: `${name}: ${reason}`, cost, spends: {} });
  if (state.players[seat].credits < cost) return fail(`costs ${cost} credits, you have ${state.players[seat].credits}`);
  const spends = tokensToSpend(state, seat, requires, except);
  if (!spends) {
    const have = describeTags(tagsOf(state, seat, except)) || 'none';
    return fail(`needs ${describeTags(requires)} (your tags: ${have}; tokens can stand in for nature, production, science)`);
  }
  for (const step of steps) {
    const blocker = stepBlocker(state, seat, step);
    if (blocker) return fail(blocker);
  }
  return { ok: true, reason: '', cost, spends };
}

export function projectAvailability(state: TinyState, seat: number, id: string): Availability {
  const facing = projectsFacing(state, seat).find((f) => f.project === id);
  const base = { ok: false, cost: 0, spends: {} };
  if (!facing) return { ...base, reason: `${id} is not one of your projects this generation` };
  const project = projectById(id);
  if (state.table[facing.table].used[facing.end]) return { ...base, reason: `${project.name} was already used this generation` };
  const cost = costNow(state, seat, project);
  const param = project.parameter;
  if (param) {
    let needed = param.atLeast;
    if (param.lowerBy2PerScienceBeyondOne) needed = Math.max(0, needed - 2 * Math.max(0, tagsOf(state, seat, id).science - 1));
    const level = parameterLevel(state, param.cube);
    const where = param.cube === 'heat' ? 'heat cubes in play' : `${param.cube} cubes on Mars`;
    if (level < needed) return { ...base, cost, reason: `${project.name}: needs ${needed} ${where}, there are ${level}` };
  }
  return check(state, seat, project.name, cost, project.requires, project.steps, id);
}

export function standardAvailability(state: TinyState, seat: number, id: StandardProjectId): Availability {
  const sp = standardById(id);
  if (state.players[seat].usedStandard) return { ok: false, reason: 'you already used your standard project this generation', cost: sp.cost, spends: {} };
  return check(state, seat, sp.name, sp.cost, sp.requires, sp.steps);
}
