// Runs the steps of the project being carried out, one at a time. A step that needs a choice leaves a
// pending decision and the run waits; the answer resumes it (resolveHex, resolveToken, …).
import { TOKEN_KINDS, type HexId, type TokenKind } from '../../shared/tiny/basics';
import { tinyTokenWord } from '../../shared/tiny/contentKeys';
import { neighbours } from './board';
import { COUNTS } from './counts';
import { MAPS } from './data/maps';
import { bump, log } from './log';
import { hexesFor, isVacant, waterAround } from './placement';
import { playerName } from './players';
import { gainCredits, gainToken, payCredits, takeCube, tokenAvailable } from './supply';
import type { Activation, Pending, TinyState } from './state';
import { tagsOf } from './tags';
import type { Step } from './vocabulary';

const greeneryHexes = (state: TinyState): HexId[] =>
  state.hexes.flatMap((h, id) => (h?.kind === 'greenery' ? [id] : []));

/** The hexes a hex-choosing step offers. */
export function hexChoices(state: TinyState, step: Step): HexId[] {
  const a = state.activation;
  switch (step.do) {
    case 'place':
      return state.supply[step.cube] > 0 ? hexesFor(state, step.where) : [];
    case 'mayPlaceWaterWithHeat':
      return state.supply.water > 0 ? hexesFor(state, 'anyWater') : [];
    case 'removeGreeneryNextToLast':
      return a?.lastHex ? neighbours(a.lastHex).filter((h) => state.hexes[h]?.kind === 'greenery') : [];
    case 'mayRemoveGreenery':
      return greeneryHexes(state);
    default:
      return [];
  }
}

export const isOptionalStep = (step: Step) => step.do.startsWith('may');

export function availableTokens(state: TinyState): TokenKind[] {
  return TOKEN_KINDS.filter((k) => tokenAvailable(state, k));
}

function gainHeat(state: TinyState, a: Activation): void {
  if (state.supply.heat <= 0) return; // a bonus heat with the supply gone is simply lost
  state.players[a.seat].heat++;
  log(state, 'tiny.log.gainedHeat', { player: playerName(state, a.seat) });
  a.steps.unshift(...takeCube(state, 'heat'));
}

/** Runs one step; returns the decision it waits for, or null when it is done. */
function runStep(state: TinyState, a: Activation, step: Step): Pending | null {
  const seat = a.seat;
  switch (step.do) {
    case 'gainHeat':
      gainHeat(state, a);
      return null;
    case 'takeCredit':
    case 'gainCredits': {
      const n = step.do === 'takeCredit' ? 1 : COUNTS[step.count](state, a);
      if (n > 0) {
        const got = gainCredits(state, seat, n);
        if (got < n) log(state, 'tiny.log.gainedCreditsShort', { player: playerName(state, seat), count: got, lost: n - got });
        else log(state, 'tiny.log.gainedCredits', { player: playerName(state, seat), count: got });
      }
      return null;
    }
    case 'chooseToken':
      return availableTokens(state).length ? { kind: 'token', seat } : null;
    case 'city':
      return { kind: 'city', seat, reason: step.tokenIfIsolated ? 'researchOutpost' : 'foundCity' };
    case 'mayBuyExtraHeat': {
      const p = state.players[seat];
      const can = p.credits >= step.credits && tagsOf(state, seat).space >= step.spaceTags && state.supply.heat > 0;
      return can ? { kind: 'option', seat, step } : null;
    }
    case 'mayPlaceWaterWithHeat':
      if (state.players[seat].heat < step.heat) return null;
      return hexChoices(state, step).length ? { kind: 'hex', seat, step } : null;
    case 'place':
    case 'removeGreeneryNextToLast':
    case 'mayRemoveGreenery':
      return hexChoices(state, step).length ? { kind: 'hex', seat, step } : null;
  }
}

/** Runs steps until one needs a decision (returns false) or none are left (returns true). */
export function runActivation(state: TinyState): boolean {
  const a = state.activation;
  if (!a) return true;
  while (a.steps.length) {
    const step = a.steps.shift()!;
    const asked = runStep(state, a, step);
    if (asked) {
      state.pending = asked;
      return false;
    }
  }
  state.activation = null;
  return true;
}

/** Puts a parameter cube on a hex with everything that comes with it. */
export function placeCube(state: TinyState, a: Activation, cube: 'heat' | 'greenery' | 'water', hex: HexId): void {
  state.hexes[hex] = { kind: cube };
  a.lastHex = hex;
  const name = playerName(state, a.seat);
  log(state, 'tiny.log.placedCube', { player: name, cube, hex });
  const bonus = takeCube(state, cube);
  bump(state, `placed.${cube}`);
  const icon = MAPS[state.options.map].water[hex];
  if (icon && gainToken(state, a.seat, icon)) log(state, 'tiny.log.tookHexToken', { player: name, token: tinyTokenWord(icon), hex });
  if (cube === 'water') {
    const touching = waterAround(state, hex);
    if (touching > 0) log(state, 'tiny.log.waterBonus', { player: name, count: gainCredits(state, a.seat, touching) });
  }
  a.steps.unshift(...bonus);
}

/** The answer to a hex prompt. */
export function resolveHex(state: TinyState, step: Step, hex: HexId): void {
  const a = state.activation!;
  if (step.do === 'place') placeCube(state, a, step.cube, hex);
  else if (step.do === 'mayPlaceWaterWithHeat') placeCube(state, a, 'water', hex);
  else {
    state.hexes[hex] = null;
    state.supply.greenery++;
    log(state, 'tiny.log.removedGreenery', { player: playerName(state, a.seat), hex });
    bump(state, 'greeneryRemoved');
  }
}

export function resolveToken(state: TinyState, kind: TokenKind): void {
  const a = state.activation!;
  gainToken(state, a.seat, kind);
  log(state, 'tiny.log.tookToken', { player: playerName(state, a.seat), token: tinyTokenWord(kind) });
}

export function resolveExtraHeat(state: TinyState, step: Step, yes: boolean): void {
  const a = state.activation!;
  if (!yes || step.do !== 'mayBuyExtraHeat') return;
  payCredits(state, a.seat, step.credits);
  gainHeat(state, a);
}

/** Places or moves a city; Research Outpost adds a token when the new hex touches no cube. */
export function moveCity(state: TinyState, seat: number, from: HexId | null, to: HexId, tokenIfIsolated: boolean): void {
  if (from !== null) state.hexes[from] = null;
  state.hexes[to] = { kind: 'city', owner: seat };
  if (from === null) log(state, 'tiny.log.foundedCity', { player: playerName(state, seat), hex: to });
  else log(state, 'tiny.log.movedCity', { player: playerName(state, seat), from, to });
  bump(state, from === null ? 'citiesFounded' : 'citiesMoved');
  const a = state.activation;
  if (a && tokenIfIsolated && neighbours(to).every((n) => isVacant(state, n))) a.steps.unshift({ do: 'chooseToken' });
}

