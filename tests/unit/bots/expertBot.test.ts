// The expert bot: it sees only what its seat may see, plays whole games with every option set, and its
// evaluation is learned (the weights reproduce from a seed, and predict a won position above a lost one).
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom, type BotPolicy } from '../../../src/host/bots';
import { EXPERT_BUDGET, EXPERT_SOLO, expertBot } from '../../../src/host/bots/expertBot';
import { budgetIn, DEFAULT_SEARCH_BUDGET, playToNextGeneration } from '../../../src/host/bots/searchBot';
import { endValue } from '../../../src/host/bots/soloEndgame';
import { FEATURE_NAMES } from '../../../src/host/bots/expertFeatures';
import { checkedWeights, EXPERT_WEIGHTS, learnedValue, learnedValueWith, predictedMargin } from '../../../src/host/bots/learnedEvaluation';
import { VP_WORTH } from '../../../src/host/bots/worth';
import { scoreLines } from '../../../src/engine/tm/scoring';
import { fitRidge } from '../../../src/host/bots/ridge';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { PLAYER_COLORS } from '../../../src/shared/tm/basics';
import { fitWeights, trainingGame, trainWeights } from '../../../scripts/trainBot';
import { reshuffledSecrets } from '../support/reshuffledSecrets';

function setup(seed: string, players: number, options: Partial<NewGameSetup['options']> = {}): NewGameSetup {
  return {
    seed,
    options: { corporateEra: true, draft: false, solo: players === 1, ...options },
    players: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: false })),
  } as NewGameSetup;
}

function playUntil(game: NewGameSetup, seats: (seat: number) => BotPolicy, done: (s: TmState) => boolean, seed = 5): TmState {
  let state = createGame(game);
  const random = botRandom(seed);
  while (!state.finished && !done(state)) {
    const seat = waitingFor(state)[0];
    const move = seats(seat)(state, seat, random);
    const r = applyMove(state, seat, move);
    if (!r.ok) throw new Error(`${game.seed} seat ${seat}: ${JSON.stringify(move)}: ${r.error}`);
    state = r.state;
  }
  return state;
}


/** A small budget: the expert's own code paths (learned evaluation, halving, purchases; solo's playouts to the end), fewer worlds. */
const smallExpert = expertBot({ samples: 2, candidates: 2, playoutMoves: 6, timeMs: null, solo: { ...EXPERT_SOLO, playoutMoves: 40 } });

describe('expert bot', () => {
  it('chooses the same move whatever the hidden cards and the deck order really are', () => {
    const state = playUntil(setup('expert-hidden', 2), () => BOTS.basic, (s) => s.generation >= 3 && s.pending[0]?.prompt.kind === 'action' && s.players[1].hand.length > 0);
    const other = reshuffledSecrets(state);
    const expert = expertBot({ samples: 4, candidates: 3, playoutMoves: 30, timeMs: null });
    for (const seed of [9, 10]) expect(expert(other, 0, botRandom(seed))).toEqual(expert(state, 0, botRandom(seed)));
  });

  it('plays whole games without an illegal move with every option set, 1 to 5 players', { timeout: 600_000 }, () => {
    const cases: [string, number, Partial<NewGameSetup['options']>][] = [
      ['expert-base', 2, {}],
      ['expert-draft', 3, { draft: true }],
      ['expert-colonies', 2, { colonies: true }],
      ['expert-cornucopia', 2, { cornucopia: true, cornucopiaDraft: true }],
      ['expert-five', 5, { colonies: true, cornucopia: true }],
      ['expert-solo', 1, {}],
      ['expert-no-corporate-era', 2, { corporateEra: false }],
    ];
    for (const [seed, players, options] of cases) {
      const end = playUntil(setup(seed, players, options), (seat) => (seat === 0 ? smallExpert : BOTS.greedy), () => false);
      expect(end.finished, seed).toBe(true);
    }
  });

  it('plays a solo game\'s candidates on to the end of the game and judges them by Mars finished, then steps left', () => {
    const solo = playUntil(setup('expert-solo-budget', 1), () => BOTS.greedy, (s) => s.generation >= 2 && s.pending[0]?.prompt.kind === 'action');
    const budget = budgetIn(solo, EXPERT_BUDGET);
    expect(budget.value).toBe(endValue);
    const [move] = legalMoves(solo, 0);
    const end = playToNextGeneration(solo, 0, move, budget, botRandom(3));
    expect(end?.finished).toBe(true);
    // Next generation's research, as before, with others at the table, and for the search level in solo too.
    const duel = playUntil(setup('expert-duel-budget', 2), () => BOTS.greedy, (s) => s.generation >= 2 && s.pending[0]?.prompt.kind === 'action');
    expect(budgetIn(duel, EXPERT_BUDGET)).toBe(EXPERT_BUDGET);
    expect(budgetIn(solo, DEFAULT_SEARCH_BUDGET)).toBe(DEFAULT_SEARCH_BUDGET);
    const [duelMove] = legalMoves(duel, 0);
    expect(playToNextGeneration(duel, 0, duelMove, EXPERT_BUDGET, botRandom(3))?.generation).toBe(duel.generation + 1);
  });

  it('predicts a position that is ahead above the same position behind, and scores a finished game by its result', () => {
    const state = playUntil(setup('expert-eval', 2), () => BOTS.greedy, (s) => s.generation >= 5);
    const ahead = structuredClone(state);
    ahead.players[0].tr += 8;
    ahead.players[0].production.megacredits += 4;
    expect(predictedMargin(ahead, 0)).toBeGreaterThan(predictedMargin(state, 0));
    expect(predictedMargin(ahead, 1)).toBeLessThan(predictedMargin(state, 1));
    const end = playUntil(setup('expert-eval', 2), () => BOTS.greedy, () => false);
    const margin = end.scores![0].total - end.scores![1].total;
    expect(Math.sign(learnedValue(end, 0))).toBe(Math.sign(margin));
  });

  it('has weights for every feature and stage in the repo', () => {
    expect(EXPERT_WEIGHTS.features).toEqual([...FEATURE_NAMES]);
    for (const stage of EXPERT_WEIGHTS.stages) {
      expect(stage.weights).toHaveLength(FEATURE_NAMES.length);
      expect(stage.samples).toBeGreaterThan(100);
    }
  });

  it('judges with other weights when given them, and refuses weights fitted to other features', () => {
    const state = playUntil(setup('expert-weights', 2), () => BOTS.greedy, (s) => s.generation >= 4);
    expect(learnedValueWith(EXPERT_WEIGHTS)(state, 0)).toBe(learnedValue(state, 0));
    const pointsOnly = structuredClone(EXPERT_WEIGHTS);
    for (const stage of pointsOnly.stages) {
      stage.intercept = 0;
      stage.weights = stage.weights.map((_, i) => (FEATURE_NAMES[i] === 'points' ? 1 : 0));
    }
    const [mine, theirs] = scoreLines(state).map((line) => line.total);
    expect(learnedValueWith(pointsOnly)(state, 0)).toBeCloseTo((mine - theirs) * VP_WORTH);
    expect(() => checkedWeights({ ...EXPERT_WEIGHTS, features: ['points'] }, 'old.json')).toThrow(/old\.json does not match/);
  });
});

describe('training', () => {
  it('fits a known linear rule exactly with a tiny ridge', () => {
    const x = Array.from({ length: 40 }, (_, i) => [i % 7, (i * 3) % 11, 1 + (i % 2)]);
    const y = x.map(([a, b, c]) => 2 * a - 0.5 * b + 3 * c + 4);
    const fit = fitRidge(x, y, 1e-9);
    expect(fit.weights.map((w) => +w.toFixed(6))).toEqual([2, -0.5, 3]);
    expect(+fit.intercept.toFixed(6)).toBe(4);
  });

  it('regenerates the same weights from the same seed, and others from another seed', { timeout: 300_000 }, () => {
    const first = trainWeights({ seed: 'unit', games: 2, lambda: 1 });
    expect(trainWeights({ seed: 'unit', games: 2, lambda: 1 })).toEqual(first);
    expect(trainWeights({ seed: 'other', games: 2, lambda: 1 }).stages).not.toEqual(first.stages);
  });

  it('records the self-play policy it was fitted on, and plays a searched game without an illegal move', { timeout: 300_000 }, () => {
    const searched = trainingGame({ seed: 'unit', games: 1, lambda: 1, policy: 'search' }, 0);
    expect(searched.length).toBeGreaterThan(10);
    expect(new Set(searched.map((s) => s.stage)).size).toBe(3);
    expect(fitWeights({ seed: 'unit', games: 1, lambda: 1, policy: 'search' }, [searched]).trainedWith.policy).toBe('search');
  });

  it('can fit on greedy at the expert’s rates, the policy of the expert’s own playouts: another game from the same seed', { timeout: 300_000 }, () => {
    const atExpertRates = trainingGame({ seed: 'unit', games: 1, lambda: 1, policy: 'greedy-expert' }, 0);
    const atStandardRates = trainingGame({ seed: 'unit', games: 1, lambda: 1, policy: 'greedy' }, 0);
    expect(atExpertRates.length).toBeGreaterThan(10);
    expect(atExpertRates).not.toEqual(atStandardRates);
    expect(fitWeights({ seed: 'unit', games: 1, lambda: 1, policy: 'greedy-expert' }, [atExpertRates]).trainedWith.policy).toBe('greedy-expert');
  });
});
