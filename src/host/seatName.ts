// A seat without a player's name ("Seat 3") as words as data, so each window says it in its own language.
import { msg, type Message } from '../shared/message';

/** "Seat N" for a 0-based seat. */
export function seatNumbered(seat: number): Message {
  return msg('host.seat.numbered', { number: seat + 1 });
}
