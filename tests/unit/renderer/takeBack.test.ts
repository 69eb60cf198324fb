import { describe, expect, it } from 'vitest';
import { takeBackOffered } from '../../../src/renderer/tm/takeBack';
import type { Prompt } from '../../../src/shared/tm/prompt';

const space = { kind: 'space', seat: 0, title: 'Place an ocean', tile: 'ocean', spaces: ['r0c1'] } as unknown as Prompt;
const cancellableSpace = { ...space, cancellable: true } as Prompt;
const action = { kind: 'action', seat: 0, title: 'Your turn', actionsTaken: 0, choices: [] } as unknown as Prompt;

describe('Cancel by taking back the step', () => {
  it('is offered at a card follow-up step while undo is allowed', () => {
    expect(takeBackOffered(space, true)).toBe(true);
  });
  it('is not offered when undo is not allowed (something was revealed, or another person acted)', () => {
    expect(takeBackOffered(space, false)).toBe(false);
  });
  it('leaves the engine-cancellable steps to the engine, and the action prompt to the Undo button', () => {
    expect(takeBackOffered(cancellableSpace, true)).toBe(false);
    expect(takeBackOffered(action, true)).toBe(false);
  });
});
