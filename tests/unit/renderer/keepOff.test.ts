// The ☰ menu keeps off the prompt panel: beside it where there is room, on the nearer side.
import { describe, expect, it } from 'vitest';
import { leftOffBox } from '../../../src/renderer/common/keepOff';

const menu = (left: number) => ({ left, top: 60, width: 340, height: 500 });

describe('leftOffBox', () => {
  it('leaves a panel that covers nothing where it is', () => {
    expect(leftOffBox(menu(100), { left: 1564, top: 58, width: 348, height: 600 }, 1920)).toBe(100);
    expect(leftOffBox(menu(1572), null, 1920)).toBe(1572);
  });

  it('moves the menu under ☰ left of the right-hand prompt panel (1920x1080 and 1280x800)', () => {
    expect(leftOffBox(menu(1572), { left: 1564, top: 300, width: 348, height: 700 }, 1920)).toBe(1564 - 8 - 340);
    expect(leftOffBox(menu(932), { left: 924, top: 58, width: 348, height: 730 }, 1280)).toBe(924 - 8 - 340);
  });

  it('moves it to the right of a wide prompt that leaves room only there', () => {
    expect(leftOffBox(menu(1572), { left: 288, top: 58, width: 1920 - 288 - 356, height: 1000 }, 1920)).toBe(1920 - 356 + 8);
  });

  it('stays put when neither side has room', () => {
    expect(leftOffBox(menu(600), { left: 100, top: 0, width: 1100, height: 800 }, 1280)).toBe(600);
  });

  it('does not move for a panel beside it vertically (no overlap)', () => {
    expect(leftOffBox(menu(1572), { left: 1564, top: 600, width: 348, height: 400 }, 1920)).toBe(1572);
  });
});
