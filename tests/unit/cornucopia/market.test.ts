// The marketplace, the drafting variant's investment phase, the solo rule, saves and the view.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, viewFor } from '../../../src/engine/tm';
import { sendFlow } from '../../../src/engine/tm/phases';
import { gameOptionsSchema, moveSchema } from '../../../src/shared/protocol';
import { invariantViolations } from '../../../src/engine/tm/invariants';
import { refillMarket } from '../../../src/engine/tm/cornucopia/market';
import { setupFor } from '../support/tmHarness';
import { act, byName, cornucopiaGame, setMarket, tiles, withFactory } from './cornucopiaKit';

/** Everyone passes until the generation changes. */
function passGeneration(s: ReturnType<typeof cornucopiaGame>) {
  let state = s;
  while (state.flow === 'action') state = act(state, state.activePlayer!, { type: state.players[state.activePlayer!].actionsThisTurn ? 'endTurn' : 'pass' });
  return state;
}

describe('marketplace', () => {
  it('starts with 4 face-up modules from a shuffled deck of 36', () => {
    const s = cornucopiaGame();
    expect(s.cornucopia!.market).toHaveLength(4);
    expect(s.cornucopia!.deck).toHaveLength(32);
    expect(invariantViolations(s)).toEqual([]);
  });

  it('a bought module is not replaced until after production, when all four are replaced', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum');
    s = setMarket(s, ['Aerogel', 'Fungiculture', 'Kelp Rafts', 'Potash Works']);
    s = act(s, 0, { type: 'standardProject', project: 'Production Module' });
    s = act(s, 0, { type: 'cards', cards: [byName('Aerogel')] });
    s = act(s, 0, { type: 'grid', cell: 3 });
    expect(s.cornucopia!.market).toHaveLength(3);
    s = passGeneration(s);
    expect(s.generation).toBe(2);
    expect(s.cornucopia!.market).toHaveLength(4);
    expect(s.cornucopia!.market).not.toContain(byName('Fungiculture'));
    expect(s.cornucopia!.discard).toEqual(expect.arrayContaining([byName('Fungiculture'), byName('Kelp Rafts'), byName('Potash Works')]));
    expect(invariantViolations(s)).toEqual([]);
  });

  it('reshuffles the discards when fewer than four modules are left in the deck', () => {
    const s = cornucopiaGame();
    const c = s.cornucopia!;
    c.discard.push(...c.deck.splice(2));
    refillMarket(s);
    expect(c.market).toHaveLength(4);
    expect(c.deck.length + c.discard.length + c.market.length).toBe(36);
    expect(c.discard).toHaveLength(0);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe('solo and options', () => {
  it('solo with Cornucopia has one generation fewer (13)', () => {
    const setup = setupFor(1, 'solo', { solo: true, cornucopia: true });
    expect(createGame(setup).maxGenerations).toBe(13);
    expect(createGame(setupFor(1, 'solo', { solo: true })).maxGenerations).toBe(14);
  });

  it('without Cornucopia nothing of it appears in the state or the view', () => {
    const s = createGame(setupFor(2, 'plain'));
    expect(s.cornucopia).toBeUndefined();
    expect(viewFor(s, 0).cornucopia).toBeUndefined();
    expect(s.options).not.toHaveProperty('cornucopia');
  });

  it('the view shows factories, modules with sides and connection, and the marketplace to everyone', () => {
    const s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 1: 'Fungiculture' });
    const v = viewFor(s, 1).cornucopia!;
    expect(v.market).toHaveLength(4);
    expect(v.factories[0]).toMatchObject({ seat: 0, type: 'hydroponicum', actionsAllowed: 1, actionsUsed: 0 });
    expect(v.factories[0].modules[0]).toMatchObject({ cell: 1, id: `${byName('Fungiculture')}+`, connected: true, hasAction: true, sides: { top: 'heat', left: 'nitrogen' } });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('drafting variant: investment phase', () => {
  it('after research, deals 5 modules that pass from player to player; unbought ones are discarded', () => {
    let s = createGame(setupFor(2, 'draft', { cornucopia: true, cornucopiaDraft: true }));
    expect(s.cornucopia!.market).toEqual([]);
    // Both players get through generation 1; give seat 0 a greenery so it can build in the investment phase.
    s = tiles(s, [['r5c5', 'greenery', 0]]);
    for (let i = 0; i < 500 && s.generation === 1 || s.flow === 'research'; i++) {
      const seat = Object.keys(s.pending).map(Number)[0];
      const moves = legalMoves(s, seat);
      const pass = moves.find((m) => m.type === 'pass' || m.type === 'endTurn') ?? moves.find((m) => m.type === 'cards' && m.cards.length === 0) ?? moves[0];
      s = act(s, seat, pass);
    }
    expect(s.flow).toBe('investment');
    expect(s.cornucopia!.investment!.hand).toHaveLength(5);
    const investor = s.cornucopia!.investment!.seats[0];
    const view = viewFor(s, investor).cornucopia!;
    expect(view.investment?.modules).toHaveLength(5);
    expect(viewFor(s, 1 - investor).cornucopia!.investment?.modules).toBeUndefined();
    // Only seat 0 owns a tile, so seat 1 (which cannot build anything) is skipped and seat 0 decides.
    expect(investor).toBe(0);
    expect(s.pending[1]).toBeUndefined();
    const money = s.players[0].stock.megacredits;
    expect(applyMove(s, 0, { type: 'grid', cell: 1 }).ok).toBe(false);
    s = act(s, 0, { type: 'option', index: 0 });
    expect(s.players[0].factory?.type).toBe('hibernaculum');
    expect(s.players[0].stock.megacredits).toBe(money - 8);
    while (s.flow === 'investment') s = act(s, Object.keys(s.pending).map(Number)[0], legalMoves(s, Object.keys(s.pending).map(Number)[0]).at(-1)!);
    expect(s.flow).toBe('action');
    expect(s.cornucopia!.investment).toBeUndefined();
    expect(s.cornucopia!.discard.length).toBeGreaterThanOrEqual(4);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe('drafting variant: buying a module while investing', () => {
  it('a factory owner may buy one of the passed modules for 8 M€ and place it; the stack moves on without it', () => {
    let s = createGame(setupFor(2, 'draft-buy', { cornucopia: true, cornucopiaDraft: true }));
    s = withFactory(s, 0, 'hydroponicum');
    s.players[0].stock.megacredits = 20;
    s.firstPlayer = 0;
    // Step straight into the investment phase (as the chart does after research).
    s.flow = 'research';
    s.pending = {};
    sendFlow(s, { type: 'RESEARCH_DONE', investment: true });
    expect(s.flow).toBe('investment');
    const prompt = s.pending[0]!.prompt;
    expect(prompt).toMatchObject({ kind: 'cards', min: 0, max: 1, costEach: 8 });
    const offered = (prompt as { cards: string[] }).cards;
    expect(offered.length).toBeGreaterThan(0);
    s = act(s, 0, { type: 'cards', cards: [offered[0]] });
    expect(s.players[0].stock.megacredits).toBe(12);
    expect(s.cornucopia!.investment!.hand).toHaveLength(4);
    const grid = s.pending[0]!.prompt as { kind: string; cells: number[] };
    s = act(s, 0, { type: 'grid', cell: grid.cells[0] });
    expect(s.players[0].factory!.cells.filter(Boolean)).toHaveLength(1);
    // Seat 1 has no factory and no tiles: it is skipped, the 4 left are discarded, actions begin.
    expect(s.flow).toBe('action');
    expect(s.cornucopia!.discard).toHaveLength(4);
    expect(invariantViolations(s)).toEqual([]);
  });
});

describe('protocol and determinism', () => {
  it('the move schema accepts grid cells 0..8 and module actions, and refuses other cells', () => {
    expect(moveSchema.safeParse({ type: 'grid', cell: 8 }).success).toBe(true);
    expect(moveSchema.safeParse({ type: 'grid', cell: 9 }).success).toBe(false);
    expect(moveSchema.safeParse({ type: 'moduleAction', module: 'CM02+' }).success).toBe(true);
    expect(gameOptionsSchema.parse({ cornucopia: true })).toMatchObject({ cornucopia: true });
    expect(gameOptionsSchema.parse({})).not.toHaveProperty('cornucopia');
  });

  it('the same seed and the same moves give the same state', () => {
    const play = () => {
      let s = createGame(setupFor(2, 'same', { cornucopia: true }));
      for (let i = 0; i < 300 && !s.finished; i++) {
        const seat = Object.keys(s.pending).map(Number)[0];
        const moves = legalMoves(s, seat);
        s = act(s, seat, moves[(i * 7) % moves.length]);
      }
      return s;
    };
    expect(stateHash(play())).toBe(stateHash(play()));
  });
});
