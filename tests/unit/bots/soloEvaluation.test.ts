// The greedy bot's solo evaluation: heat and plants that the open parameters can no longer absorb
// are worth nothing, so raising a parameter with money when production would have done it looks poor.
import { describe, expect, it } from 'vitest';
import { createGame, type TmState } from '../../../src/engine/tm';
import { PARAMETER_RULES } from '../../../src/engine/tm/parameters';
import { evaluate } from '../../../src/host/bots/evaluation';
import type { NewGameSetup } from '../../../src/shared/protocol';

function soloAt(generation: number, heatProduction: number): TmState {
  const state = createGame({
    seed: 'solo-evaluation',
    options: { corporateEra: true, draft: false, solo: true },
    players: [{ name: 'Solo', color: 'red', kind: 'bot', beginner: false }],
  } as NewGameSetup);
  state.generation = generation;
  state.parameters.temperature = PARAMETER_RULES.temperature.max - 2 * PARAMETER_RULES.temperature.step;
  state.players[0].production.heat = heatProduction;
  state.players[0].stock.megacredits = 40;
  return state;
}

/** What buying one temperature step for 14 M€ changes in the evaluation. */
function asteroidGain(state: TmState): number {
  const after = structuredClone(state);
  after.parameters.temperature += PARAMETER_RULES.temperature.step;
  after.players[0].tr += 1;
  after.players[0].stock.megacredits -= 14;
  return evaluate(after, 0) - evaluate(state, 0);
}

describe('solo evaluation', () => {
  it('values a bought temperature step less when heat production would reach the maximum anyway', () => {
    expect(asteroidGain(soloAt(10, 8))).toBeLessThan(asteroidGain(soloAt(10, 0)) - 5);
  });
});

describe('finishing Mars in solo', () => {
  it('outweighs the money a last standard project costs', () => {
    const state = soloAt(14, 0);
    state.parameters.temperature = PARAMETER_RULES.temperature.max;
    state.parameters.oceans = PARAMETER_RULES.oceans.max;
    state.parameters.oxygen = PARAMETER_RULES.oxygen.max - PARAMETER_RULES.oxygen.step;
    const finished = structuredClone(state);
    finished.parameters.oxygen = PARAMETER_RULES.oxygen.max;
    finished.players[0].tr += 1;
    finished.players[0].stock.megacredits -= 23;
    expect(evaluate(finished, 0) - evaluate(state, 0)).toBeGreaterThan(100);
  });
});
