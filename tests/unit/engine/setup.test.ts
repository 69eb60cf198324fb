import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, viewFor } from '../../../src/engine/tm';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { setupFor } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';
import { inEnglish } from '../support/tmLogWords';

function regularSetup(players: number, seed = 'setup', corporateEra = true) {
  const setup = setupFor(players, seed, { corporateEra });
  setup.players.forEach((p) => (p.beginner = false));
  return setup;
}

describe('game set-up', () => {
  // Issue #14 item 7: the rulebook deals both and each player looks at both before choosing. These tests
  // replace the old two-step ones (corporation first, then cards), which encoded the deviation.
  it('deals 2 corporations and 10 cards to each player, shown together in one opening prompt, at TR 20', () => {
    const state = createGame(regularSetup(3));
    expect(state.flow).toBe('setup');
    for (const p of state.players) {
      expect(p.corporationsOffered).toHaveLength(2);
      expect(p.offered).toHaveLength(10);
      expect(p.tr).toBe(20);
      const prompt = state.pending[p.seat]!.prompt;
      if (prompt.kind !== 'opening') throw new Error(`expected the opening, got ${prompt.kind}`);
      expect(prompt.cards).toEqual(p.offered);
      expect(prompt.corporations.map((c) => c.id)).toEqual(p.corporationsOffered);
      for (const c of prompt.corporations) {
        expect(c.megacredits).toBe(getCard(c.id).corporation!.startingMC);
        expect(c.costEach).toBe(getCard(c.id).corporation!.cardBuyCost ?? 3);
      }
    }
  });

  it('one answer chooses the corporation and the cards: 3 M€ per kept card from its M€, then generation 1 starts', () => {
    let state = createGame(regularSetup(2));
    for (const p of state.players) {
      const corp = p.corporationsOffered[0];
      const keep = p.offered.slice(0, 3);
      const r = applyMove(state, p.seat, { type: 'opening', corporation: corp, cards: keep });
      if (!r.ok) throw refusalError(r.error);
      state = r.state;
      const me = state.players[p.seat];
      expect(me.corporation).toBe(corp);
      expect(me.stock.megacredits).toBe(getCard(corp).corporation!.startingMC + (getCard(corp).corporation!.startingResources?.megacredits ?? 0) - 3 * (getCard(corp).corporation!.cardBuyCost ?? 3));
      expect(me.hand).toEqual(expect.arrayContaining(keep));
      expect(state.discard).toEqual(expect.arrayContaining(p.offered.slice(3)));
      expect(state.corporationDeck).toContain(p.corporationsOffered[1]);
    }
    expect(state.flow).toBe('action');
    expect(state.generation).toBe(1);
    expect(state.activePlayer).toBe(state.firstPlayer);
  });

  it('refuses a corporation that was not offered, or a card that was not dealt, and changes nothing', () => {
    const state = createGame(regularSetup(2));
    const foreign = state.corporationDeck[0];
    const hash = stateHash(state);
    const r = applyMove(state, 0, { type: 'opening', corporation: foreign, cards: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/not one of the choices/);
    const r2 = applyMove(state, 0, { type: 'opening', corporation: state.players[0].corporationsOffered[0], cards: [state.deck[0]] });
    expect(r2.ok).toBe(false);
    const r3 = applyMove(state, 0, { type: 'cards', cards: [state.players[0].corporationsOffered[0]] });
    expect(r3.ok).toBe(false);
    expect(stateHash(state)).toBe(hash);
  });

  it('refuses to keep more cards than the chosen corporation can pay for', () => {
    const state = createGame(regularSetup(2));
    const prompt = state.pending[0]!.prompt;
    if (prompt.kind !== 'opening') throw new Error('expected the opening');
    // Pretend the first corporation starts with 5 M€: 2 cards at 3 M€ are too many, 1 is fine.
    prompt.corporations[0].megacredits = 5;
    const corp = prompt.corporations[0].id;
    const r = applyMove(state, 0, { type: 'opening', corporation: corp, cards: state.players[0].offered.slice(0, 2) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/cost 6 M€ but .* starts with 5 M€/);
    expect(applyMove(state, 0, { type: 'opening', corporation: corp, cards: state.players[0].offered.slice(0, 1) }).ok).toBe(true);
  });

  it('lists legal openings for bots: every corporation, only affordable selections', () => {
    const state = createGame(regularSetup(2));
    const moves = legalMoves(state, 0);
    expect(new Set(moves.map((m) => (m.type === 'opening' ? m.corporation : '')))).toEqual(new Set(state.players[0].corporationsOffered));
    for (const m of moves) if (m.type === 'opening') expect(applyMove(state, 0, m).ok).toBe(true);
  });

  it('gives the beginner corporation 10 free cards and 42 M€', () => {
    const state = createGame(setupFor(2, 'beginner'));
    for (const p of state.players) {
      expect(p.corporation).toBe('R00');
      expect(p.hand).toHaveLength(10);
      expect(p.stock.megacredits).toBe(42);
    }
    expect(state.flow).toBe('action');
  });

  it('gives 1 production of each resource without the Corporate Era, and none with it', () => {
    const base = createGame(setupFor(2, 'x', { corporateEra: false }));
    expect(base.players[0].production).toEqual({ megacredits: 1, steel: 1, titanium: 1, plants: 1, energy: 1, heat: 1 });
    const era = createGame(setupFor(2, 'x', { corporateEra: true }));
    expect(era.players[0].production.steel).toBe(0);
  });

  it('is deterministic: the same seed and moves give the same state hash', () => {
    const a = createGame(regularSetup(2, 'same'));
    const b = createGame(regularSetup(2, 'same'));
    expect(stateHash(a)).toBe(stateHash(b));
    const c = createGame(regularSetup(2, 'other'));
    expect(stateHash(c)).not.toBe(stateHash(a));
  });

  it('shows each seat only its own hand in views', () => {
    const state = createGame(setupFor(2, 'views'));
    const v0 = viewFor(state, 0);
    expect(v0.players[0].hand).toHaveLength(10);
    expect(v0.players[1].hand).toBeUndefined();
    expect(v0.players[1].handCount).toBe(10);
    expect(JSON.stringify(v0)).not.toContain(state.deck[0] + '"');
    expect(v0.seed).toBeNull();
    expect(legalMoves(state, state.firstPlayer).length).toBeGreaterThan(0);
  });
});
