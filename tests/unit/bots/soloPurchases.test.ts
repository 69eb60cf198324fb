// The greedy bot's solo purchases: at research and at the opening its priced buy is compared with the
// nearest alternatives, each played on to the end of the game, so it buys the card that finishes Mars
// where pricing cards one by one declines it. Multiplayer greedy prices purchases as before.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import { isTerraformed } from '../../../src/engine/tm/parameters';
import { botRandom } from '../../../src/host/bots';
import { greedyMove, plainGreedyMove } from '../../../src/host/bots/greedyBot';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { botsUntil, refreshActionPrompt, setupFor } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';

const MANGROVE = '059';

/** A setup whose players are dealt corporations and cards to choose from (not the beginner corporation). */
function dealtOpening(players: number, seed: string): NewGameSetup {
  const setup = setupFor(players, seed, { solo: players === 1 });
  return { ...setup, players: setup.players.map((p) => ({ ...p, beginner: false })) };
}
/** Cards that cannot be played at this oxygen (or are worth little), so only Mangrove is worth buying. */
const UNPLAYABLE = ['001', '005', '002'];

/**
 * The research phase of generation 14 of a solo game: one oxygen step left (temperature and oceans
 * done), 16 M€, no plants, an empty hand. A Greenery costs 23 M€; Mangrove (12 M€, on offer for 3)
 * places a greenery and finishes Mars, but priced on its own it is not worth its margin in solo.
 */
function lastResearchBeforeTheLastStep(): TmState {
  let s = createGame(setupFor(1, 'solo-research', { solo: true }));
  const p = s.players[0];
  s.discard.push(...p.hand);
  p.hand = [];
  s.generation = 13;
  s.parameters = { temperature: 8, oxygen: 13, oceans: 9 };
  p.offered = [MANGROVE, ...UNPLAYABLE];
  s.deck = s.deck.filter((card) => !p.offered.includes(card));
  refreshActionPrompt(s, 0);
  const passed = applyMove(s, 0, { type: 'pass' });
  if (!passed.ok) throw refusalError(passed.error);
  s = passed.state;
  const me = s.players[0];
  me.stock = { ...me.stock, megacredits: 16, plants: 0, heat: 0 };
  me.production = { ...me.production, plants: 0 };
  return s;
}

describe('greedy’s solo purchases', () => {
  it('buys the card that finishes Mars, which pricing cards one by one declines', () => {
    const s = lastResearchBeforeTheLastStep();
    expect(s.generation).toBe(14);
    expect(s.pending[0]?.resolver).toBe('buyCards');
    expect(plainGreedyMove(s, 0, botRandom(1))).toEqual({ type: 'cards', cards: [] });
    expect(greedyMove(s, 0, botRandom(1))).toEqual({ type: 'cards', cards: [MANGROVE] });
    expect(isTerraformed(botsUntil(lastResearchBeforeTheLastStep(), greedyMove, 1, (g) => g.finished))).toBe(true);
    expect(isTerraformed(botsUntil(lastResearchBeforeTheLastStep(), plainGreedyMove, 1, (g) => g.finished))).toBe(false);
  });

  it('opens with an offered corporation and some of the dealt cards, legally', () => {
    const s = createGame(dealtOpening(1, 'solo-opening'));
    const decision = s.pending[0];
    if (decision?.prompt.kind !== 'opening') return expect.fail(`expected the opening, got ${decision?.prompt.kind}`);
    const offered = decision.prompt;
    const move = greedyMove(s, 0, botRandom(3));
    if (move.type !== 'opening') return expect.fail(`expected an opening move, got ${move.type}`);
    expect(offered.corporations.map((c) => c.id)).toContain(move.corporation);
    for (const card of move.cards) expect(offered.cards).toContain(card);
    expect(applyMove(s, 0, move).ok).toBe(true);
  });

  it('is deterministic: the same game and bot seed give the same opening and purchases', () => {
    const early = (seed: number) => botsUntil(createGame(dealtOpening(1, 'solo-determinism')), greedyMove, seed, (g) => g.generation >= 4);
    const a = early(5);
    const b = early(5);
    expect(a.log.map((l) => l.message)).toEqual(b.log.map((l) => l.message));
    expect(a.players).toEqual(b.players);
  });
});

describe('multiplayer greedy purchases are unchanged', () => {
  it('answers the opening and the research of a two-player game exactly like the plain greedy', () => {
    let s = createGame(dealtOpening(2, 'duo-purchases'));
    let researchSeen = 0;
    for (let i = 0; i < 400 && s.generation <= 3 && !s.finished; i++) {
      const seat = waitingFor(s)[0];
      const resolver = s.pending[seat]?.resolver;
      const move = greedyMove(s, seat, botRandom(i));
      if (resolver === 'buyCards' || resolver === 'opening') {
        expect(plainGreedyMove(s, seat, botRandom(i))).toEqual(move);
        researchSeen++;
      }
      const next = applyMove(s, seat, move);
      if (!next.ok) throw refusalError(next.error);
      s = next.state;
    }
    expect(researchSeen).toBeGreaterThanOrEqual(6);
  });
});
