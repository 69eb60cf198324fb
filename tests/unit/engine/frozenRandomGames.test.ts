// A move's working copy shares whatever the move does not write (players included, until their first
// write). The recorded games only reach the write sites their moves happen to reach, so these random games
// (other seeds, every TM system) are played live, each state deep-frozen before the next move: a write
// into a shared part throws. A refused move is tried on the frozen state too (it is refused after the
// working copy has started). The final hashes were recorded on the engine before players were shared
// (commit 2c9d8fc), so a read of a stale player object that changed the game shows up as well; after a
// deliberate rules change, re-record them like the recorded games. They are rules hashes (the log left out,
// as in the recorded games): each was computed by the engine of the commit before the log became messages,
// whose full-state hashes still matched those first recorded here.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, rulesHash, type TmState } from '../../../src/engine/tm';
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
  /** The final rules hash of each game played with these options (one game per hash). */
  hashes: string[];
}

const PLANS: Plan[] = [
  { name: '2 players, base game', seed: 'frozen-base', players: 2, options: { corporateEra: false }, hashes: ['d44a66f75dd58607', '06725531dc1341e3', 'a8daa59bab856165'] },
  { name: '2 players, Corporate Era', seed: 'frozen-ce-1', players: 2, options: {}, hashes: ['63ac42bd33934d15', 'bd6063de682f45be', 'ebf011acde84c0ac'] },
  { name: '2 players, Corporate Era, draft', seed: 'frozen-ce-2', players: 2, options: { draft: true }, hashes: ['ae6e1d401c469704', '136e9de2ffb5dd84', 'bb63766729b6ddf1'] },
  { name: '2 players, Colonies', seed: 'frozen-col-1', players: 2, options: { colonies: true }, hashes: ['9fe7a419b95d1c2b', 'b6f819c8b9a1c7da', 'f826ecb31f09ad47'] },
  { name: '3 players, Colonies', seed: 'frozen-col-2', players: 3, options: { colonies: true }, hashes: ['9f9b595d798bc3a5', 'dd2ddabf505a2e63', 'a952346b00928475'] },
  { name: '2 players, Cornucopia', seed: 'frozen-corn-1', players: 2, options: { cornucopia: true }, hashes: ['74c2502dc3faeb0b', 'a961b14bcb5005cd', 'cd83d58357d78db1'] },
  { name: '2 players, Cornucopia with its draft', seed: 'frozen-corn-2', players: 2, options: { cornucopia: true, cornucopiaDraft: true }, hashes: ['711b1c055530b425', '32f6745d4926a485', '084415770b944def'] },
  { name: '3 players, everything', seed: 'frozen-all', players: 3, options: { draft: true, colonies: true, cornucopia: true, cornucopiaDraft: true }, hashes: ['a56c26447c8ac63e', '37cba2c22e7267ee', '974859ab9b3ed1ed'] },
  { name: 'solo', seed: 'frozen-solo-1', players: 1, options: { solo: true }, hashes: ['f6389b03a8f25e3f', '4250586d7f245189', 'd8668f77f0fa2bd7'] },
  { name: 'solo, Colonies and Cornucopia', seed: 'frozen-solo-2', players: 1, options: { solo: true, colonies: true, cornucopia: true }, hashes: ['ba5dd46426ba1724', 'dfc447f4c539bb8a', '066ab86797820183'] },
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
      expect(rulesHash(state)).toBe(hash);
    });
  }));

  it('tried refused moves on the frozen states', () => {
    expect(refused).toBeGreaterThan(100);
  });
});
