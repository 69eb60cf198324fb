// Builders for TINYforming Mars test positions: a game put straight into the action phase with
// chosen projects facing each seat and chosen cubes on the map.
import { expect } from 'vitest';
import { applyMove, createGame, legalMoves, viewFor, type TinyState } from '../../../src/engine/tiny';
import { CARDS, type FaceName } from '../../../src/engine/tiny/data/cards';
import type { HexContent } from '../../../src/engine/tiny/state';
import type { TinyMove } from '../../../src/shared/tiny/moves';
import type { TinyPrompt } from '../../../src/shared/tiny/prompt';
import type { MapSide, Tokens } from '../../../src/shared/tiny/basics';
import { sayIn } from '../../../src/renderer/i18n/say';

export const TWO = [
  { name: 'Ada', color: 'red', kind: 'human' as const },
  { name: 'Bo', color: 'blue', kind: 'human' as const },
];

function locate(project: string): { card: number; face: FaceName; end: 0 | 1 } {
  for (const c of CARDS) {
    for (const face of ['A', 'B'] as const) {
      const end = c.faces[face].ends.indexOf(project);
      if (end >= 0) return { card: c.id, face, end: end as 0 | 1 };
    }
  }
  throw new Error(`no card holds ${project}`);
}

export interface SceneOptions {
  mine: string[];
  theirs?: string[];
  credits?: [number, number];
  heat?: [number, number];
  tokens?: Partial<Tokens>;
  hexes?: Record<number, HexContent>;
  map?: MapSide;
  intense?: boolean;
  supply?: Partial<{ heat: number; greenery: number; water: number }>;
}

export const city = (owner: number): HexContent => ({ kind: 'city', owner });
export const G: HexContent = { kind: 'greenery' };
export const W: HexContent = { kind: 'water' };
export const H: HexContent = { kind: 'heat' };

/** Seat 0 (White) to act in generation 1's action phase, with the given projects facing it. */
export function scene(o: SceneOptions): TinyState {
  const s = createGame({ players: TWO, seed: 'scene', options: { map: o.map ?? 'tharsis', intense: o.intense ?? false } });
  s.white = 0;
  s.generation = 1;
  s.flow = 'action';
  s.log = [];
  s.table = [];
  const put = (project: string, seat: number) => {
    const { card, face, end } = locate(project);
    const facing: [number | null, number | null] = [null, null];
    facing[end] = seat;
    facing[1 - end] = 1 - seat;
    s.table.push({ card, face, drawer: seat, facing, used: [false, false], credit: [false, false] });
    s.deck = s.deck.filter((d) => d.card !== card);
  };
  for (const p of o.mine) put(p, 0);
  for (const p of o.theirs ?? []) put(p, 1);
  s.hexes = new Array(20).fill(null);
  for (const [hex, content] of Object.entries(o.hexes ?? {})) s.hexes[Number(hex)] = content;
  const [c0, c1] = o.credits ?? [5, 5];
  s.players[0].credits = c0;
  s.players[1].credits = c1;
  s.supply.credits = 10 - c0 - c1;
  const [h0, h1] = o.heat ?? [0, 0];
  s.players[0].heat = h0;
  s.players[1].heat = h1;
  const onMap = (k: string) => s.hexes.filter((h) => h?.kind === k).length;
  s.supply.heat = 11 - h0 - h1 - onMap('heat');
  s.supply.greenery = 7 - onMap('greenery');
  s.supply.water = 4 - onMap('water');
  Object.assign(s.supply, o.supply ?? {});
  for (const [k, n] of Object.entries(o.tokens ?? {})) {
    s.players[0].tokens[k as keyof Tokens] = n;
    s.supply.tokens[k as keyof Tokens] -= n;
  }
  s.turn = 0;
  s.pending = { kind: 'action', seat: 0 };
  s.activation = null;
  return s;
}

/** Applies a move that must be legal. */
export function act(state: TinyState, seat: number, move: TinyMove): TinyState {
  const r = applyMove(state, seat, move);
  if (!r.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${sayIn('en')(r.error)}`);
  return r.state;
}

/** The refusal of a move that must be illegal, said in English (the engine gives a message). */
export function refused(state: TinyState, seat: number, move: TinyMove): string {
  const r = applyMove(state, seat, move);
  expect(r.ok).toBe(false);
  return r.ok ? '' : sayIn('en')(r.error);
}

export function promptOf(state: TinyState, seat = 0): TinyPrompt | null {
  return viewFor(state, seat).prompt;
}

export function hexPrompt(state: TinyState, seat = 0): number[] {
  const p = promptOf(state, seat);
  if (p?.kind !== 'hex') throw new Error(`expected a hex prompt, got ${p?.kind}`);
  return [...p.hexes].sort((a, b) => a - b);
}

export const canPlay = (state: TinyState, project: string, seat = 0) =>
  legalMoves(state, seat).some((m) => m.type === 'project' && m.project === project);
