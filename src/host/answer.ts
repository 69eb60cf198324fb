// What the host answers a player: a value, or why not as words-as-data (a Message; a lower-level detail,
// such as a file system error, may still be plain text). A saveStore `Result` failure fits in as it is.
import type { MessageOrText } from '../shared/message';

export type Refusal = { ok: false; error: MessageOrText };
export type Answer<T> = { ok: true; value: T } | Refusal;

/**
 * A refusal as one line for a log or the command line, which have no catalogues: a message shows its key and
 * parameters (`host.campaign.archived {"name":"League"}`), a plain text as it is.
 */
export function refusalLine(error: MessageOrText): string {
  if (typeof error === 'string') return error;
  return error.params && Object.keys(error.params).length ? `${error.key} ${JSON.stringify(error.params)}` : error.key;
}
