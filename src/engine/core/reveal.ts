// Whether a move revealed hidden information, judged from the state alone: the places where a game keeps
// what nobody may see yet (the random generator, draw piles, face-down tiles) and what each seat privately
// knows (its hand, the cards offered to it). Checking these before and after a move, rather than flagging
// each card's effect, means a new card that draws, shuffles, rolls or passes cards is caught without
// anyone remembering to mark it.
import { msg, type Message } from '../../shared/message';

/** A place that holds information no player may see, with what changing it means in words. */
export interface HiddenZone {
  /** What a change here means, for a player ("a card was drawn"), as words the screen says in its language. */
  reason: Message;
  /** Any plain data; compared as JSON. */
  value: unknown;
}

/** What a game keeps hidden now: its hidden zones, and per seat the things only that seat knows. */
export interface HiddenInformation {
  zones: HiddenZone[];
  /** Per seat, the card (or tile) ids it privately knows. */
  privateKnowledge: readonly (readonly string[])[];
}

export const CARDS_SEEN: Message = msg('common.reveal.cardsSeen');

/**
 * Why a move from `before` to `after` revealed something, or null when it revealed nothing: a hidden zone
 * changed (a card drawn, a deck shuffled, dice rolled), or a seat came to know a card it did not know
 * (a draft hand passed on).
 */
export function revealBetween(before: HiddenInformation, after: HiddenInformation): Message | null {
  for (const [index, zone] of after.zones.entries()) {
    const earlier = before.zones[index];
    if (!earlier || JSON.stringify(earlier.value) !== JSON.stringify(zone.value)) return zone.reason;
  }
  for (const [seat, known] of after.privateKnowledge.entries()) {
    const earlier = new Set(before.privateKnowledge[seat] ?? []);
    if (known.some((id) => !earlier.has(id))) return CARDS_SEEN;
  }
  return null;
}
