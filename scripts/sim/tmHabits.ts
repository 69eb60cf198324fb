// Counts the beginner's habits players noticed in bot games (issue 26), move by move:
//  - earlyAwards: an award funded in generation 1 or 2 while the funder did not clearly lead it
//    (its standing short of the best rival's by less than CLEAR_LEAD_MIN, or 25 % of the rival's);
//  - idleMetal: a player ending the game with more than 10 steel (titanium) while holding a card with a
//    building (space) tag that steel (titanium) could have paid for; counted once per player and metal.
//    The game ends after a production phase, so only the metal left before it counts (the stock less
//    its production), and a card still blocked by a requirement could not have used it;
//  - patentDribbles: a player's generation in which patents were sold in more than one action.
import type { TmState } from '../../src/engine/tm';
import { getCard } from '../../src/engine/tm/cards/catalogue';
import { awardByName } from '../../src/engine/tm/milestonesAwards';
import { unmetRequirement } from '../../src/engine/tm/requirements';
import type { Seat } from '../../src/shared/tm/basics';
import type { Move } from '../../src/shared/tm/prompt';

export interface HabitCounts {
  earlyAwards: number;
  idleMetal: number;
  patentDribbles: number;
}

export const NO_HABITS: HabitCounts = { earlyAwards: 0, idleMetal: 0, patentDribbles: 0 };

/** A lead this small (in the award's own unit) is not a clear lead in generation 1–2. */
const CLEAR_LEAD_MIN = 2;
const CLEAR_LEAD_SHARE = 0.25;
/** More metal than this left at the end is idle (the threshold). */
const IDLE_METAL = 10;

export function clearlyLeads(state: TmState, seat: Seat, awardName: string): boolean {
  const award = awardByName(awardName);
  if (!award) return false;
  const mine = award.standing(state, seat);
  const rival = Math.max(...state.players.filter((p) => p.seat !== seat).map((p) => award.standing(state, p.seat)));
  return mine - rival >= Math.max(CLEAR_LEAD_MIN, rival * CLEAR_LEAD_SHARE);
}

/**
 * Idle metal at the end of a game: per player, steel left before the last production with a playable
 * building card in hand, and titanium likewise with a space card.
 */
export function idleMetalAtEnd(state: TmState): number {
  let n = 0;
  for (const p of state.players) {
    const tags = p.hand
      .map((id) => getCard(id))
      .filter((card) => !(card.requirements ?? []).some((r) => unmetRequirement(state, p.seat, r)))
      .map((card) => card.tags);
    const leftBeforeProduction = (metal: 'steel' | 'titanium') => p.stock[metal] - p.production[metal];
    if (leftBeforeProduction('steel') > IDLE_METAL && tags.some((t) => t.includes('building'))) n++;
    if (leftBeforeProduction('titanium') > IDLE_METAL && tags.some((t) => t.includes('space'))) n++;
  }
  return n;
}

/** Watches one game's moves (`observe` before each move is applied) and counts its habits at the end. */
export function habitCounter() {
  let earlyAwards = 0;
  const sales = new Map<string, number>();
  return {
    observe(before: TmState, seat: Seat, move: Move): void {
      if (move.type === 'fundAward' && before.generation <= 2 && before.players.length > 1 && !clearlyLeads(before, seat, move.award)) earlyAwards++;
      if (before.pending[seat]?.resolver === 'sellPatents') {
        const key = `${seat}/${before.generation}`;
        sales.set(key, (sales.get(key) ?? 0) + 1);
      }
    },
    counts(end: TmState): HabitCounts {
      const patentDribbles = [...sales.values()].filter((n) => n > 1).length;
      return { earlyAwards, idleMetal: end.finished ? idleMetalAtEnd(end) : 0, patentDribbles };
    },
  };
}

export function addHabits(a: HabitCounts, b: HabitCounts): HabitCounts {
  return { earlyAwards: a.earlyAwards + b.earlyAwards, idleMetal: a.idleMetal + b.idleMetal, patentDribbles: a.patentDribbles + b.patentDribbles };
}
