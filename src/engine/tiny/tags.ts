// Tags a seat has access to (its facing projects and its cities on bonus hexes), and how resource
// tokens cover what is missing.
import { TINY_TAGS, TOKEN_KINDS, type TinyTag, type TokenKind } from '../../shared/tiny/basics';
import { faceEnds } from './data/cards';
import { MAPS } from './data/maps';
import { projectById } from './data/projects';
import { citiesOf } from './players';
import type { TinyState } from './state';
import { msg, type Message } from '../../shared/message';
import { tinyTagWord } from '../../shared/tiny/contentKeys';

export type TagCounts = Record<TinyTag, number>;

const zeroTags = (): TagCounts => ({ energy: 0, production: 0, nature: 0, science: 0, space: 0 });

/** Projects facing a seat this generation, with where they lie on the table. */
export function projectsFacing(state: TinyState, seat: number): { project: string; table: number; end: 0 | 1 }[] {
  const out: { project: string; table: number; end: 0 | 1 }[] = [];
  state.table.forEach((t, table) => {
    ([0, 1] as const).forEach((end) => {
      if (t.facing[end] === seat) out.push({ project: cardEnd(state, table, end), table, end });
    });
  });
  return out;
}

export function cardEnd(state: TinyState, table: number, end: 0 | 1): string {
  const t = state.table[table];
  return faceEnds(t.card, t.face)[end];
}

/** Tags on the seat's projects, skipping one project: a project's own tags never help itself. */
export function projectTags(state: TinyState, seat: number, except?: string): TagCounts {
  const out = zeroTags();
  for (const f of projectsFacing(state, seat)) {
    if (f.project === except) continue;
    for (const tag of projectById(f.project).tags) out[tag]++;
  }
  return out;
}

/** All tags a seat has for a requirement or a cost rule (tokens not included). */
export function tagsOf(state: TinyState, seat: number, except?: string): TagCounts {
  const out = projectTags(state, seat, except);
  const bonus = MAPS[state.options.map].bonus;
  for (const hex of citiesOf(state, seat)) {
    const tag = bonus[hex];
    if (tag) out[tag]++;
  }
  return out;
}

/** Tokens that would be spent to meet the tag requirement, or null when even tokens do not cover it. */
export function tokensToSpend(
  state: TinyState,
  seat: number,
  requires: Partial<Record<TinyTag, number>>,
  except?: string,
): Partial<Record<TokenKind, number>> | null {
  const have = tagsOf(state, seat, except);
  const spends: Partial<Record<TokenKind, number>> = {};
  for (const tag of TINY_TAGS) {
    const missing = (requires[tag] ?? 0) - have[tag];
    if (missing <= 0) continue;
    if (!(TOKEN_KINDS as readonly string[]).includes(tag)) return null;
    const kind = tag as TokenKind;
    if (state.players[seat].tokens[kind] < missing) return null;
    spends[kind] = missing;
  }
  return spends;
}

/** Tag counts as a list of messages ("2 energy", "1 production"), in the order of TINY_TAGS. */
export function tagAmounts(tags: Partial<Record<TinyTag, number>>): Message[] {
  return TINY_TAGS.filter((t) => (tags[t] ?? 0) > 0).map((t) => msg('tiny.reason.tagAmount', { count: tags[t]!, tag: tinyTagWord(t) }));
}
