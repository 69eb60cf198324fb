import { describe, expect, it } from 'vitest';
import { twoLines } from '../../../src/renderer/tm/board/textures';

describe('a special tile label too wide for its hex', () => {
  it.each([
    ['Zone du Mohole', ['Zone du', 'Mohole']],
    ['Zone nucléaire', ['Zone', 'nucléaire']],
    ['Restricted Area', ['Restricted', 'Area']],
    ['Atomzone', ['Atomzone']],
  ])('%s is split at the space nearest its middle', (text, lines) => {
    expect(twoLines(text)).toEqual(lines);
  });
});
