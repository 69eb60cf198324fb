// A move's working copy shares whatever the move does not write (players included, until their first
// write). The recorded games only reach the write sites their moves happen to reach, so these random games
// (other seeds, every TM system) are played live, each state deep-frozen before the next move: a write
// into a shared part throws. A refused move is tried on the frozen state too (it is refused after the
// working copy has started). The final hashes were recorded on the engine before players were shared
// (commit 2c9d8fc), so a read of a stale player object that changed the game shows up as well; after a
// deliberate rules change, re-record them like the recorded games.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, stateHash, type TmState } from '../../../src/engine/tm';
import { randomBot } from '../../../src/host/bots/randomBot';
import { botRandom } from '../../../src/host/bots/types';
import type { NewGameSetup } from '../../../src/shared/protocol';
import type { Move } from '../../../src/shared/tm/prompt';
import { deepFreeze } from '../support/deepFreeze';

/** Only guards against a rules loop: every game is played to its end. */
const MAX_MOVES = 5000;

interface Plan {
  name: string;
  seed: string;
  players: number;
  options: Partial<NewGameSetup['options']>;
  /** The final state hash of each game played with these options (one game per hash). */
  hashes: string[];
}

const PLANS: Plan[] = [
  { name: '2 players, base game', seed: 'frozen-base', players: 2, options: { corporateEra: false }, hashes: ['6a3062eb0b59e02f', '91f2f39341028389', '816fe95ab25e8a38'] },
  { name: '2 players, Corporate Era', seed: 'frozen-ce-1', players: 2, options: {}, hashes: ['c7162fae9eb100ca', '2910ec885b7ac8e4', '254f4f488f4111bc'] },
  { name: '2 players, Corporate Era, draft', seed: 'frozen-ce-2', players: 2, options: { draft: true }, hashes: ['4ce5c369ab0ff419', '7afcfd2bb14c762b', '6a120eb845f9fc08'] },
  { name: '2 players, Colonies', seed: 'frozen-col-1', players: 2, options: { colonies: true }, hashes: ['e25cbfa6beecac2c', '6fb7d28a607cc5f0', '53d37414f651a422'] },
  { name: '3 players, Colonies', seed: 'frozen-col-2', players: 3, options: { colonies: true }, hashes: ['0b9e111bad420eeb', '875e6974157dacbc', '2d159d7561025591'] },
  { name: '2 players, Cornucopia', seed: 'frozen-corn-1', players: 2, options: { cornucopia: true }, hashes: ['006e8f2d3435e8c1', 'f5bc1af066c3c7b6', '87ca11f3bc7d6c95'] },
  { name: '2 players, Cornucopia with its draft', seed: 'frozen-corn-2', players: 2, options: { cornucopia: true, cornucopiaDraft: true }, hashes: ['379fd03b9c20d167', '63b82615eca1940f', '088cc33021089e70'] },
  { name: '3 players, everything', seed: 'frozen-all', players: 3, options: { draft: true, colonies: true, cornucopia: true, cornucopiaDraft: true }, hashes: ['065110955463ed3f', 'da8da7b17d73bc03', 'e8db0011f20e1745'] },
  { name: 'solo', seed: 'frozen-solo-1', players: 1, options: { solo: true }, hashes: ['189a3e1870d409ca', '3333fcf8ef43faba', '9d2e4d50aef60b04'] },
  { name: 'solo, Colonies and Cornucopia', seed: 'frozen-solo-2', players: 1, options: { solo: true, colonies: true, cornucopia: true }, hashes: ['16ff89c9f9aca8ab', 'd2e4d63ce503a384', '8da4c977a7dd1679'] },
];

function setupFor(plan: Plan, game: number): NewGameSetup {
  const colors = ['red', 'blue', 'green'] as const;
  return {
    seed: `${plan.seed}-${game}`,
    players: colors.slice(0, plan.players).map((color, i) => ({ name: `F${i + 1}`, color, kind: 'bot', beginner: false })),
    options: { corporateEra: true, draft: false, solo: false, ...plan.options },
  } as NewGameSetup;
}

describe('random games over every TM system, each state deep-frozen before its move', () => {
  let refused = 0;
  PLANS.forEach((plan, index) => plan.hashes.forEach((hash, game) => {
    it(`${plan.name}, game ${game + 1}`, () => {
      let state: TmState = deepFreeze(createGame(setupFor(plan, game)));
      const random = botRandom(index * 104_729 + game * 7 + 17);
      for (let n = 0; n < MAX_MOVES && !state.finished; n++) {
        const seat = Object.keys(state.pending).map(Number)[0];
        const move = randomBot(state, seat, random);
        if ('payment' in move) {
          // a payment nobody has: refused once the action is under way on the working copy
          const bad = applyMove(state, seat, { ...move, payment: { megacredits: 999 } } as Move);
          if (!bad.ok) refused++;
        }
        const result = applyMove(state, seat, move);
        if (!result.ok) throw new Error(`${plan.name}, move ${n}: ${result.error}`);
        state = deepFreeze(result.state);
      }
      expect(state.finished).toBe(true);
      // Recorded when the state kept only the log's last 400 lines (it keeps the whole game now): the same cut
      // gives the state the hashes were taken from, so every other byte is still checked.
      expect(stateHash({ ...state, log: state.log.slice(-400) })).toBe(hash);
    });
  }));

  it('tried refused moves on the frozen states', () => {
    expect(refused).toBeGreaterThan(100);
  });
});
