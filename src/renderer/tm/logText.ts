// Finds the card names in a log line so each can carry its preview (pure, unit-tested).
import type { CardInfo } from '../../shared/tm/view';

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
