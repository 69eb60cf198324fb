import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, viewFor } from '../../../src/engine/tm';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { setupFor } from '../support/tmHarness';

function regularSetup(players: number, seed = 'setup', corporateEra = true) {
  const setup = setupFor(players, seed, { corporateEra });
  setup.players.forEach((p) => (p.beginner = false));
  return setup;
}

describe('game set-up', () => {
  it('deals 2 corporations and 10 cards to each player and starts at TR 20', () => {
    const state = createGame(regularSetup(3));
    expect(state.flow).toBe('setup');
    for (const p of state.players) {
      expect(p.corporationsOffered).toHaveLength(2);
      expect(p.offered).toHaveLength(10);
      expect(p.tr).toBe(20);
      expect(state.pending[p.seat]?.prompt.kind).toBe('cards');
    }
  });

  it('charges 3 M€ per kept card after the corporation is chosen, then starts generation 1 with actions', () => {
    let state = createGame(regularSetup(2));
    for (const p of state.players) {
      const corp = p.corporationsOffered[0];
      const r1 = applyMove(state, p.seat, { type: 'cards', cards: [corp] });
      if (!r1.ok) throw new Error(r1.error);
      state = r1.state;
      const startingMC = getCard(corp).corporation!.startingMC;
      expect(state.players[p.seat].stock.megacredits).toBe(startingMC + (getCard(corp).corporation!.startingResources?.megacredits ?? 0));
      const keep = state.players[p.seat].offered.slice(0, 3);
      const before = state.players[p.seat].stock.megacredits;
      const r2 = applyMove(state, p.seat, { type: 'cards', cards: keep });
      if (!r2.ok) throw new Error(r2.error);
      state = r2.state;
      expect(state.players[p.seat].stock.megacredits).toBe(before - 9);
      expect(state.players[p.seat].hand).toEqual(expect.arrayContaining(keep));
    }
    expect(state.flow).toBe('action');
    expect(state.generation).toBe(1);
    expect(state.activePlayer).toBe(state.firstPlayer);
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

  it('refuses a corporation that was not offered and changes nothing', () => {
    const state = createGame(regularSetup(2));
    const foreign = state.corporationDeck[0];
    const hash = stateHash(state);
    const r = applyMove(state, 0, { type: 'cards', cards: [foreign] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not one of the choices/);
    expect(stateHash(state)).toBe(hash);
  });

  it('refuses to keep more cards than the player can pay for', () => {
    let state = createGame(regularSetup(2));
    const cheapest = [...state.players[0].corporationsOffered].sort((x, y) => getCard(x).corporation!.startingMC - getCard(y).corporation!.startingMC)[0];
    state = (applyMove(state, 0, { type: 'cards', cards: [cheapest] }) as { ok: true; state: typeof state }).state;
    state.players[0].stock.megacredits = 5;
    const r = applyMove(state, 0, { type: 'cards', cards: state.players[0].offered.slice(0, 2) });
    expect(r.ok).toBe(false);
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
