// The solo Dice Game bot: legal answers through whole solo games, answers that depend only on what its
// seat may see, terraforming before anything else, and basic play in a multiplayer game.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, viewFor, waitingFor, type DiceState } from '../../../src/engine/dice';
import { basicDiceBot } from '../../../src/host/bots/dice/basic';
import { OCEAN_TILES, OXYGEN, TEMPERATURE } from '../../../src/engine/dice/data/parameters';
import { soloDiceBot } from '../../../src/host/bots/dice/solo';
import { botRandom } from '../../../src/host/bots/types';
import { PLAYERS, act, newGame, setDice, toMainAction } from './helpers';

function soloGame(seed: string): DiceState {
  return createGame({ seed, players: [{ ...PLAYERS[0] }] });
}

/** The solo game at its first turn decision (corporation and first bonus card chosen by the bot). */
function atFirstTurn(seed: string): DiceState {
  let s = soloGame(seed);
  const rng = botRandom(3);
  while (s.pending?.kind !== 'turn') s = act(s, soloDiceBot(viewFor(s, 0), legalMoves(s, 0), rng));
  return s;
}

describe('solo Dice Game bot', () => {
  it('plays whole solo games with legal moves only', () => {
    for (const seed of ['solo-a', 'solo-b']) {
      let s = soloGame(seed);
      const rng = botRandom(7);
      while (!s.finished) {
        const seat = waitingFor(s)[0];
        const legal = legalMoves(s, seat);
        const move = soloDiceBot(viewFor(s, seat), legal, rng);
        const r = applyMove(s, seat, move);
        expect(r.ok, JSON.stringify(move)).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(s.turn).toBeGreaterThan(10);
    }
  });

  it('answers the same whatever the hidden deck order and dice rng', () => {
    let s = atFirstTurn('solo-hidden');
    const rng = botRandom(11);
    for (let i = 0; i < 40 && !s.finished; i++) {
      const hidden: DiceState = { ...s, deck: [...s.deck].reverse(), rng: [1, 2, 3, 4] };
      // The bot is handed the seat's view, which shows neither the deck order nor the rng.
      expect(viewFor(hidden, 0)).toEqual(viewFor(s, 0));
      const seed = Math.floor(rng.next() * 1e6);
      const move = soloDiceBot(viewFor(s, 0), legalMoves(s, 0), botRandom(seed));
      expect(soloDiceBot(viewFor(hidden, 0), legalMoves(hidden, 0), botRandom(seed))).toEqual(move);
      s = act(s, move);
    }
  });

  it('spends three heat on the open temperature before anything else', () => {
    const s = toMainAction(atFirstTurn('solo-heat'));
    setDice(s, 0, ['heat', 'heat', 'heat', 'credit', 'credit', 'credit']);
    expect(soloDiceBot(viewFor(s, 0), legalMoves(s, 0), botRandom(1))).toEqual({ type: 'standard', project: 'temperature' });
  });

  it('turns a spare die into the face an open step lacks', () => {
    const s = act(atFirstTurn('solo-fix'), { type: 'actionTurn' });
    setDice(s, 0, ['water', 'water', 'energy', 'steel']);
    const move = soloDiceBot(viewFor(s, 0), legalMoves(s, 0), botRandom(1));
    expect(move).toMatchObject({ type: 'setFace', face: 'water' });
  });

  it('takes the last step as soon as it can (all 50 turns are played anyway), then spends its turns on points', () => {
    const s = toMainAction(atFirstTurn('solo-hold'));
    s.temperature = TEMPERATURE.steps;
    s.oceans = OCEAN_TILES;
    s.oxygen = OXYGEN.steps - 1;
    setDice(s, 0, ['plant', 'plant', 'plant', 'plant', 'credit', 'credit', 'credit']);
    s.players[0].hand = [];
    expect(soloDiceBot(viewFor(s, 0), legalMoves(s, 0), botRandom(1))).toEqual({ type: 'standard', project: 'greenery' });
    const finished: DiceState = { ...s, oxygen: OXYGEN.steps };
    expect(soloDiceBot(viewFor(finished, 0), legalMoves(finished, 0), botRandom(1))).toEqual({ type: 'standard', project: 'victory' });
  });

  it('plays a multiplayer game exactly like the basic bot', () => {
    let s = newGame(2, 'solo-multi');
    const a = botRandom(5);
    const b = botRandom(5);
    for (let i = 0; i < 120 && !s.finished; i++) {
      const seat = waitingFor(s)[0];
      const move = soloDiceBot(viewFor(s, seat), legalMoves(s, seat), a);
      expect(move).toEqual(basicDiceBot(viewFor(s, seat), legalMoves(s, seat), b));
      s = act(s, move);
    }
  });
});
