// The expert's second opinion: the favourite of a second one-move judge joins the search's shortlist
// right after greedy's own, in a multiplayer game only; without a judge the shortlist is greedy's.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { canonicalJson } from '../../../src/shared/canonicalJson';
import type { Seat } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import { BOTS, botRandom } from '../../../src/host/bots';
import { EXPERT_BUDGET, learnedFavourite } from '../../../src/host/bots/expertBot';
import { determinize } from '../../../src/host/bots/hiddenInformation';
import { evaluationAt, isSale, rankMovesBy, type PositionJudge } from '../../../src/host/bots/lookahead';
import { DEFAULT_SEARCH_BUDGET, searchPlan, type SearchBudget } from '../../../src/host/bots/searchBot';
import { COACH_EXPERT_BUDGET } from '../../../src/host/hints/tmCoach';
import { setupFor } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';

/** A judge that wants the M€ kept: its favourite is rarely greedy's. */
const thrifty: PositionJudge = (state, seat) => state.players[seat].stock.megacredits;

const BUDGET: SearchBudget = { ...DEFAULT_SEARCH_BUDGET, timeMs: null, candidates: 4 };

/** Action positions of a greedy game from generation 3, where the seat has several moves. */
function actionPositions(players: number, count: number): { state: TmState; seat: Seat }[] {
  let state = createGame(setupFor(players, `second-opinion-${players}`, { solo: players === 1 }, { kind: 'bot', beginner: false }));
  const random = botRandom(3);
  const found: { state: TmState; seat: Seat }[] = [];
  while (!state.finished && found.length < count) {
    const seat = waitingFor(state)[0];
    if (state.generation >= 3 && state.pending[seat]?.prompt.kind === 'action' && legalMoves(state, seat).length > 4) found.push({ state, seat });
    const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return found;
}

const key = (m: Move) => canonicalJson(m);

describe("the search's second opinion", () => {
  it("puts the judge's favourite second, after greedy's, and keeps greedy's order for the rest", () => {
    let differed = 0;
    for (const { state, seat } of actionPositions(2, 6)) {
      const plain = searchPlan(state, seat, botRandom(7), BUDGET);
      const judged = searchPlan(state, seat, botRandom(7), { ...BUDGET, secondJudge: thrifty });
      if (!('shortlist' in plain) || !('shortlist' in judged)) throw new Error('expected candidates to compare');
      // The judge's favourite, ranked in the same re-dealt world the plan ranked greedy's in.
      const random = botRandom(7);
      const world = determinize(state, seat, random);
      const [, byThrifty] = rankMovesBy(world, seat, legalMoves(state, seat), random, BUDGET.rates, [evaluationAt(BUDGET.rates), thrifty]);
      const favourite = byThrifty.find((r) => !isSale(r.move))!.move;

      expect(judged.shortlist[0]).toEqual(plain.shortlist[0]);
      expect(new Set(judged.shortlist.map(key)).size).toBe(judged.shortlist.length);
      expect(judged.shortlist.length).toBeLessThanOrEqual(BUDGET.candidates);
      if (key(favourite) === key(plain.shortlist[0])) {
        expect(judged.shortlist).toEqual(plain.shortlist);
      } else {
        differed++;
        expect(judged.shortlist[1]).toEqual(favourite);
        expect(judged.shortlist.slice(2)).toEqual(plain.shortlist.slice(1).filter((m) => key(m) !== key(favourite)).slice(0, BUDGET.candidates - 2));
      }
    }
    expect(differed).toBeGreaterThan(0);
  });

  it('judges the positions greedy ranked, without playing the moves again', () => {
    for (const { state, seat } of actionPositions(2, 3)) {
      const plain = botRandom(11);
      const judged = botRandom(11);
      searchPlan(state, seat, plain, BUDGET);
      searchPlan(state, seat, judged, { ...BUDGET, secondJudge: thrifty });
      // Playing the moves again would answer their follow-ups and draw tie-breaks: more random numbers.
      expect(judged.next()).toBe(plain.next());
    }
  });

  it('is not asked in solo, where the shortlist stays greedy', () => {
    const [{ state, seat }] = actionPositions(1, 1);
    let asked = 0;
    const counting: PositionJudge = (s, who) => (asked++, thrifty(s, who));
    expect(searchPlan(state, seat, botRandom(7), { ...BUDGET, secondJudge: counting })).toEqual(searchPlan(state, seat, botRandom(7), BUDGET));
    expect(asked).toBe(0);
  });

  it("is the expert's learned evaluation, and not the coach's (its measure was taken without it)", () => {
    expect(EXPERT_BUDGET.secondJudge).toBe(learnedFavourite);
    expect(COACH_EXPERT_BUDGET.secondJudge).toBeNull();
    expect(DEFAULT_SEARCH_BUDGET.secondJudge).toBeNull();
  });
});
