// The solitaire planner: plays each legal answer on in a few sampled decks to the end of the game with
// the basic bot and keeps the answer whose games empty the supplies most often. Only the deck is hidden
// in TINYforming Mars, so each sample re-deals it (order and faces) and reseeds the game's rng: the
// look-ahead never depends on where the cards really are.
import * as tiny from '../../../engine/tiny';
import type { TinyState } from '../../../engine/tiny';
import { SOLO_GENERATIONS } from '../../../engine/tiny/state';
import type { TinyMove } from '../../../shared/tiny/moves';
import type { TinyPrompt } from '../../../shared/tiny/prompt';
import type { BotRandom } from '../types';
import { basicTinyBot } from './basic';

type TinyPromptKind = TinyPrompt['kind'];

export interface RolloutOptions {
  /** Sampled decks each answer is played on in (the same decks for every answer). */
  samples: number;
  /** Prompt kinds planned by playing on; the rest are answered by the basic bot. */
  planned: readonly TinyPromptKind[];
}

/** Every choice is planned: even where a water goes decides the credits of later generations. */
const DEFAULT_OPTIONS: RolloutOptions = { samples: 6, planned: ['action', 'orient', 'city', 'hex', 'token'] };

/** Emptying all three supplies is the only win; short of it, each cube placed or gained is a step closer. */
const WIN_WORTH = 30;

function determinized(state: TinyState, random: BotRandom): TinyState {
  // Sorted first, so the sample never depends on the real order.
  const deck = state.deck.map((d) => ({ ...d })).sort((a, b) => a.card - b.card);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  for (const d of deck) d.up = random.next() < 0.5 ? 'A' : 'B';
  return { ...state, deck, rng: Math.floor(random.next() * 0x100000000) };
}

function outcome(state: TinyState): number {
  const left = state.supply.heat + state.supply.greenery + state.supply.water;
  return (state.soloWon ? WIN_WORTH : 0) - left;
}

function playOut(start: TinyState, random: BotRandom): number {
  let state = start;
  for (let guard = 0; guard < 500 && !state.finished; guard++) {
    const seat = tiny.waitingFor(state)[0];
    if (seat === undefined) break;
    const move = basicTinyBot(tiny.viewFor(state, seat), tiny.legalMoves(state, seat), random);
    const result = tiny.applyMove(state, seat, move);
    if (!result.ok) break;
    state = result.state;
  }
  return outcome(state);
}

/**
 * Near the end a game is often one cube short and the playouts are short: more decks then cost little
 * and tell close answers apart (the budget grows as the generations left shrink).
 */
function samplesAt(base: number, generation: number): number {
  const left = Math.max(1, SOLO_GENERATIONS + 1 - generation);
  return Math.max(base, Math.ceil((base * 8) / left));
}

export function rolloutTinyBot(options: Partial<RolloutOptions> = {}) {
  const { samples, planned } = { ...DEFAULT_OPTIONS, ...options };
  return (state: TinyState, seat: number, random: BotRandom): TinyMove => {
    const moves = tiny.legalMoves(state, seat);
    const view = tiny.viewFor(state, seat);
    if (moves.length <= 1 || !view.solo || !view.prompt || !planned.includes(view.prompt.kind)) return basicTinyBot(view, moves, random);
    const worlds = Array.from({ length: samplesAt(samples, state.generation) }, () => determinized(state, random));
    let best = moves[0];
    let bestScore = -Infinity;
    for (const move of moves) {
      let total = 0;
      for (const world of worlds) {
        const after = tiny.applyMove(world, seat, move);
        total += after.ok ? playOut(after.state, random) : -100;
      }
      if (total > bestScore) {
        bestScore = total;
        best = move;
      }
    }
    return best;
  };
}
