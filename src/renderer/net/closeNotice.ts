// What a window tells its player when the host closes the connection: the close reason is a catalogue key
// (src/shared/closeReasons.ts), said in the player's language.
import { closeReasonMessage } from '../../shared/closeReasons';
import type { Message } from '../../shared/message';
import { SEAT_TAKEN_OVER_CLOSE_CODE, VISITOR_IDLE_CLOSE_CODE } from '../../shared/protocol';

/**
 * The words for a close, or null when there is nothing to say: a reason this app did not send (never shown
 * raw), an idle visitor's reconnect, or a seat taken over (the host said so in an error message just before,
 * naming the seat).
 */
export function closeNotice(code: number, reason: string): Message | null {
  if (code === SEAT_TAKEN_OVER_CLOSE_CODE || code === VISITOR_IDLE_CLOSE_CODE) return null;
  return closeReasonMessage(reason);
}
