// The solo planner and its parts: sampled worlds that keep only what the seat knows, a playout player
// that always answers legally, and planned answers that are legal, repeatable and blind to the deck
// order and the dice to come.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, waitingFor, createGame, type DiceState } from '../../../src/engine/dice';
import { OCEAN_TILES, OXYGEN, TEMPERATURE } from '../../../src/engine/dice/data/parameters';
import { soloPlanner } from '../../../src/host/bots/dice/planner';
import { DEFAULT_POLICY_TUNING, rolloutMove } from '../../../src/host/bots/dice/rolloutPolicy';
import { sampledWorld } from '../../../src/host/bots/dice/soloWorld';
import { basicDiceBot } from '../../../src/host/bots/dice/basic';
import { viewFor } from '../../../src/engine/dice';
import { botRandom } from '../../../src/host/bots/types';
import { PLAYERS, act, newGame, setDice, toMainAction } from './helpers';

/** A planner cheap enough for tests: one world per answer, one more for the two best. */
const cheap = () => soloPlanner({ worlds: 1, finalists: 2, finalWorlds: 1 });

function soloGame(seed: string): DiceState {
  return createGame({ seed, players: [{ ...PLAYERS[0] }] });
}

/** The solo game at its first turn decision, setup answered by the playout player. */
function atFirstTurn(seed: string): DiceState {
  let s = soloGame(seed);
  const rng = botRandom(3);
  while (s.pending?.kind !== 'turn') s = act(s, rolloutMove(sampledWorld(s, 0, rng), DEFAULT_POLICY_TUNING, rng));
  return s;
}

const sortedCopy = (ids: string[]) => [...ids].sort();

describe('sampled solo worlds', () => {
  it('keep every known card where it is and re-deal only the deck, whose cards stay the same', () => {
    const s = atFirstTurn('world-a');
    const world = sampledWorld(s, 0, botRandom(9));
    expect(sortedCopy(world.deck)).toEqual(sortedCopy(s.deck));
    expect(world.players[0].hand).toEqual(s.players[0].hand);
    expect(world.players[0].dice).toEqual(s.players[0].dice);
    expect(world.discard).toEqual(s.discard);
    expect(world.deck).not.toEqual(s.deck);
    expect(world.rng).not.toEqual(s.rng);
    // The solo game showed the bonus cards after setup: those left are known.
    expect(sortedCopy(world.bonusDeck)).toEqual(sortedCopy(s.bonusDeck));
  });

  it('do not depend on the real order of the deck, the bonus cards or the rng', () => {
    const s = atFirstTurn('world-b');
    const hidden: DiceState = { ...s, deck: [...s.deck].reverse(), bonusDeck: [...s.bonusDeck].reverse(), rng: [5, 6, 7, 8] };
    expect(sampledWorld(hidden, 0, botRandom(4))).toEqual(sampledWorld(s, 0, botRandom(4)));
  });

  it('re-deal the bonus cards while the seat has not seen them', () => {
    const s = soloGame('world-c');
    expect(s.pending?.kind).toBe('corporation');
    const other: DiceState = { ...s, bonusDeck: ['X01', 'X02', 'X03', 'X04'] };
    expect(sampledWorld(other, 0, botRandom(2)).bonusDeck).toEqual(sampledWorld(s, 0, botRandom(2)).bonusDeck);
  });
});

describe('the playout player', () => {
  it('answers every decision of whole solo games legally', () => {
    for (const seed of ['playout-a', 'playout-b', 'playout-c']) {
      let s = soloGame(seed);
      const rng = botRandom(7);
      while (!s.finished) {
        const move = rolloutMove(sampledWorld(s, 0, rng), DEFAULT_POLICY_TUNING, rng);
        const r = applyMove(s, 0, move);
        expect(r.ok, JSON.stringify(move)).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(s.turn).toBeGreaterThan(10);
    }
  });
});

describe('solo planner', () => {
  it('plays a whole solo game with legal moves only', () => {
    const planner = cheap();
    let s = soloGame('planner-legal');
    const rng = botRandom(1);
    while (!s.finished) {
      const seat = waitingFor(s)[0];
      const move = planner(s, seat, rng);
      // Choices come from the listed answers; kept dice and discards are any subset the engine accepts.
      if (move.type !== 'keepDice' && move.type !== 'discardCards') expect(legalMoves(s, seat)).toContainEqual(move);
      s = act(s, move);
    }
    expect(s.scores).not.toBeNull();
  });

  it('answers the same whatever the hidden deck order, bonus card order and dice rng', () => {
    const planner = cheap();
    let s = atFirstTurn('planner-hidden');
    const rng = botRandom(11);
    for (let i = 0; i < 25 && !s.finished; i++) {
      const hidden: DiceState = { ...s, deck: [...s.deck].reverse(), bonusDeck: [...s.bonusDeck].reverse(), rng: [1, 2, 3, 4] };
      const seed = Math.floor(rng.next() * 1e6);
      const move = planner(s, 0, botRandom(seed));
      expect(planner(hidden, 0, botRandom(seed))).toEqual(move);
      s = act(s, move);
    }
  });

  it('gives the same answer for the same position and seed', () => {
    const s = toMainAction(atFirstTurn('planner-repeat'));
    const planner = soloPlanner({ worlds: 2, finalists: 2, finalWorlds: 2 });
    expect(planner(s, 0, botRandom(21))).toEqual(planner(s, 0, botRandom(21)));
  });

  it('finishes Mars on the last turn rather than score a point', () => {
    const s = toMainAction(atFirstTurn('planner-finish'));
    s.temperature = TEMPERATURE.steps;
    s.oceans = OCEAN_TILES;
    s.oxygen = OXYGEN.steps - 1;
    s.turn = 50;
    s.players[0].hand = [];
    setDice(s, 0, ['plant', 'plant', 'plant', 'plant', 'credit', 'credit', 'credit']);
    expect(cheap()(s, 0, botRandom(1))).toEqual({ type: 'standard', project: 'greenery' });
  });

  it('plays a multiplayer game exactly like the basic bot', () => {
    const planner = cheap();
    let s = newGame(2, 'planner-multi');
    const a = botRandom(5);
    const b = botRandom(5);
    for (let i = 0; i < 80 && !s.finished; i++) {
      const seat = waitingFor(s)[0];
      const move = planner(s, seat, a);
      expect(move).toEqual(basicDiceBot(viewFor(s, seat), legalMoves(s, seat), b));
      s = act(s, move);
    }
  });
});
