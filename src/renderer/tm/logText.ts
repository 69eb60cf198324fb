// Finds the card names in a log line so each can carry its preview (pure, unit-tested).
import { isMessage, type MessageParam } from '../../shared/message';
import type { CardInfo } from '../../shared/tm/view';
import type { Say } from '../i18n/say';

export type LogPart = string | CardInfo;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for every known card name, longest first so "Capital" never steals the start of a longer name. */
export function cardNameMatcher(cards: Record<string, CardInfo>): { pattern: RegExp; byName: Map<string, CardInfo> } | null {
  const byName = new Map(Object.values(cards).map((c) => [c.name, c]));
  if (byName.size === 0) return null;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`\\b(${names.join('|')})(?![\\w-])`, 'g'), byName };
}

export function splitLogText(text: string, matcher: ReturnType<typeof cardNameMatcher>): LogPart[] {
  if (!matcher) return [text];
  const parts: LogPart[] = [];
  let last = 0;
  for (const m of text.matchAll(matcher.pattern)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(matcher.byName.get(m[0])!);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A log entry as a save may hold it: words-as-data now, a plain English line in a save from before. */
export type StoredLogEntry = { message?: unknown; text?: unknown };

const CARD_NAME_KEY = /^tmCards\.card\.(.+)\.name$/;
const MARK = '\u2063';

/**
 * A log entry said in the reader's language, split so each card named in it (a card-name parameter) can
 * carry its preview. A plain-string line (an older save) is shown verbatim, its card names found by name.
 */
export function sayLogLine(entry: StoredLogEntry | string, say: Say, cards: Record<string, CardInfo>): LogPart[] {
  const message = typeof entry === 'string' ? undefined : entry.message;
  if (!isMessage(message)) {
    const text = typeof entry === 'string' ? entry : String(entry.text ?? entry.message ?? '');
    return splitLogText(text, cardNameMatcher(cards));
  }
  const marked: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    const id = isMessage(value) ? CARD_NAME_KEY.exec(value.key)?.[1] : undefined;
    marked[name] = id !== undefined && cards[id] ? `${MARK}${id}${MARK}` : value;
  }
  const text = say({ key: message.key, params: marked });
  return text
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? (cards[part] ?? part) : part))
    .filter((part) => part !== '');
}

