// Requirement checks, made only when a card is played.
import type { Parameter, Seat } from '../../shared/tm/basics';
import { countOf } from '../../shared/tm/words';
import { countTiles } from './board';
import type { Requirement } from './cards/vocabulary';
import { PARAMETER_RULES } from './parameters';
import { nextCardBonus } from './payment';
import { inPlaySums, player, tagCount } from './players';
import type { TmState } from './state';

/** Steps of slack on global requirements granted by the player's cards (e.g. +/- 2 steps). */
function requirementSlack(state: TmState, seat: Seat): number {
  const p = player(state, seat);
  return nextCardBonus(state, p).slack + inPlaySums(p).requirementSlack;
}

function parameterWithin(state: TmState, seat: Seat, parameter: Parameter, min?: number, max?: number): boolean {
  const value = state.parameters[parameter];
  const slack = requirementSlack(state, seat) * PARAMETER_RULES[parameter].step;
  if (min !== undefined && value < min - slack) return false;
  if (max !== undefined && value > max + slack) return false;
  return true;
}

/** Why the requirement is not met, or null when it is. */
export function unmetRequirement(state: TmState, seat: Seat, req: Requirement): string | null {
  const p = player(state, seat);
  if ('parameter' in req) {
    if (parameterWithin(state, seat, req.parameter, req.min, req.max)) return null;
    const bound = req.min !== undefined && req.max !== undefined ? `${req.min}..${req.max}` : req.min !== undefined ? `at least ${req.min}` : `at most ${req.max}`;
    return `${req.parameter} must be ${bound} (it is ${state.parameters[req.parameter]})`;
  }
  if ('tag' in req) {
    const have = tagCount(p, req.tag);
    return have >= req.min ? null : `needs ${countOf(req.min, `${req.tag} tag`)} in play (you have ${have})`;
  }
  if ('production' in req) {
    const have = p.production[req.production];
    return have >= req.min ? null : `needs ${req.min} ${req.production} production (you have ${have})`;
  }
  const have = countTiles(state, req.tiles, req.who === 'self' ? seat : 'all');
  const whose = req.who === 'self' ? 'your own' : 'in play';
  return have >= req.min ? null : `needs ${countOf(req.min, `${req.tiles} tile`)} ${whose} (there are ${have})`;
}

export function firstUnmetRequirement(state: TmState, seat: Seat, reqs: Requirement[] | undefined): string | null {
  for (const req of reqs ?? []) {
    const why = unmetRequirement(state, seat, req);
    if (why) return why;
  }
  return null;
}
