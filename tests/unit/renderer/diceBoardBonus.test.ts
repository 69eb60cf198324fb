import { describe, expect, it } from 'vitest';
import { bonusMark } from '../../../src/renderer/dice/boardBonus';
import { effectLabel } from '../../../src/engine/dice/view';
import { areaBonus, AREAS } from '../../../src/engine/dice/data/board';

describe('Dice board bonus marks', () => {
  it('reads a roll, a draw, a wild token and VP from the engine’s effect messages', () => {
    expect(bonusMark(effectLabel({ roll: 'grey', n: 2 }))).toEqual({ kind: 'roll', count: 2, colour: 'grey' });
    expect(bonusMark(effectLabel({ draw: 1 }))).toEqual({ kind: 'draw', count: 1 });
    expect(bonusMark(effectLabel({ wild: 1 }))).toEqual({ kind: 'wild', count: 1 });
    expect(bonusMark(effectLabel({ vp: 1 }))).toEqual({ kind: 'vp', count: 1 });
  });

  it('has a mark for every bonus printed on either side of the board', () => {
    for (const side of ['A', 'B'] as const) {
      for (const area of AREAS) {
        for (const effect of areaBonus(side, area.id)) expect(bonusMark(effectLabel(effect)), `${side} ${area.id}`).not.toBeNull();
      }
    }
  });

  it('gives no mark to an effect it has no symbol for, so it is said in words', () => {
    expect(bonusMark(effectLabel({ raise: 'temperature' } as never))).toBeNull();
    expect(bonusMark({ key: 'dice.effect.roll', params: { count: 1, colour: 'purple' } })).toBeNull();
  });
});
