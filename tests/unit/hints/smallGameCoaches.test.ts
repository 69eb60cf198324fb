// The TINYforming Mars and Dice Game coaches: legal answers, the pick first, blind to what the seat
// cannot see (the unseen deck, the dice to come, other hands), and the game left as it was.
import { describe, expect, it } from 'vitest';
import * as dice from '../../../src/engine/dice';
import * as tiny from '../../../src/engine/tiny';
import { basicDiceBot } from '../../../src/host/bots/dice/basic';
import { DEFAULT_POLICY_TUNING, rolloutMove } from '../../../src/host/bots/dice/rolloutPolicy';
import { sampledWorld } from '../../../src/host/bots/dice/soloWorld';
import { basicTinyBot } from '../../../src/host/bots/tiny/basic';
import { unseenOnTop } from '../../../src/host/bots/tiny/rollout';
import { botRandom } from '../../../src/host/bots/types';
import { diceCoach } from '../../../src/host/hints/diceCoach';
import { tinyCoach } from '../../../src/host/hints/tinyCoach';
import { rolloutTinyBot } from '../../../src/host/bots/tiny/rollout';
import { soloPlanner } from '../../../src/host/bots/dice/planner';
import { PLAYERS } from '../dice/helpers';
import { NEVER_STOPPED, PlayoutStopped } from '../../../src/host/bots/stopping';

const legalKeys = (moves: unknown[]) => moves.map((m) => JSON.stringify(m));

function tinyAfter(players: number, moves: number): tiny.TinyState {
  let s = tiny.createGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: ['red', 'blue'][i], kind: 'human' })),
    seed: `coach-tiny-${players}`,
    options: { map: 'tharsis', intense: false },
  } as never);
  const random = botRandom(1);
  for (let k = 0; k < moves; k++) {
    const seat = tiny.waitingFor(s)[0];
    const r = tiny.applyMove(s, seat, basicTinyBot(tiny.viewFor(s, seat), tiny.legalMoves(s, seat), random));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
  }
  return s;
}

/** The same position with the cards the seat never saw in another order and face, and another rng. */
function tinyUnseenShuffled(state: tiny.TinyState): tiny.TinyState {
  const copy = structuredClone(state);
  const unseen = unseenOnTop(copy);
  const top = copy.deck.slice(0, unseen).reverse().map((d) => ({ ...d, up: d.up === 'A' ? ('B' as const) : ('A' as const) }));
  copy.deck = [...top, ...copy.deck.slice(unseen)];
  copy.rng = [1, 2, 3, 4];
  return copy;
}

describe('the TINYforming Mars coach', () => {
  for (const players of [1, 2]) {
    it(`${players === 1 ? 'solitaire' : 'two players'}: the pick and its alternatives are legal, the facts counted, hidden cards never read, the game unchanged`, () => {
      const state = tinyAfter(players, 4);
      const seat = tiny.waitingFor(state)[0];
      const before = tiny.stateHash(state);
      const prepared = tinyCoach.prepare(state, seat, 5);
      const swapped = tinyUnseenShuffled(state);
      expect(unseenOnTop(state)).toBeGreaterThan(0);
      expect(swapped.deck).not.toEqual(state.deck);
      expect(tinyCoach.prepare(swapped, seat, 5)).toEqual(prepared);
      const plan = tinyCoach.plan(prepared, seat, 5);
      expect(plan.chanceOf).toBe(players === 1 ? 'emptySupplies' : 'win');
      const legal = legalKeys(tiny.legalMoves(state, seat));
      for (const m of plan.choices) expect(legal).toContain(JSON.stringify(m));
      expect(plan.choices.length).toBe(Math.min(3, legal.length));
      for (const f of plan.facts) expect(f).toHaveProperty('cubes:water');
      const outcomes = tinyCoach.play(prepared, seat, 5, plan.choices, [0, 1, 2]);
      expect(outcomes).toHaveLength(3);
      for (const o of outcomes.flat()) expect(o).toBeGreaterThanOrEqual(0);
      expect(tinyCoach.play(prepared, seat, 5, plan.choices, [2])).toEqual([outcomes[2]]);
      expect(tiny.stateHash(state)).toBe(before);
    }, 120_000);
  }
});

function diceAfter(players: number, moves: number): dice.DiceState {
  let s = dice.createGame({ seed: `coach-dice-${players}`, players: PLAYERS.slice(0, players).map((p) => ({ ...p })) });
  const random = botRandom(2);
  for (let k = 0; k < moves; k++) {
    const seat = dice.waitingFor(s)[0];
    const move = players === 1 ? rolloutMove(sampledWorld(s, seat, random), DEFAULT_POLICY_TUNING, random) : basicDiceBot(dice.viewFor(s, seat), dice.legalMoves(s, seat), random);
    const r = dice.applyMove(s, seat, move);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
  }
  return s;
}

describe('the Dice Game coach', () => {
  for (const players of [1, 2]) {
    it(`${players === 1 ? 'solo' : 'two players'}: the pick and its alternatives are legal, blind to the deck order, the dice to come${players > 1 ? ' and the other hand' : ''}, the game unchanged`, () => {
      const state = diceAfter(players, 12);
      const seat = dice.waitingFor(state)[0];
      const before = dice.stateHash(state);
      const swapped = structuredClone(state);
      swapped.deck.reverse();
      swapped.rng = [5, 6, 7, 8];
      if (players > 1) {
        const other = swapped.players[1 - seat];
        const theirs = other.hand.splice(0, other.hand.length);
        other.hand.push(...swapped.deck.splice(0, theirs.length));
        swapped.deck.push(...theirs);
        expect(other.hand).not.toEqual(state.players[1 - seat].hand);
      }
      const prepared = diceCoach.prepare(state, seat, 9);
      expect(diceCoach.prepare(swapped, seat, 9)).toEqual(prepared);
      const plan = diceCoach.plan(prepared, seat, 9);
      expect(plan.chanceOf).toBe(players === 1 ? 'finishMars' : 'win');
      const legal = legalKeys(dice.legalMoves(state, seat));
      for (const m of plan.choices) expect(legal).toContain(JSON.stringify(m));
      for (const f of plan.facts) expect(f).toHaveProperty('terraforming:ocean');
      const outcomes = diceCoach.play(prepared, seat, 9, plan.choices, [0, 1]);
      for (const o of outcomes.flat()) expect([0, 0.5, 1]).toContain(o);
      expect(dice.stateHash(state)).toBe(before);
    }, 120_000);
  }
});

describe('the solitaire planners as the coaches\' deeper pick', () => {
  it('TINY alone: the first answer is the basic bot\'s pick, the deeper one the planner\'s, both legal, with the same kind of alternatives', () => {
    const state = tinyAfter(1, 4);
    const seat = tiny.waitingFor(state)[0];
    const prepared = tinyCoach.prepare(state, seat, 5) as tiny.TinyState;
    const quick = tinyCoach.plan(prepared, seat, 5);
    expect(quick.choices[0]).toEqual(basicTinyBot(tiny.viewFor(prepared, seat), tiny.legalMoves(prepared, seat), botRandom(5)));
    expect(tinyCoach.deeperPick!.wanted!(quick)).toBe(true);
    const deep = tinyCoach.deeperPick!.pick(prepared, seat, 5, null, NEVER_STOPPED) as typeof quick;
    expect(deep.choices[0]).toEqual(rolloutTinyBot({ samples: 2 })(prepared, seat, botRandom(5)));
    const legal = legalKeys(tiny.legalMoves(state, seat));
    for (const m of deep.choices) expect(legal).toContain(JSON.stringify(m));
    expect(deep.facts).toHaveLength(deep.choices.length);
    // With others no planner is waited for.
    const two = tinyAfter(2, 4);
    expect(tinyCoach.deeperPick!.wanted!(tinyCoach.plan(tinyCoach.prepare(two, tiny.waitingFor(two)[0], 5), tiny.waitingFor(two)[0], 5))).toBe(false);
  }, 120_000);

  it('Dice alone: the first answer is the playout player\'s pick, the deeper one the planner\'s', () => {
    const state = diceAfter(1, 12);
    const seat = dice.waitingFor(state)[0];
    const prepared = diceCoach.prepare(state, seat, 9) as dice.DiceState;
    const quick = diceCoach.plan(prepared, seat, 9);
    const deep = diceCoach.deeperPick!.pick(prepared, seat, 9, null, NEVER_STOPPED) as typeof quick;
    expect(deep.choices[0]).toEqual(soloPlanner()(prepared, seat, botRandom(9)));
    const legal = legalKeys(dice.legalMoves(state, seat));
    for (const m of [...quick.choices, ...deep.choices]) expect(legal).toContain(JSON.stringify(m));
  }, 120_000);

  it('a deeper pick whose position has changed stops at its next playout instead of planning on', () => {
    // The stop check counts how often it was read: the planners read it before every playout.
    const stoppedAfter = (reads: number) => {
      let count = 0;
      return { check: () => ++count > reads, reads: () => count };
    };
    const tinyState = tinyAfter(1, 4);
    const tinySeat = tiny.waitingFor(tinyState)[0];
    const tinyPrepared = tinyCoach.prepare(tinyState, tinySeat, 5);
    const tinyStop = stoppedAfter(3);
    expect(() => tinyCoach.deeperPick!.pick(tinyPrepared, tinySeat, 5, null, tinyStop.check)).toThrow(PlayoutStopped);
    expect(tinyStop.reads()).toBe(4);
    const diceState = diceAfter(1, 12);
    const diceSeat = dice.waitingFor(diceState)[0];
    const dicePrepared = diceCoach.prepare(diceState, diceSeat, 9);
    const diceStop = stoppedAfter(3);
    expect(() => diceCoach.deeperPick!.pick(dicePrepared, diceSeat, 9, null, diceStop.check)).toThrow(PlayoutStopped);
    expect(diceStop.reads()).toBe(4);
    // Never stopped, the same pick as before the check existed.
    expect(() => tinyCoach.deeperPick!.pick(tinyPrepared, tinySeat, 5, null, NEVER_STOPPED)).not.toThrow();
  }, 120_000);
});
