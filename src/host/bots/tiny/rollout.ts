// The solitaire planner: plays each legal answer on to the end of the game several times and keeps the
// answer with the best games (a win counts 30, each cube left in a supply -1).
// What the seat may know of the deck: every card it has seen went back under the deck in a public order
// (drawn order, used face up), so only the cards never seen, which lie on top, are unknown. Those are
// re-dealt (order and faces) in each sampled world and the game's rng is reseeded; the known rest stays.
// Once the whole deck is known (from the second generation of a solitaire game) the game is
// deterministic, so the playouts differ only by noise in the playout policy and an answer is judged by its
// best playout: a line that wins is one the planner can follow.
import * as tiny from '../../../engine/tiny';
import type { TinyState } from '../../../engine/tiny';
import { SOLO_GENERATIONS } from '../../../engine/tiny/state';
import type { TinyMove } from '../../../shared/tiny/moves';
import type { TinyPrompt } from '../../../shared/tiny/prompt';
import { NEVER_STOPPED, throwIfStopped, type StopCheck } from '../stopping';
import type { BotRandom } from '../types';
import { basicTinyBot, basicTinyPolicy } from './basic';
import type { TinyBot } from './types';

type TinyPromptKind = TinyPrompt['kind'];

export interface RolloutOptions {
  /** Playouts of each answer in the early generations (more as the game shortens). */
  samples: number;
  /** Size of the random bonus added to the playout policy's scores after the first playout of a world. */
  noise: number;
  /** Prompt kinds planned by playing on; the rest are answered by the basic bot. */
  planned: readonly TinyPromptKind[];
}

/** Every choice is planned: even where a water goes decides the credits of later generations. */
const DEFAULT_OPTIONS: RolloutOptions = { samples: 6, noise: 1.5, planned: ['action', 'orient', 'city', 'hex', 'token'] };

/** Emptying all three supplies is the only win; short of it, each cube placed or gained is a step closer. */
const WIN_WORTH = 30;

/** Cards drawn at each research. */
const TABLE_SIZE = 3;

/**
 * How many cards on top of the deck the seat has never seen: the solitaire setup card and every card
 * drawn so far were seen and went under the deck, so only the unseen ones are above them.
 */
export function unseenOnTop(state: TinyState): number {
  const seen = (state.options.solo ? 1 : 0) + TABLE_SIZE * (state.generation - 1) + state.table.length;
  return Math.max(0, state.deck.length + state.table.length - seen);
}

/** A world the seat cannot tell from the real one: the unseen top re-dealt, the rng reseeded. */
export function determinized(state: TinyState, random: BotRandom): TinyState {
  const unseen = unseenOnTop(state);
  // Sorted first, so the sample never depends on the real order of the unseen cards.
  const top = state.deck.slice(0, unseen).map((d) => ({ ...d })).sort((a, b) => a.card - b.card);
  for (let i = top.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [top[i], top[j]] = [top[j], top[i]];
  }
  for (const d of top) d.up = random.next() < 0.5 ? 'A' : 'B';
  return { ...state, deck: [...top, ...state.deck.slice(unseen)], rng: Math.floor(random.next() * 0x100000000) };
}

function outcome(state: TinyState): number {
  const left = state.supply.heat + state.supply.greenery + state.supply.water;
  return (state.soloWon ? WIN_WORTH : 0) - left;
}

/** A played-out game: its outcome and the moves that led there. */
interface Line {
  score: number;
  moves: [number, TinyMove][];
}

function playOut(start: TinyState, policy: TinyBot, random: BotRandom): Line {
  let state = start;
  const moves: [number, TinyMove][] = [];
  for (let guard = 0; guard < 500 && !state.finished; guard++) {
    const seat = tiny.waitingFor(state)[0];
    if (seat === undefined) break;
    const move = policy(tiny.viewFor(state, seat), tiny.legalMoves(state, seat), random);
    const result = tiny.applyMove(state, seat, move);
    if (!result.ok) break;
    moves.push([seat, move]);
    state = result.state;
  }
  return { score: outcome(state), moves };
}

/** A position named without the rng, which the seat does not know (and the worlds reseed). */
function positionKey(state: TinyState): string {
  return tiny.stateHash({ ...state, rng: 0 });
}

/**
 * The best lines found so far in a known deck, by the position each continues from. Following one can
 * only do as well as it did, so the planner never ends a game worse than a playout it already saw. One
 * bot may plan several games at once (the host keeps one per level), hence a few lines, not one.
 */
const LINES_KEPT = 8;

/**
 * Near the end a game is often one cube short and the playouts are short: more of them then cost little
 * and tell close answers apart (the budget grows as the generations left shrink).
 */
function samplesAt(base: number, generation: number): number {
  const left = Math.max(1, SOLO_GENERATIONS + 1 - generation);
  return Math.max(base, Math.ceil((base * 8) / left));
}

export function rolloutTinyBot(options: Partial<RolloutOptions> = {}) {
  const { samples, noise, planned } = { ...DEFAULT_OPTIONS, ...options };
  const noisy = basicTinyPolicy(noise);
  const remembered = new Map<string, Line>();
  // `stopped`: a hint's deeper pick ends as soon as its position changes (checked before each playout).
  return (state: TinyState, seat: number, random: BotRandom, stopped: StopCheck = NEVER_STOPPED): TinyMove => {
    const moves = tiny.legalMoves(state, seat);
    const view = tiny.viewFor(state, seat);
    if (moves.length <= 1 || !view.solo || !view.prompt || !planned.includes(view.prompt.kind)) return basicTinyBot(view, moves, random);
    const budget = samplesAt(samples, state.generation);
    // With unseen cards each playout gets its own deck and the answer is judged by its mean; with the
    // deck known there is one world, its first playout steady and the rest noisy, judged by the best.
    const known = unseenOnTop(state) === 0;
    const worlds = Array.from({ length: known ? 1 : budget }, () => determinized(state, random));
    const playoutsPerWorld = known ? budget : 1;
    let best: { move: TinyMove; score: number; line: Line | null } = { move: moves[0], score: -Infinity, line: null };
    for (const move of moves) {
      let total = 0;
      let top: Line | null = null;
      for (const world of worlds) {
        const after = tiny.applyMove(world, seat, move);
        if (!after.ok) {
          total -= 100;
          continue;
        }
        let worldTop: Line | null = null;
        for (let p = 0; p < playoutsPerWorld; p++) {
          throwIfStopped(stopped);
          const line = playOut(after.state, p === 0 ? basicTinyBot : noisy, random);
          if (!worldTop || line.score > worldTop.score) worldTop = line;
        }
        total += worldTop ? worldTop.score : 0;
        top = worldTop;
      }
      const score = total / worlds.length;
      if (score > best.score) best = { move, score, line: top && { score: top.score, moves: [[seat, move], ...top.moves] } };
    }
    if (!known || !best.line) return best.move;
    const position = positionKey(state);
    const kept = remembered.get(position) ?? null;
    remembered.delete(position);
    const line = kept && kept.score > best.score ? kept : best.line;
    return follow(line, state);
  };

  /**
   * Plays the line's first move and remembers the rest from the next position the planner will be asked
   * about (answers with no choice, which never reach the planner, are played through).
   */
  function follow(line: Line, state: TinyState): TinyMove {
    const [seat, move] = line.moves[0];
    let position = tiny.applyMove(state, seat, move);
    for (let i = 1; i < line.moves.length && position.ok; i++) {
      const next = position.state;
      const [nextSeat, nextMove] = line.moves[i];
      if (tiny.legalMoves(next, nextSeat).length > 1) {
        remembered.set(positionKey(next), { score: line.score, moves: line.moves.slice(i) });
        // The oldest line goes first (a Map keeps insertion order).
        if (remembered.size > LINES_KEPT) remembered.delete(remembered.keys().next().value as string);
        break;
      }
      position = tiny.applyMove(next, nextSeat, nextMove);
    }
    return move;
  }
}
