// Bots answer every prompt with a legal move: hundreds of short games with every level at every seat.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom, type BotPolicy } from '../../../src/host/bots';
import { searchBot } from '../../../src/host/bots/searchBot';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { PLAYER_COLORS } from '../../../src/shared/tm/basics';

function setup(seed: string, players: number, options: Partial<NewGameSetup['options']> = {}): NewGameSetup {
  return {
    seed,
    options: { corporateEra: true, draft: false, solo: players === 1, ...options },
    players: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: i === 2 })),
  } as NewGameSetup;
}

interface Outcome {
  moves: number;
  illegal: string[];
  state: TmState;
}

/** Plays until the game ends or passes `lastGeneration`, recording every refused move. */
function play(game: NewGameSetup, seats: BotPolicy[], lastGeneration: number, seed: number): Outcome {
  let state = createGame(game);
  const random = botRandom(seed);
  const illegal: string[] = [];
  let moves = 0;
  while (!state.finished && state.generation <= lastGeneration && illegal.length === 0) {
    const seat = waitingFor(state)[0];
    const move = seats[seat](state, seat, random);
    const result = applyMove(state, seat, move);
    if (!result.ok) {
      illegal.push(`${game.seed} seat ${seat}: ${JSON.stringify(move)}: ${result.error}`);
      break;
    }
    state = result.state;
    moves++;
  }
  return { moves, illegal, state };
}

const LEVELS = ['random', 'basic', 'greedy'] as const;

describe('bot legality', () => {
  it('random, basic and greedy bots make no illegal move in 500 short games, with every expansion', { timeout: 240_000 }, () => {
    const illegal: string[] = [];
    let moves = 0;
    let generations = 0;
    for (let g = 0; g < 500; g++) {
      const players = 1 + (g % 4);
      // every level meets every other level at every seat across the run
      const seats = Array.from({ length: players }, (_, s) => BOTS[LEVELS[(g + s * (1 + Math.floor(g / 4))) % LEVELS.length]]);
      const game = setup(`legal-${g}`, players, { draft: g % 5 === 0, corporateEra: g % 7 !== 0, colonies: g % 3 === 1, cornucopia: g % 4 === 2 });
      // most games stop after generation 1's action phase; every third also plays research and generation 2
      const out = play(game, seats, g % 3 === 0 ? 2 : 1, g);
      illegal.push(...out.illegal);
      moves += out.moves;
      generations += out.state.generation;
    }
    expect(illegal).toEqual([]);
    // the games really were played: setup and at least one whole action phase each
    expect(moves).toBeGreaterThan(500 * 10);
    expect(generations).toBeGreaterThanOrEqual(500 * 2);
  });

  it('bots play whole games to the end with only legal moves', () => {
    for (const [g, levels] of [['basic', 'greedy'], ['greedy', 'random'], ['greedy']].entries()) {
      const out = play(setup(`full-${g}`, levels.length), levels.map((l) => BOTS[l]), 40, g);
      expect(out.illegal).toEqual([]);
      expect(out.state.finished).toBe(true);
      expect(out.state.scores).not.toBeNull();
    }
  });

  it('the search bot, on a small budget, makes no illegal move', () => {
    const search = searchBot({ samples: 2, candidates: 2, playoutMoves: 4, timeMs: null });
    for (let g = 0; g < 6; g++) {
      const out = play(setup(`search-${g}`, 2), g % 2 ? [search, BOTS.random] : [BOTS.greedy, search], 3, g);
      expect(out.illegal).toEqual([]);
      expect(out.moves).toBeGreaterThan(20);
    }
  });
});
