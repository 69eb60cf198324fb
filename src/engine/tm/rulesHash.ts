// The hash the recorded games are checked against: everything the rules decide, and nothing of how the game is
// told. The log is left out, and so are the words of each waiting decision (a prompt's title, the wording of its
// options and labels): rewording a prompt, or saying it as a message in the player's language, is no rules change,
// while the choices themselves (which cards, spaces, how many options, in which order) stay in.
import { hashOf } from '../core/hash';
import type { PendingDecision, TmState } from './state';

/** Keys that hold the words a decision is said with, wherever they sit in a pending decision. */
const WORD_KEYS = new Set(['title', 'label']);

function withoutWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWords);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (!WORD_KEYS.has(key)) kept[key] = withoutWords(inner);
  return kept;
}

function decisionWithoutWords({ prompt, resolver, data }: PendingDecision): unknown {
  // An option is answered by its index: how many there are is a rule, how each is worded is not.
  const shape = prompt.kind === 'option' ? { ...prompt, options: prompt.options.length } : prompt;
  return { prompt: withoutWords(shape), resolver, data: withoutWords(data) };
}

export function rulesHash(state: TmState): string {
  const { log: _told, pending, ...rules } = state;
  const decisions = Object.fromEntries(Object.entries(pending).map(([seat, decision]) => [seat, decision && decisionWithoutWords(decision)]));
  return hashOf({ ...rules, pending: decisions });
}
