// Bots use the expansions' own mechanics, not just the base game's: a bot seat in a Colonies or
// Cornucopia game should trade, build colonies and grow a food factory like a person would.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { PLAYER_COLORS } from '../../../src/shared/tm/basics';
import { refusalError } from '../support/tmRefusal';

function playGames(level: 'basic' | 'greedy', options: Partial<NewGameSetup['options']>, games: number, lastGeneration: number): Record<string, number> {
  const totals: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    let state: TmState = createGame({
      seed: `expansion-${level}-${g}`,
      options: { corporateEra: true, draft: false, solo: false, ...options },
      players: [0, 1].map((i) => ({ name: `${level} ${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: false })),
    } as NewGameSetup);
    const random = botRandom(g + 1);
    while (!state.finished && state.generation <= lastGeneration) {
      const seat = waitingFor(state)[0];
      const result = applyMove(state, seat, BOTS[level](state, seat, random));
      if (!result.ok) throw refusalError(result.error);
      state = result.state;
    }
    for (const [k, v] of Object.entries(state.stats)) totals[k] = (totals[k] ?? 0) + v;
  }
  return totals;
}

describe('bots in the expansions', () => {
  it('the basic bot trades and builds colonies in Colonies games', () => {
    const stats = playGames('basic', { colonies: true }, 3, 6);
    expect(stats.trades ?? 0).toBeGreaterThan(0);
    expect(stats.coloniesBuilt ?? 0).toBeGreaterThan(0);
  });

  it('basic and greedy bots build food factories and place modules with the marketplace', () => {
    for (const level of ['basic', 'greedy'] as const) {
      const stats = playGames(level, { cornucopia: true }, 2, 8);
      expect(stats.factoriesBuilt ?? 0, level).toBeGreaterThan(0);
      expect(stats.modulesPlaced ?? 0, level).toBeGreaterThan(0);
    }
  });

  it('the greedy bot buys modules in the investment phase of the drafting variant', () => {
    const stats = playGames('greedy', { cornucopia: true, cornucopiaDraft: true }, 2, 6);
    expect(stats.modulesPlaced ?? 0).toBeGreaterThan(0);
  });
});
