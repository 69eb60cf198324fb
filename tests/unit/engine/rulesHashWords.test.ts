// rulesHash leaves out how a waiting decision is worded (its title, its options' wording) but keeps what it
// offers: saying a prompt in another language, or rewording it, cannot pass for a rules change, nor hide one.
import { describe, expect, it } from 'vitest';
import { createGame, rulesHash, stateHash, type TmState } from '../../../src/engine/tm';
import type { NewGameSetup } from '../../../src/shared/protocol';

const setup = {
  seed: 'rules-hash-words',
  players: [{ name: 'Ada', color: 'red', kind: 'human', beginner: false }, { name: 'Boris', color: 'blue', kind: 'human', beginner: false }],
  options: { corporateEra: true, draft: false, solo: false },
} as NewGameSetup;

function withFirstPrompt(state: TmState, change: (prompt: Record<string, unknown>) => void): TmState {
  const copy = structuredClone(state);
  const decision = Object.values(copy.pending)[0]!;
  change(decision.prompt as unknown as Record<string, unknown>);
  return copy;
}

describe('rulesHash and the words of a prompt', () => {
  const start = createGame(setup);

  it('a reworded or translated title changes the full state hash but not the rules hash', () => {
    const reworded = withFirstPrompt(start, (p) => { p.title = { key: 'tm.prompt.opening', params: { player: 'Ada' } }; });
    expect(stateHash(reworded)).not.toBe(stateHash(start));
    expect(rulesHash(reworded)).toBe(rulesHash(start));
  });

  it('what the prompt offers still counts: one card fewer is another rules hash', () => {
    const fewer = withFirstPrompt(start, (p) => { p.cards = (p.cards as string[]).slice(1); });
    expect(rulesHash(fewer)).not.toBe(rulesHash(start));
  });

  it('an option prompt is hashed by how many options it has, not by their wording', () => {
    const asOptions = (options: unknown[]) => withFirstPrompt(start, (p) => { p.kind = 'option'; p.options = options; });
    const english = asOptions(['Place a greenery', 'Done']);
    expect(rulesHash(asOptions([{ key: 'tm.option.placeGreenery' }, { key: 'tm.option.done' }]))).toBe(rulesHash(english));
    expect(rulesHash(asOptions(['Place a greenery']))).not.toBe(rulesHash(english));
  });
});
