import { describe, expect, it } from 'vitest';
import { readablePhase } from '../../../src/renderer/screens/savePhase';

describe('a save phase on the Load screen', () => {
  it.each([
    ['turn.choosing', 'Turn: choosing'],
    ['turn.extraSupport', 'Turn: extra support'],
    ['research', 'Research'],
    ['action', 'Action'],
    ['ended', 'Game over'],
  ])('shows %s as %s', (phase, shown) => {
    expect(readablePhase(phase)).toBe(shown);
  });
});
