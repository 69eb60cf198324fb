// Counts the beginner's habits players noticed in bot games (issue 26), move by move:
//  - earlyAwards: an award funded in generation 1 or 2 while the funder did not clearly lead it
//    (its standing short of the best rival's by less than CLEAR_LEAD_MIN, or 25 % of the rival's);
//  - idleMetal: a player ending the game with more than 10 steel (titanium) while a card with a
//    building (space) tag that steel (titanium) could have paid for was playable; counted once per
//    player and metal, at the player's last action prompt (where it passed for the last time: the
//    metal the last production phase brings after it can no longer be spent, and a card blocked by a
//    requirement or a production it cannot lower could not have used it);
//  - patentDribbles: a player's generation in which patents were sold in more than one action.
import { legalMoves, type TmState } from '../../src/engine/tm';
import { getCard } from '../../src/engine/tm/cards/catalogue';
import { awardByName } from '../../src/engine/tm/milestonesAwards';
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
 * Idle metal at a seat's action prompt: 1 for more than 10 steel while a building card is among the
 * cards it may play now, and 1 for more than 10 titanium while a space card is.
 */
export function idleMetalAt(state: TmState, seat: Seat): number {
  const playable = legalMoves(state, seat).flatMap((m) => (m.type === 'playCard' ? [getCard(m.card).tags] : []));
  const p = state.players[seat];
  let n = 0;
  if (p.stock.steel > IDLE_METAL && playable.some((t) => t.includes('building'))) n++;
  if (p.stock.titanium > IDLE_METAL && playable.some((t) => t.includes('space'))) n++;
  return n;
}

/** Watches one game's moves (`observe` before each move is applied) and counts its habits at the end. */
export function habitCounter() {
  let earlyAwards = 0;
  const sales = new Map<string, number>();
  const lastActionPrompt = new Map<Seat, TmState>();
  return {
    observe(before: TmState, seat: Seat, move: Move): void {
      if (before.pending[seat]?.prompt.kind === 'action') lastActionPrompt.set(seat, before);
      if (move.type === 'fundAward' && before.generation <= 2 && before.players.length > 1 && !clearlyLeads(before, seat, move.award)) earlyAwards++;
      if (before.pending[seat]?.resolver === 'sellPatents') {
        const key = `${seat}/${before.generation}`;
        sales.set(key, (sales.get(key) ?? 0) + 1);
      }
    },
    counts(end: TmState): HabitCounts {
      const patentDribbles = [...sales.values()].filter((n) => n > 1).length;
      const idleMetal = end.finished ? [...lastActionPrompt].reduce((n, [seat, state]) => n + idleMetalAt(state, seat), 0) : 0;
      return { earlyAwards, idleMetal, patentDribbles };
    },
  };
}

export function addHabits(a: HabitCounts, b: HabitCounts): HabitCounts {
  return { earlyAwards: a.earlyAwards + b.earlyAwards, idleMetal: a.idleMetal + b.idleMetal, patentDribbles: a.patentDribbles + b.patentDribbles };
}
