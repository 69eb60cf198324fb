// Turns a prompt into the buttons the panel shows: one per legal answer, each with its move and test id.
import type { HexId } from '../../shared/tiny/basics';
import type { TinyMove } from '../../shared/tiny/moves';
import type { TinyPrompt } from '../../shared/tiny/prompt';

export interface Choice {
  testId: string;
  label: string;
  detail?: string;
  move: TinyMove;
}

function spendText(spends: Partial<Record<string, number>>): string {
  const parts = Object.entries(spends).filter(([, n]) => (n ?? 0) > 0).map(([k, n]) => `${n} ${k} token${n === 1 ? '' : 's'}`);
  return parts.length ? `spends ${parts.join(', ')}` : '';
}

const cityFrom = (from: HexId | null) => (from === null ? 'new' : String(from));

/** Buttons for every legal answer (for a city prompt, only those moving the chosen city). */
export function choicesOf(prompt: TinyPrompt, cityChoice: HexId | null = null): Choice[] {
  switch (prompt.kind) {
    case 'orient':
      return prompt.ends.map((id, i) => ({
        testId: `tiny-orient-${i}`,
        label: `Keep ${prompt.endNames[i]}`,
        detail: `${prompt.endNames[1 - i]} goes to the other side`,
        move: { type: 'orient', keep: i as 0 | 1 },
      }));
    case 'city':
      return prompt.placements
        .filter((p) => p.from === cityChoice)
        .map((p) => ({
          testId: `tiny-city-to-${p.to}`,
          label: p.from === null ? `City on hex ${p.to}` : `Move to hex ${p.to}`,
          move: { type: 'city', from: p.from, to: p.to },
        }));
    case 'action':
      return [
        ...prompt.projects.map((p): Choice => ({
          testId: `tiny-project-${p.project}`,
          label: `${p.name} (${p.cost})`,
          detail: spendText(p.spends),
          move: { type: 'project', project: p.project },
        })),
        ...prompt.standard.map((s): Choice => ({
          testId: `tiny-standard-${s.project}`,
          label: `${s.name} (${s.cost})`,
          detail: ['standard project', spendText(s.spends)].filter(Boolean).join(', '),
          move: { type: 'standard', project: s.project },
        })),
        { testId: 'tiny-pass', label: 'Pass', detail: 'no more actions this generation', move: { type: 'pass' } },
      ];
    case 'hex':
      return [
        ...prompt.hexes.map((hex): Choice => ({ testId: `tiny-hex-choice-${hex}`, label: `Hex ${hex}`, move: { type: 'hex', hex } })),
        ...(prompt.optional ? [{ testId: 'tiny-skip', label: 'Skip', move: { type: 'skip' } } as Choice] : []),
      ];
    case 'token':
      return prompt.tokens.map((token) => ({ testId: `tiny-token-${token}`, label: `${token} token`, move: { type: 'token', token } }));
    case 'option':
      return prompt.options.map((label, index) => ({ testId: `tiny-option-${index}`, label, move: { type: 'option', index } }));
  }
}

/** For a city prompt: the cities that may move (null = a new city), as toggles above the targets. */
export function cityOrigins(prompt: TinyPrompt): { testId: string; label: string; from: HexId | null }[] {
  if (prompt.kind !== 'city') return [];
  const froms = [...new Set(prompt.placements.map((p) => p.from))];
  return froms.map((from) => ({
    testId: `tiny-city-from-${cityFrom(from)}`,
    label: from === null ? 'A new city' : `Your city on hex ${from}`,
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
