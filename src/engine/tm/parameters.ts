// Global parameters: their limits, TR for raising them, and the bonuses printed on the tracks.
import { productionAmount } from '../../shared/tm/messages';
import { msg } from '../../shared/message';
import type { Parameter, Seat } from '../../shared/tm/basics';
import { enqueueNext, log } from './queue';
import type { TmState } from './state';

export const PARAMETER_RULES: Record<Parameter, { min: number; max: number; step: number }> = {
  temperature: { min: -30, max: 8, step: 2 },
  oxygen: { min: 0, max: 14, step: 1 },
  oceans: { min: 0, max: 9, step: 1 },
};

export function isMaxed(state: TmState, parameter: Parameter): boolean {
  return state.parameters[parameter] >= PARAMETER_RULES[parameter].max;
}

export function isTerraformed(state: TmState): boolean {
  return isMaxed(state, 'temperature') && isMaxed(state, 'oxygen') && isMaxed(state, 'oceans');
}

export function changeTr(state: TmState, seat: Seat, amount: number): void {
  const p = state.players[seat];
  p.tr += amount;
  if (amount > 0) p.trRaisedThisGeneration = true;
}

/**
 * Raises temperature or oxygen by up to `steps`, giving 1 TR per step actually taken and the track
 * bonuses reached. Oceans are raised only by placing ocean tiles (see tiles.ts).
 */
export function raiseParameter(state: TmState, seat: Seat, parameter: Parameter, steps: number): number {
  const rule = PARAMETER_RULES[parameter];
  let taken = 0;
  for (let i = 0; i < steps; i++) {
    if (state.parameters[parameter] >= rule.max) break;
    state.parameters[parameter] += rule.step;
    taken++;
    changeTr(state, seat, 1);
    trackBonus(state, seat, parameter, state.parameters[parameter]);
  }
  if (taken > 0) {
    log(state, seat, msg(`tm.log.raised.${parameter}`, { player: state.players[seat].name, level: state.parameters[parameter], tr: taken }));
  }
  return taken;
}

function trackBonus(state: TmState, seat: Seat, parameter: Parameter, reached: number): void {
  if (parameter === 'temperature' && (reached === -24 || reached === -20)) {
    state.players[seat].production.heat += 1;
    log(state, seat, msg('tm.log.temperatureHeatBonus', { amount: productionAmount('heat', 1) }));
  } else if (parameter === 'temperature' && reached === 0) {
    enqueueNext(state, seat, null, [{ do: 'place', tile: 'ocean' }]);
  } else if (parameter === 'oxygen' && reached === 8) {
    raiseParameter(state, seat, 'temperature', 1);
  }
}
