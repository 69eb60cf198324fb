// Requirement checks, made only when a card is played.
import type { Parameter, Seat } from '../../shared/tm/basics';
import { msg, type Message } from '../../shared/message';
import { countTiles } from './board';
import { requirementMessages } from './cards/faceWords';
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

/** Why the requirement is not met (a `tmError.requirement.*` message naming it as the card's face does), or null when it is. */
export function unmetRequirement(state: TmState, seat: Seat, req: Requirement): Message | null {
  const p = player(state, seat);
  if ('parameter' in req) {
    if (parameterWithin(state, seat, req.parameter, req.min, req.max)) return null;
    const value = state.parameters[req.parameter];
    // Only the bound that is missed: "temperature −4 °C or warmer", not the whole range.
    const tooLow = req.min !== undefined && value < req.min;
    const [requirement] = requirementMessages([tooLow ? { parameter: req.parameter, min: req.min } : { parameter: req.parameter, max: req.max }]);
    return msg('tmError.requirement.parameter', { requirement, parameter: req.parameter, value });
  }
  if ('tag' in req) {
    const have = tagCount(p, req.tag);
    return have >= req.min ? null : msg('tmError.requirement.tags', { requirement: requirementMessages([req])[0], have });
  }
  if ('production' in req) {
    const have = p.production[req.production];
    return have >= req.min ? null : msg('tmError.requirement.production', { requirement: requirementMessages([req])[0], have });
  }
  const have = countTiles(state, req.tiles, req.who === 'self' ? seat : 'all');
  return have >= req.min ? null : msg('tmError.requirement.tiles', { requirement: requirementMessages([req])[0], who: req.who, have });
}

export function firstUnmetRequirement(state: TmState, seat: Seat, reqs: Requirement[] | undefined): Message | null {
  for (const req of reqs ?? []) {
    const why = unmetRequirement(state, seat, req);
    if (why) return why;
  }
  return null;
}
