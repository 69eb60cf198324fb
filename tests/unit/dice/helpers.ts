// Builders for Dice Game tests: a game past setup, moves that must succeed, and exact dice in hand.
import { expect } from 'vitest';
import { colourOf, type Face } from '../../../src/shared/dice/basics';
import type { DiceMove } from '../../../src/shared/dice/moves';
import { applyMove, createGame, legalMoves, type DiceState } from '../../../src/engine/dice';
import { sayIn } from '../../../src/renderer/i18n/say';

/** The engine's words-as-data said in English, as a player of the English screens reads them. */
export const english = sayIn('en');

/** The whole log in English. */
export function logLines(state: DiceState): string[] {
  return state.log.map((entry) => english(entry));
}

export const PLAYERS = [
  { name: 'Ada', color: 'red', kind: 'human' },
  { name: 'Bo', color: 'green', kind: 'human' },
  { name: 'Cy', color: 'blue', kind: 'human' },
  { name: 'Di', color: 'yellow', kind: 'human' },
] as const;

export function newGame(players = 2, seed = 'test'): DiceState {
  return createGame({ seed, players: PLAYERS.slice(0, players).map((p) => ({ ...p })) });
}

/** Applies a move for whoever must decide, and fails the test if it is refused. */
export function act(state: DiceState, move: DiceMove): DiceState {
  const seat = state.pending?.seat ?? -1;
  const result = applyMove(state, seat, move);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: ${english(result.error)}`);
  return result.state;
}

export function refused(state: DiceState, seat: number, move: DiceMove): string {
  const result = applyMove(state, seat, move);
  expect(result.ok).toBe(false);
  return result.ok ? '' : english(result.error);
}

/** Chooses each seat's first corporation and answers the gift / solo bonus with the first choice. */
export function pastSetup(state: DiceState): DiceState {
  let s = state;
  while (s.pending && s.pending.kind !== 'turn') s = act(s, legalMoves(s, s.pending.seat)[0]);
  return s;
}

export function startedGame(players = 2, seed = 'test'): DiceState {
  return pastSetup(newGame(players, seed));
}

/** Replaces a seat's dice with exactly these faces (the old dice go back to the pool). */
export function setDice(state: DiceState, seat: number, faces: Face[], wild = 0): void {
  const p = state.players[seat];
  for (const d of p.dice) state.pool[d.colour]++;
  p.dice = faces.map((face) => {
    const colour = colourOf(face);
    state.pool[colour]--;
    return { colour, face };
  });
  p.wild = wild;
}

/** From the turn decision: an action turn whose support action is taken, so the main action is next. */
export function toMainAction(state: DiceState): DiceState {
  let s = act(state, { type: 'actionTurn' });
  s = act(s, { type: 'rollDie', colour: 'yellow' });
  expect(s.pending?.kind).toBe('main');
  return s;
}

/** Answers every effect decision (places, rotations, colours, losses) with its first legal choice. */
export function resolveEffects(state: DiceState): DiceState {
  let s = state;
  while (s.pending && ['place', 'rotate', 'chooseColour', 'lose'].includes(s.pending.kind)) s = act(s, legalMoves(s, s.pending.seat)[0]);
  return s;
}

export function facesOf(state: DiceState, seat: number): Face[] {
  return state.players[seat].dice.map((d) => d.face).sort();
}

/** Main action of a fresh game: buy 2 VP from `vp` VP with these bonus cards left (crossing a bonus step). */
export function buyVictoryFrom(vp: number, bonusDeck: string[], players = 2, seed = 'test'): { state: DiceState; seat: number } {
  const s = toMainAction(startedGame(players, seed));
  const seat = s.current;
  s.players[seat].vp = vp;
  s.bonusDeck = [...bonusDeck];
  setDice(s, seat, ['credit', 'credit', 'credit']);
  return { state: act(s, { type: 'standard', project: 'victory' }), seat };
}
