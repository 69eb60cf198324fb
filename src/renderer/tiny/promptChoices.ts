// Turns a prompt into the buttons the panel shows: one per legal answer, each with its move, test id and
// words as messages (the panel says them in the player's language).
import { msg, type Message } from '../../shared/message';
import type { HexId, TokenKind } from '../../shared/tiny/basics';
import { tinyTokenWord } from '../../shared/tiny/contentKeys';
import type { TinyMove } from '../../shared/tiny/moves';
import type { TinyPrompt } from '../../shared/tiny/prompt';

export interface Choice {
  testId: string;
  label: Message;
  detail?: Message;
  move: TinyMove;
}

/** The tokens an answer spends, as a list ("1 nature token and 2 science tokens"), or null when none. */
function spentTokens(spends: Partial<Record<TokenKind, number>>): Message[] | null {
  const parts = (Object.entries(spends) as [TokenKind, number][]).filter(([, n]) => (n ?? 0) > 0).map(([kind, count]) => msg('tiny.choice.tokenAmount', { count, kind }));
  return parts.length ? parts : null;
}

const cityFrom = (from: HexId | null) => (from === null ? 'new' : String(from));

/** Buttons for every legal answer (for a city prompt, only those moving the chosen city). */
export function choicesOf(prompt: TinyPrompt, cityChoice: HexId | null = null): Choice[] {
  switch (prompt.kind) {
    case 'orient':
      return prompt.ends.map((id, i) => ({
        testId: `tiny-orient-${i}`,
        label: msg('tiny.choice.keep', { project: prompt.endNames[i] }),
        detail: msg('tiny.choice.keepDetail', { project: prompt.endNames[1 - i] }),
        move: { type: 'orient', keep: i as 0 | 1 },
      }));
    case 'city':
      return prompt.placements
        .filter((p) => p.from === cityChoice)
        .map((p) => ({
          testId: `tiny-city-to-${p.to}`,
          label: msg(p.from === null ? 'tiny.choice.cityOnHex' : 'tiny.choice.moveToHex', { hex: p.to }),
          move: { type: 'city', from: p.from, to: p.to },
        }));
    case 'action':
      return [
        ...prompt.projects.map((p): Choice => {
          const tokens = spentTokens(p.spends);
          return {
            testId: `tiny-project-${p.project}`,
            label: msg('tiny.choice.withCost', { project: p.name, cost: p.cost }),
            ...(tokens ? { detail: msg('tiny.choice.spends', { tokens }) } : {}),
            move: { type: 'project', project: p.project },
          };
        }),
        ...prompt.standard.map((s): Choice => {
          const tokens = spentTokens(s.spends);
          return {
            testId: `tiny-standard-${s.project}`,
            label: msg('tiny.choice.withCost', { project: s.name, cost: s.cost }),
            detail: tokens ? msg('tiny.choice.standardSpends', { tokens }) : msg('tiny.choice.standard'),
            move: { type: 'standard', project: s.project },
          };
        }),
        { testId: 'tiny-pass', label: msg('tiny.choice.pass'), detail: msg('tiny.choice.passDetail'), move: { type: 'pass' } },
      ];
    case 'hex':
      return [
        ...prompt.hexes.map((hex): Choice => ({ testId: `tiny-hex-choice-${hex}`, label: msg('tiny.choice.hex', { hex }), move: { type: 'hex', hex } })),
        ...(prompt.optional ? [{ testId: 'tiny-skip', label: msg('tiny.choice.skip'), move: { type: 'skip' } } as Choice] : []),
      ];
    case 'token':
      return prompt.tokens.map((token) => ({ testId: `tiny-token-${token}`, label: tinyTokenWord(token), move: { type: 'token', token } }));
    case 'option':
      return prompt.options.map((label, index) => ({ testId: `tiny-option-${index}`, label, move: { type: 'option', index } }));
  }
}

/** For a city prompt: the cities that may move (null = a new city), as toggles above the targets. */
export function cityOrigins(prompt: TinyPrompt): { testId: string; label: Message; from: HexId | null }[] {
  if (prompt.kind !== 'city') return [];
  const froms = [...new Set(prompt.placements.map((p) => p.from))];
  return froms.map((from) => ({
    testId: `tiny-city-from-${cityFrom(from)}`,
    label: from === null ? msg('tiny.choice.newCity') : msg('tiny.choice.ownCity', { hex: from }),
    from,
  }));
}

/** Hexes the board should light up and what clicking each sends. */
export function boardTargets(prompt: TinyPrompt | null, cityChoice: HexId | null): Map<HexId, TinyMove> {
  const out = new Map<HexId, TinyMove>();
  if (!prompt) return out;
  if (prompt.kind === 'hex') for (const hex of prompt.hexes) out.set(hex, { type: 'hex', hex });
  if (prompt.kind === 'city') for (const c of choicesOf(prompt, cityChoice)) if (c.move.type === 'city') out.set(c.move.to, c.move);
  return out;
}
