// Colonies set-up by player count, the solo rule, the solar phase chart, and saves from before Colonies.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves } from '../../../src/engine/tm';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { stepFlow } from '../../../src/engine/tm/flow/runFlow';
import { newGameSchema } from '../../../src/shared/protocol';
import { setupFor, startedGame } from '../support/tmHarness';
import { act, coloniesGame, colonize, tile, tradeNow } from './coloniesKit';
import { refusalError } from '../support/tmRefusal';

function passAll(state: ReturnType<typeof coloniesGame>) {
  let s = state;
  for (let i = 0; i < 10 && s.flow === 'action'; i++) {
    const seat = s.activePlayer!;
    const moves = legalMoves(s, seat);
    s = act(s, seat, moves.find((m) => m.type === 'pass') ?? moves.find((m) => m.type === 'endTurn')!);
  }
  return s;
}

describe('Colonies set-up', () => {
  it.each([[2, 5], [3, 5], [4, 6], [5, 7]])('%i players get %i tiles and one trade fleet each', (players, tiles) => {
    const s = createGame(setupFor(players, 'tiles', { colonies: true }));
    expect(s.colonies!.tiles).toHaveLength(tiles);
    expect(s.colonies!.tiles.every((t) => t.marker === 1 && t.colonies.length === 0)).toBe(true);
    expect(s.colonies!.fleets).toEqual(Array(players).fill(1));
    expect(new Set(s.colonies!.tiles.map((t) => t.name)).size).toBe(tiles);
  });

  it('shuffles the 49 Colonies projects and offers one Colonies corporation and one other', () => {
    const s = createGame({ ...setupFor(2, 'corps', { colonies: true }), players: setupFor(2).players.map((p) => ({ ...p, beginner: false })) });
    const all = [...s.deck, ...s.players.flatMap((p) => p.offered)];
    expect(all.filter((c) => c.startsWith('C'))).toHaveLength(49);
    for (const p of s.players) expect(p.corporationsOffered.map((c) => getCard(c).set === 'colonies').sort()).toEqual([false, true]);
  });

  it('solo: -2 M€ production, four tiles drawn and the player keeps three', () => {
    const setup = { ...setupFor(1, 'solo', { colonies: true, solo: true }) };
    let s = createGame(setup);
    expect(s.players[0].production.megacredits).toBe(-2);
    const prompt = s.pending[0]!.prompt;
    expect(prompt).toMatchObject({ kind: 'colony' });
    const dropped = (prompt as { tiles: string[] }).tiles[0];
    const r = applyMove(s, 0, { type: 'colony', tile: dropped });
    if (!r.ok) throw refusalError(r.error);
    s = r.state;
    expect(s.colonies!.tiles.map((t) => t.name)).not.toContain(dropped);
    expect(s.colonies!.tiles).toHaveLength(3);
    expect(s.flow).toBe('action');
  });

  it('the game without Colonies has no colonies state and offers no trade', () => {
    const s = startedGame();
    expect(s.colonies).toBeUndefined();
    expect(legalMoves(s, 0).some((m) => m.type === 'trade')).toBe(false);
  });
});

describe('the solar phase, a nested chart after production', () => {
  it('goes game-end check → colony production → next generation, skipping World Government without Venus', () => {
    expect(stepFlow('production', { type: 'PRODUCTION_DONE' })).toEqual({ value: 'solar.gameEndCheck', entries: ['checkGameEnd'] });
    expect(stepFlow('solar.gameEndCheck', { type: 'GAME_END_CHECKED', terraformed: false, lastGeneration: false, venus: false }).value).toBe('solar.colonyProduction');
    expect(stepFlow('solar.gameEndCheck', { type: 'GAME_END_CHECKED', terraformed: false, lastGeneration: false, venus: true }).value).toBe('solar.worldGovernment');
    expect(stepFlow('solar.gameEndCheck', { type: 'GAME_END_CHECKED', terraformed: true, lastGeneration: false, venus: false }).value).toBe('finalGreenery');
    expect(stepFlow('solar.colonyProduction', { type: 'COLONY_PRODUCTION_DONE' })).toEqual({ value: 'playerOrder', entries: ['startGeneration'] });
  });

  it('returns the fleets and moves every open marker up one step (closed ones stay)', () => {
    let s = coloniesGame(['Callisto', 'Ceres', 'Titan']);
    s = colonize(s, 'Ceres', [1], 6);
    s = tradeNow(s, 0, 'Callisto');
    expect(tile(s, 'Callisto').marker).toBe(0);
    s = passAll(s);
    expect(s.flow).toBe('research');
    expect(s.generation).toBe(2);
    expect(tile(s, 'Callisto')).toMatchObject({ fleet: null, marker: 1 });
    expect(tile(s, 'Ceres').marker).toBe(6);
    expect(tile(s, 'Titan').marker).toBe(1);
  });
});

describe('saves', () => {
  it('a new-game setup without the colonies option (an old save) is read as Colonies off', () => {
    const parsed = newGameSchema.parse({ players: [{ name: 'A', color: 'red', kind: 'human' }], seed: 'x', options: { corporateEra: true } });
    expect(parsed.options.colonies ?? false).toBe(false);
    expect(createGame(parsed).colonies).toBeUndefined();
  });

  it('a state without colonies keeps playing through the solar phase', () => {
    const s = startedGame();
    delete (s.options as { colonies?: boolean }).colonies;
    const next = passAll(s);
    expect(next.generation).toBe(2);
  });
});
