// Why the host closed a WebSocket. A close reason is at most 123 bytes and arrives outside the message
// protocol, so the host sends one of these catalogue keys there and the window says it in its language.
import { msg, type Message } from './message';

export const CLOSE_REASON_KEYS = {
  /** The seat's token was used from another window or device (close code SEAT_TAKEN_OVER_CLOSE_CODE). */
  seatTakenOver: 'lan.closed.seatTakenOver',
  /** A visitor that joined no seat and said nothing for a while (the window reconnects on its own). */
  idle: 'lan.closed.idle',
  /** It kept sending after being asked to slow down. */
  tooManyMessages: 'lan.closed.tooManyMessages',
  /** The host holds as many connections as it takes. */
  hostFull: 'lan.closed.hostFull',
  /** This device (address) holds as many connections as one device may. */
  addressFull: 'lan.closed.addressFull',
} as const;

export type CloseReasonKey = (typeof CLOSE_REASON_KEYS)[keyof typeof CLOSE_REASON_KEYS];

const KNOWN = new Set<string>(Object.values(CLOSE_REASON_KEYS));

/** The words for a close reason from the host, or null for one this app did not send (never shown raw). */
export function closeReasonMessage(reason: string): Message | null {
  return KNOWN.has(reason) ? msg(reason) : null;
}
