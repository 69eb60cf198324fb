// Whether a seat may carry out a project or standard project now, what it costs and which tokens it
// spends; when it may not, the reason as a `tiny.reason.*` message.
import { msg, type Message } from '../../shared/message';
import type { StandardProjectId, TokenKind } from '../../shared/tiny/basics';
import { tinyProjectName, tinyStandardName } from '../../shared/tiny/contentKeys';
import { projectById } from './data/projects';
import { costNow } from './discounts';
import { parameterLevel } from './parameters';
import { cityPlacements, hexesFor } from './placement';
import { standardById } from './standardProjects';
import type { TinyState } from './state';
import { tagAmounts, projectsFacing, tagsOf, tokensToSpend } from './tags';
import { INCOME_CAP } from './state';
import type { ProjectData, Step } from './vocabulary';

export interface Availability {
  ok: boolean;
  /** Why not, null when it may. */
  reason: Message | null;
  cost: number;
  spends: Partial<Record<TokenKind, number>>;
}

/** Why a mandatory step could not happen now, or null when it can. */
function stepBlocker(state: TinyState, seat: number, step: Step): Message | null {
  switch (step.do) {
    case 'gainHeat':
      return state.supply.heat > 0 ? null : msg('tiny.reason.noCubeLeft', { cube: 'heat' });
    case 'place':
      if (state.supply[step.cube] <= 0) return msg('tiny.reason.noCubeLeft', { cube: step.cube });
      return hexesFor(state, step.where).length ? null : msg('tiny.reason.noHexFits', { cube: step.cube });
    case 'city':
      return cityPlacements(state, seat, true).length ? null : msg('tiny.reason.noCityHex');
    case 'takeCredit': {
      if (state.supply.credits <= 0) return msg('tiny.reason.creditSupplyEmpty');
      if (state.options.solo && state.players[seat].credits >= INCOME_CAP) return msg('tiny.reason.soloCreditCap', { cap: INCOME_CAP });
      return null;
    }
    default:
      return null; // optional or always possible
  }
}

function check(
  state: TinyState,
  seat: number,
  name: Message,
  cost: number,
  requires: ProjectData['requires'],
  steps: Step[],
  except?: string,
): Availability {
  const fail = (reason: Message): Availability => ({ ok: false, reason: msg('tiny.reason.project', { project: name, reason }), cost, spends: {} });
  const credits = state.players[seat].credits;
  if (credits < cost) return fail(msg('tiny.reason.costs', { cost, have: credits }));
  const spends = tokensToSpend(state, seat, requires, except);
  if (!spends) {
    const have = tagAmounts(tagsOf(state, seat, except));
    return fail(msg('tiny.reason.needsTags', { needs: tagAmounts(requires), have: have.length ? have : msg('tiny.reason.noTags') }));
  }
  for (const step of steps) {
    const blocker = stepBlocker(state, seat, step);
    if (blocker) return fail(blocker);
  }
  return { ok: true, reason: null, cost, spends };
}

export function projectAvailability(state: TinyState, seat: number, id: string): Availability {
  const facing = projectsFacing(state, seat).find((f) => f.project === id);
  const base = { ok: false, cost: 0, spends: {} };
  const name = tinyProjectName(id);
  if (!facing) return { ...base, reason: msg('tiny.reason.notYours', { project: name }) };
  const project = projectById(id);
  if (state.table[facing.table].used[facing.end]) return { ...base, reason: msg('tiny.reason.alreadyUsed', { project: name }) };
  const cost = costNow(state, seat, project);
  const param = project.parameter;
  if (param) {
    let needed = param.atLeast;
    if (param.lowerBy2PerScienceBeyondOne) needed = Math.max(0, needed - 2 * Math.max(0, tagsOf(state, seat, id).science - 1));
    const level = parameterLevel(state, param.cube);
    if (level < needed) return { ...base, cost, reason: msg('tiny.reason.needsParameter', { project: name, cube: param.cube, needed, level }) };
  }
  return check(state, seat, name, cost, project.requires, project.steps, id);
}

export function standardAvailability(state: TinyState, seat: number, id: StandardProjectId): Availability {
  const sp = standardById(id);
  if (state.players[seat].usedStandard) return { ok: false, reason: msg('tiny.reason.standardUsed'), cost: sp.cost, spends: {} };
  return check(state, seat, tinyStandardName(id), sp.cost, sp.requires, sp.steps);
}
