import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, viewFor, waitingFor, type DiceState } from '../../../src/engine/dice';
import { stepDiceFlow, initialDiceFlow } from '../../../src/engine/dice/flow/runFlow';
import { DICE_BOTS } from '../../../src/host/bots/dice';
import { placeScore } from '../../../src/host/bots/dice/basic';
import { botRandom } from '../../../src/host/bots/types';
import { diceMoveSchema } from '../../../src/shared/dice/moves';
import { diceSetupSchema } from '../../../src/shared/dice/setup';
import { english, newGame, startedGame } from './helpers';
import { invariantViolations } from '../../../src/engine/dice/invariants';

describe('per-seat view', () => {
  it('shows the own hand and prompt only; other hands are counts; no deck order or face-down bonus cards', () => {
    const s = newGame(3);
    const first = s.firstPlayer;
    const other = (first + 1) % 3;
    const mine = viewFor(s, first);
    expect(mine.players[first].hand?.map((c) => c.id)).toEqual(s.players[first].hand);
    expect(mine.players[other].hand).toBeUndefined();
    expect(mine.players[other].handCount).toBe(5);
    expect(mine.prompt?.kind).toBe('choice');
    expect(viewFor(s, other).prompt).toBeNull();
    const text = JSON.stringify(viewFor(s, other));
    for (const id of s.players[first].hand) expect(text).not.toContain(`"${id}"`);
    for (const id of s.players[first].corporationOptions) expect(text).not.toContain(`"${id}"`);
    for (const id of s.bonusDeck) expect(text).not.toContain(`"${id}"`);
    expect(text).not.toContain('"deck"');
    expect(mine.waitingFor).toEqual([first]);
    const spectator = viewFor(s, null);
    expect(spectator.prompt).toBeNull();
    expect(spectator.players.every((p) => p.hand === undefined)).toBe(true);
  });

  it('lists the board, tracks, pool, milestones and awards', () => {
    const v = viewFor(startedGame(2), 0);
    expect(v.areas).toHaveLength(37);
    expect(v.temperature.labels[0]).toBe(-32);
    expect(v.temperature.bonuses[2].map((m) => english(m))).toEqual(['+1 heat']);
    expect(v.oceans).toEqual({ placed: 0, max: 7 });
    expect(v.milestones).toHaveLength(3);
    expect(v.awards).toHaveLength(3);
    expect(Object.values(v.pool).reduce((a, b) => a + b, 0) + v.players.reduce((n, p) => n + p.dice.length, 0) + v.awards.length).toBe(60);
  });
});

describe('moves schema', () => {
  it('accepts every legal move of a played game and rejects malformed ones', () => {
    let s: DiceState = newGame(2, 'schema');
    const rng = botRandom(5);
    for (let i = 0; i < 150 && !s.finished; i++) {
      const seat = waitingFor(s)[0];
      const moves = legalMoves(s, seat);
      for (const m of moves) expect(diceMoveSchema.safeParse(m).success).toBe(true);
      const r = applyMove(s, seat, DICE_BOTS.random(viewFor(s, seat), moves, rng));
      if (!r.ok) throw new Error(english(r.error));
      s = r.state;
    }
    expect(diceMoveSchema.safeParse({ type: 'playCard', card: 'R01', extra: 1 }).success).toBe(false);
    expect(diceMoveSchema.safeParse({ type: 'keepDice', dice: Array(50).fill(0) }).success).toBe(false);
    expect(diceMoveSchema.safeParse({ type: 'rollDie', colour: 'purple' }).success).toBe(false);
  });

  it('validates the setup: 1 to 4 players', () => {
    const seat = { name: 'A', color: 'red', kind: 'human' };
    expect(diceSetupSchema.safeParse({ seed: 's', players: [seat] }).success).toBe(true);
    expect(diceSetupSchema.safeParse({ seed: 's', players: Array(5).fill(seat) }).success).toBe(false);
    expect(diceSetupSchema.safeParse({ seed: 's', players: [] }).success).toBe(false);
  });
});

describe('flow chart', () => {
  it('steps setup → gift → turn → support → main → closing → next turn, and to scoring when over', () => {
    expect(initialDiceFlow()).toEqual({ value: 'setup', entries: ['dealSetup'] });
    expect(stepDiceFlow('setup', { type: 'CORPORATIONS_CHOSEN', solo: false }).value).toBe('startingGift');
    expect(stepDiceFlow('setup', { type: 'CORPORATIONS_CHOSEN', solo: true }).value).toBe('soloBonus');
    expect(stepDiceFlow('startingGift', { type: 'GIFT_DONE' })).toEqual({ value: 'turn.choosing', entries: ['startTurn'] });
    expect(stepDiceFlow('turn.choosing', { type: 'ACTION_CHOSEN' }).value).toBe('turn.support');
    expect(stepDiceFlow('turn.main', { type: 'SECOND_SUPPORT' }).value).toBe('turn.extraSupport');
    expect(stepDiceFlow('turn.closing', { type: 'TURN_CLOSED', gameOver: false }).value).toBe('turn.choosing');
    expect(stepDiceFlow('turn.closing', { type: 'TURN_CLOSED', gameOver: true })).toEqual({ value: 'scoring', entries: ['scoreGame'] });
    expect(() => stepDiceFlow('turn.support', { type: 'MAIN_DONE' })).toThrow(/not accepted/);
  });
});

describe('bots', () => {
  it('the basic bot counts an area as having a bonus only when its list of bonuses is not empty', () => {
    const view = viewFor(startedGame(2), 0);
    // A new game's board is bare, so only the bonus counts.
    expect(view.areas.every((a) => !a.tile)).toBe(true);
    const lonely = view.areas.filter((a) => a.bonus.length === 0);
    const rewarding = view.areas.filter((a) => a.bonus.length > 0);
    expect(lonely.length).toBeGreaterThan(0);
    expect(rewarding.length).toBeGreaterThan(0);
    expect(placeScore(view, lonely[0].id)).toBe(0);
    expect(placeScore(view, rewarding[0].id)).toBe(1);
  });

  it('a basic bot plays a whole 2-player game to the end, keeping every invariant', () => {
    for (const seed of ['b1']) {
      let s: DiceState = newGame(2, seed);
      const rng = botRandom(9);
      let moves = 0;
      while (!s.finished && moves < 5000) {
        const seat = waitingFor(s)[0];
        const r = applyMove(s, seat, DICE_BOTS.basic(viewFor(s, seat), legalMoves(s, seat), rng));
        if (!r.ok) throw new Error(english(r.error));
        s = r.state;
        moves++;
        expect(invariantViolations(s)).toEqual([]);
      }
      expect(s.finished).toBe(true);
      expect(s.scores?.some((x) => x.total > 20)).toBe(true);
    }
  });
});
