// The shared supplies: credits (never more than the cubes in the box), parameter cubes and resource
// tokens. With the intense rule, taking certain cubes also hands out the cube tied to them.
import type { CubeKind, TokenKind } from '../../shared/tiny/basics';
import { log } from './log';
import { INCOME_CAP, type TinyState } from './state';
import type { Step } from './vocabulary';

/** Gives up to n credits from the supply (what is missing is lost); solitaire caps the player at 5. */
export function gainCredits(state: TinyState, seat: number, n: number): number {
  const p = state.players[seat];
  let got = Math.min(n, state.supply.credits);
  if (state.options.solo) got = Math.min(got, Math.max(0, INCOME_CAP - p.credits));
  got = Math.max(0, got);
  p.credits += got;
  state.supply.credits -= got;
  return got;
}

export function payCredits(state: TinyState, seat: number, n: number): void {
  const p = state.players[seat];
  if (p.credits < n) throw new Error(`${p.name} cannot pay ${n}`);
  p.credits -= n;
  state.supply.credits += n;
}

export function hasCube(state: TinyState, kind: CubeKind): boolean {
  return state.supply[kind] > 0;
}

/**
 * Takes one cube of a kind out of the supply and returns the bonus steps the intense rule adds.
 * Cubes leave each line from the left; a cube still tied to another line is used only when its own
 * line is empty, and then its bonus is lost.
 */
export function takeCube(state: TinyState, kind: CubeKind): Step[] {
  if (state.supply[kind] <= 0) throw new Error(`no ${kind} cube left`);
  const tied = state.intense;
  const bonus: Step[] = [];
  if (tied) {
    if (kind === 'greenery') {
      if (tied.heatWithGreenery && state.supply.greenery === 4) {
        tied.heatWithGreenery = false;
        bonus.push({ do: 'gainHeat' });
        log(state, 'tiny.log.intenseHeatWithGreenery');
      }
    } else if (kind === 'heat') {
      const line = state.supply.heat - (tied.heatWithGreenery ? 1 : 0);
      if (line === 0) tied.heatWithGreenery = false;
      else if (tied.waterWithHeat && line === 3) {
        tied.waterWithHeat = false;
        bonus.push({ do: 'place', cube: 'water', where: 'anyWater' });
        log(state, 'tiny.log.intenseWaterWithHeat');
      }
    } else {
      const line = state.supply.water - (tied.waterWithHeat ? 1 : 0);
      if (line === 0) tied.waterWithHeat = false;
    }
  }
  state.supply[kind]--;
  return bonus;
}

export function tokenAvailable(state: TinyState, kind: TokenKind): boolean {
  return state.supply.tokens[kind] > 0;
}

export function gainToken(state: TinyState, seat: number, kind: TokenKind): boolean {
  if (!tokenAvailable(state, kind)) return false;
  state.supply.tokens[kind]--;
  state.players[seat].tokens[kind]++;
  return true;
}

export function spendTokens(state: TinyState, seat: number, spends: Partial<Record<TokenKind, number>>): void {
  for (const [kind, n] of Object.entries(spends) as [TokenKind, number][]) {
    state.players[seat].tokens[kind] -= n;
    state.supply.tokens[kind] += n;
  }
}

export function exhaustedSupplies(state: TinyState): CubeKind[] {
  return (['heat', 'greenery', 'water'] as const).filter((k) => state.supply[k] === 0);
}
