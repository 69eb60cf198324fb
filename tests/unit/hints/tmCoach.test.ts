// The Terraforming Mars coach uses only what the seat may know, changes nothing, and plays every answer
// in the same worlds whichever worker plays them.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { COACHES } from '../../../src/host/hints/hinters';
import { coachMove } from '../../../src/host/hints/coachMove';
import { winShare } from '../../../src/host/hints/playOut';
import { COACH_EXPERT_BUDGET, tmExpertPick, tmExpertPickStep, tmFacts, tmPlan, tmPlay } from '../../../src/host/hints/tmCoach';
import { expertBot } from '../../../src/host/bots/expertBot';
import { determinize } from '../../../src/host/bots/hiddenInformation';
import { greedyMove } from '../../../src/host/bots/greedyBot';
import { learnedValue } from '../../../src/host/bots/learnedEvaluation';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { refusalError } from '../support/tmRefusal';

const game = {
  seed: 'hint-test',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Me', color: 'red', kind: 'human', beginner: false },
    { name: 'You', color: 'blue', kind: 'human', beginner: false },
  ],
} as NewGameSetup;

/** Basic moves until seat 0 must act in generation 2, the opponent holding cards. */
function midGame(): TmState {
  let state = createGame(game);
  const random = botRandom(7);
  while (!(state.generation >= 2 && state.pending[0]?.prompt.kind === 'action' && state.players[1].hand.length > 1)) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS.basic(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return state;
}

/** The same position with the opponent's hand swapped for deck cards and the deck reordered. */
function swappedOpponentHand(state: TmState): TmState {
  const copy = structuredClone(state);
  const theirs = copy.players[1].hand;
  const taken = theirs.splice(0, theirs.length);
  theirs.push(...copy.deck.splice(0, taken.length));
  copy.deck.push(...taken);
  copy.deck.reverse();
  return copy;
}

describe('the Terraforming Mars coach', () => {
  const state = midGame();

  it('puts first the expert bot\'s own decision on the coach\'s copy, its search spread over 1 or 2 workers', async () => {
    const prepared = COACHES.tm!.prepare(state, 0, 11) as TmState;
    const plan = tmPlan(prepared, 0, 11);
    const seen = determinize(prepared, 0, botRandom(11));
    // The first answer is greedy's favourite among the expert's candidates (no search yet).
    expect(plan.choices[0]).toEqual(greedyMove(seen, 0, botRandom(11)));
    const expert = expertBot(COACH_EXPERT_BUDGET)(seen, 0, botRandom(11));
    for (const workers of [1, 2]) {
      const index = await tmExpertPick(async (step) => tmExpertPickStep(prepared, 0, 11, step), workers, plan);
      expect(plan.choices[index]).toEqual(expert);
    }
    // A seat following the coach blindly (coachMove, one thread) plays the expert's pick too.
    expect(await coachMove(COACHES.tm!, state, 0, 11, 0)).toEqual(expert);
    // No clock in the coach's search: the same question gets the same pick.
    expect(COACH_EXPERT_BUDGET.timeMs).toBeNull();
    // Judged by the expert's learned evaluation, not the search bot's hand-set one.
    expect(COACH_EXPERT_BUDGET.value).toBe(learnedValue);
  }, 120_000);

  it('weighs the expert\'s candidates, greedy\'s favourite first, up to three legal answers, says what each brings, and leaves the game as it was', () => {
    const before = stateHash(state);
    const plan = tmPlan(state, 0, 11);
    const outcomes = tmPlay(state, 0, 11, plan.choices as never[], [0]);
    expect(stateHash(state)).toBe(before);
    const legal = legalMoves(state, 0).map((m) => JSON.stringify(m));
    expect(plan.choices.length).toBeGreaterThan(1);
    expect(plan.choices.length).toBeLessThanOrEqual(3);
    expect(new Set(plan.choices.map((c) => JSON.stringify(c))).size).toBe(plan.choices.length);
    for (const c of plan.choices) expect(legal).toContain(JSON.stringify(c));
    expect(plan.chanceOf).toBe('win');
    // What each brings: TR and production at least, counted after the answer.
    for (const f of plan.facts) expect(f).toMatchObject({ tr: expect.any(Number), 'production:plants': expect.any(Number), cards: expect.any(Number) });
    // One world: each answer won, tied or lost it.
    expect(outcomes).toHaveLength(1);
    for (const o of outcomes[0]) expect([0, 0.5, 1]).toContain(o);
  });

  it('gives the same plan and the same games when the opponent holds other cards and the deck lies otherwise', () => {
    const swapped = swappedOpponentHand(state);
    expect(swapped.players[1].hand).not.toEqual(state.players[1].hand);
    const prepare = COACHES.tm!.prepare;
    // What the host hands to the worker holds no trace of where the hidden cards were.
    expect(prepare(swapped, 0, 3)).toEqual(prepare(state, 0, 3));
    const plan = tmPlan(state, 0, 11);
    expect(tmPlan(swapped, 0, 11)).toEqual(plan);
    expect(tmPlay(swapped, 0, 11, plan.choices as never[], [0, 1])).toEqual(tmPlay(state, 0, 11, plan.choices as never[], [0, 1]));
  });

  it('plays world i the same whoever plays it: split over workers, the worlds give what one thread gives', () => {
    const plan = tmPlan(state, 0, 5);
    const choices = plan.choices as never[];
    const whole = tmPlay(state, 0, 5, choices, [0, 1, 2]);
    expect([...tmPlay(state, 0, 5, choices, [2]), ...tmPlay(state, 0, 5, choices, [0, 1])]).toEqual([whole[2], whole[0], whole[1]]);
  }, 60_000);

  it('drops a world the moment the position changes, even in the middle of a playout to the end', () => {
    const plan = tmPlan(state, 0, 5);
    let checks = 0;
    // Changed after 20 looks: within the first playout, which runs for hundreds of moves.
    const out = tmPlay(state, 0, 5, plan.choices as never[], [0, 1], () => ++checks > 20);
    expect(out).toEqual([]);
    expect(checks).toBe(21);
  });

  it('counts what an answer brings: the Power Plant project raises energy production by one against a pass', () => {
    const moves = legalMoves(state, 0);
    const project = moves.find((m) => m.type === 'standardProject' && m.project === 'Power Plant');
    const pass = moves.find((m) => m.type === 'pass');
    expect(project && pass).toBeTruthy();
    const a = tmFacts(state, 0, project!, 1);
    const b = tmFacts(state, 0, pass!, 1);
    expect(a['production:energy']).toBe(b['production:energy'] + 1);
    expect(a.tr).toBe(b.tr);
    // An illegal answer brings nothing.
    expect(tmFacts(state, 0, { type: 'claimMilestone', milestone: 'No such milestone' }, 1)).toEqual({});
  });

  it('counts a win, a shared win and a loss from the final scores; an unfinished game shares it', () => {
    const end = structuredClone(state);
    end.finished = true;
    const line = (seat: number, rank: number) => ({ seat, rank }) as NonNullable<TmState['scores']>[number];
    end.scores = [line(0, 1), line(1, 2)];
    expect(winShare(end, 0)).toBe(1);
    expect(winShare(end, 1)).toBe(0);
    end.scores = [line(0, 1), line(1, 1)];
    expect(winShare(end, 1)).toBe(0.5);
    expect(winShare(null, 0)).toBe(0);
    expect(winShare(state, 0)).toBe(0.5);
  });
});
