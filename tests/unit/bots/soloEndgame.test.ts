// The greedy bot's solo endgame: in the last two generations its best few actions are played on to the
// end of the game, so it finds the line that finishes Mars where its one-move evaluation does not.
// Multiplayer greedy never looks ahead and plays exactly as the plain one-move greedy.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import { isTerraformed } from '../../../src/engine/tm/parameters';
import { botRandom } from '../../../src/host/bots';
import { greedyMove, plainGreedyMove } from '../../../src/host/bots/greedyBot';
import { inSoloEndgame } from '../../../src/host/bots/soloEndgame';
import { cardValue } from '../../../src/host/bots/cardValue';
import { outlook } from '../../../src/host/bots/worth';
import { botsUntil, give, refreshActionPrompt, setupFor, startedGame } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';

/**
 * Generation 14 of a solo game with one temperature step left, 13 M€ (an Asteroid costs 14) and two
 * cards in hand: Search For Life (playable for 3 M€) and Colonizer Training Camp (oxygen is past its
 * maximum). Selling both patents buys the Asteroid that finishes Mars.
 */
function lastStepShortOfMoney(): TmState {
  const s = createGame(setupFor(1, 'endgame', { solo: true }));
  s.discard.push(...s.players[0].hand);
  s.players[0].hand = [];
  s.generation = 14;
  s.parameters = { temperature: 6, oxygen: 14, oceans: 9 };
  give(s, 0, { stock: { megacredits: 13, heat: 0, plants: 0 }, hand: ['005', '001'] });
  return refreshActionPrompt(s, 0);
}

describe('greedy in the solo endgame', () => {
  it('sells its cards to buy the Asteroid that finishes Mars, which the one-move greedy misses', () => {
    expect(greedyMove(lastStepShortOfMoney(), 0, botRandom(1))).toEqual({ type: 'standardProject', project: 'Sell Patents' });
    const end = botsUntil(lastStepShortOfMoney(), greedyMove, 1, (s) => s.finished);
    expect(isTerraformed(end)).toBe(true);
    expect(isTerraformed(botsUntil(lastStepShortOfMoney(), plainGreedyMove, 1, (s) => s.finished))).toBe(false);
  });

  it('is deterministic: the same position and bot seed give the same game', () => {
    const a = botsUntil(lastStepShortOfMoney(), greedyMove, 7, (s) => s.finished);
    const b = botsUntil(lastStepShortOfMoney(), greedyMove, 7, (s) => s.finished);
    expect(a.log.map((l) => l.message)).toEqual(b.log.map((l) => l.message));
    expect(a.players).toEqual(b.players);
  });

  it('looks ahead only in the last two generations of a solo game', () => {
    const solo = lastStepShortOfMoney();
    expect([12, 13, 14].map((generation) => inSoloEndgame({ ...solo, generation }))).toEqual([false, true, true]);
    const duo = startedGame({ seed: 'duo-endgame' });
    expect(inSoloEndgame({ ...duo, generation: 14 })).toBe(false);
  });
});

describe('multiplayer greedy is unchanged', () => {
  it('answers every prompt of late generations exactly like the plain one-move greedy', () => {
    let s = startedGame({ seed: 'duo-late' });
    s.generation = 13;
    s.parameters = { temperature: 4, oxygen: 12, oceans: 8 };
    for (const p of s.players) give(s, p.seat, { stock: { megacredits: 40, heat: 6, plants: 6 }, production: { megacredits: 3, heat: 2, plants: 2 } });
    for (let i = 0; i < 80 && !s.finished; i++) {
      const seat = waitingFor(s)[0];
      const move = greedyMove(s, seat, botRandom(i));
      expect(plainGreedyMove(s, seat, botRandom(i))).toEqual(move);
      const next = applyMove(s, seat, move);
      if (!next.ok) throw refusalError(next.error);
      s = next.state;
    }
  });
});

describe('choosing a corporation in solo', () => {
  it('counts idle starting steel at half: CrediCor (57 M€) before Interplanetary Cinematics (30 M€ and 20 steel)', () => {
    const solo = createGame(setupFor(1, 'solo-corporations', { solo: true }));
    const o = outlook(solo);
    expect(cardValue(solo, 0, 'R08', o)).toBeGreaterThan(cardValue(solo, 0, 'R19', o));
  });
});
