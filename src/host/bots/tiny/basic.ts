// A simple, steady player: terraforms where it scores, keeps cities next to water and greenery,
// and orients cards to keep the better project. It reads only its own seat's view.
import type { ProjectColour, TokenKind } from '../../../shared/tiny/basics';
import type { TinyMove } from '../../../shared/tiny/moves';
import type { TinyView } from '../../../shared/tiny/view';
import { pick, type BotRandom } from '../types';
import { cityValue, cubeValue } from './hexValue';
import type { TinyBot } from './types';

const COLOUR_WORTH: Record<ProjectColour, number> = { greenery: 3, water: 3, heat: 2, other: 1 };

const FULL_SUPPLY = { heat: 11, greenery: 7, water: 4 };

/** In solitaire only emptying the supplies counts: the fuller a supply still is, the more its cube is worth. */
function soloWorth(view: TinyView, colour: ProjectColour): number {
  if (colour === 'other') return 1;
  const left = view.supply[colour];
  return left === 0 ? -2 : 1.5 + (3 * left) / FULL_SUPPLY[colour] + (colour === 'water' ? 1 : 0);
}

function projectWorth(view: TinyView, id: string): number {
  const p = view.table.find((t) => t.project.id === id)?.project;
  if (!p) return 0;
  if (view.solo) return soloWorth(view, p.colour) - p.cost * 0.5;
  return COLOUR_WORTH[p.colour] - p.cost * 0.4;
}

const STANDARD_WORTH: Record<string, number> = { greenhouses: 2.5, importWater: 2.4, energyFarms: 1.8, foundCity: 2, sellPatent: 0.3 };
const STANDARD_CUBE: Record<string, 'greenery' | 'water' | 'heat'> = { greenhouses: 'greenery', importWater: 'water', energyFarms: 'heat' };

/** Adds a random amount up to its size to a score; zero for the steady bot (which then draws nothing extra). */
type Jitter = () => number;

function bestBy<T>(items: T[], score: (t: T) => number, jitter: Jitter): T {
  let best = items[0];
  let bestScore = -Infinity;
  for (const item of items) {
    const s = score(item) + jitter();
    if (s > bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}

function chooseAction(view: TinyView, seat: number, moves: TinyMove[], jitter: Jitter): TinyMove {
  const me = view.players[seat];
  const scored = moves.map((m) => {
    if (m.type === 'project') return { m, v: 2 + projectWorth(view, m.project) };
    if (m.type === 'standard') {
      if (m.project === 'foundCity' && me.cities.length >= 2) return { m, v: -1 };
      if (m.project === 'sellPatent' && me.credits >= 3) return { m, v: -1 };
      const cube = STANDARD_CUBE[m.project];
      if (view.solo && cube) return { m, v: soloWorth(view, cube) - 0.5 };
      return { m, v: STANDARD_WORTH[m.project] ?? 0 };
    }
    return { m, v: 0 }; // pass
  });
  return bestBy(scored, (s) => s.v, jitter).m;
}

function chooseToken(view: TinyView, seat: number, moves: TinyMove[], jitter: Jitter): TinyMove {
  const tags = view.players[seat].tags;
  const need = (k: TokenKind) => tags[k] ?? 0;
  return bestBy(moves, (m) => (m.type === 'token' ? -need(m.token) : -99), jitter);
}

/**
 * The basic player; with `noise` > 0 every score gets a random bonus up to that size, so repeated
 * playouts of one position try different but still sensible lines (the planner's playout policy).
 */
export function basicTinyPolicy(noise: number): TinyBot {
  return (view, moves, rng) => {
    const jitter: Jitter = noise > 0 ? () => rng.next() * noise : () => 0;
    return answer(view, moves, rng, jitter);
  };
}

function answer(view: TinyView, moves: TinyMove[], rng: BotRandom, jitter: Jitter): TinyMove {
  const prompt = view.prompt;
  if (!prompt || moves.length === 0) throw new Error('no legal move to choose from');
  const seat = prompt.seat;
  switch (prompt.kind) {
    case 'orient':
      // Keep the better end; the other end goes to the opponent.
      return { type: 'orient', keep: projectWorth(view, prompt.ends[0]) + jitter() >= projectWorth(view, prompt.ends[1]) + jitter() ? 0 : 1 };
    case 'city':
      return bestBy(moves, (m) => {
        if (m.type !== 'city') return -99;
        const gain = cityValue(view, m.to) - (m.from === null ? 0 : cityValue(view, m.from) + 1);
        return gain + rng.next() * 0.01;
      }, jitter);
    case 'action':
      return chooseAction(view, seat, moves, jitter);
    case 'hex': {
      // Removing: take the greenery worth most to the others; skipping is worth a little less than nothing.
      // Solitaire never gives a greenery back when it may keep it.
      if (prompt.purpose === 'removeGreenery') return bestBy(moves, (m) => (m.type === 'hex' ? -cubeValue(view, seat, m.hex, 'greenery') - (view.solo ? 9 : 0) : -0.1), jitter);
      const cube = prompt.purpose;
      return bestBy(moves, (m) => (m.type === 'hex' ? cubeValue(view, seat, m.hex, cube) + rng.next() * 0.01 : -5), jitter);
    }
    case 'token':
      return chooseToken(view, seat, moves, jitter);
    case 'option':
      return moves[0];
    default:
      return pick(rng, moves);
  }
}

export const basicTinyBot: TinyBot = basicTinyPolicy(0);
