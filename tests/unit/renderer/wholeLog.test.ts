// The compact games' views carry the whole game's log (the screen's log box scrolls back to the first turn).
import { describe, expect, it } from 'vitest';
import { viewFor as diceView } from '../../../src/engine/dice';
import { createGame, viewFor as tinyView } from '../../../src/engine/tiny';
import { isAtEnd } from '../../../src/renderer/common/GameLog';
import { startedGame } from '../dice/helpers';
import { TWO } from '../tiny/harness';
import { msg } from '../../../src/shared/message';

const longLog = Array.from({ length: 120 }, (_, i) => `line ${i}`);

describe('the whole log', () => {
  it('Dice Game: a seat sees every line from the first', () => {
    const view = diceView({ ...startedGame(2), log: longLog }, 0);
    expect(view.log).toEqual(longLog);
  });

  it('TINYforming Mars: a seat sees every line from the first', () => {
    const state = createGame({ players: TWO, seed: 'log', options: { map: 'tharsis', intense: false } });
    const tinyLog = longLog.map((player) => msg('tiny.log.passed', { player }));
    expect(tinyView({ ...state, log: tinyLog }, 1).log).toEqual(tinyLog);
  });

  it('the log box counts as following at its end only', () => {
    expect(isAtEnd({ scrollTop: 400, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(isAtEnd({ scrollTop: 396, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(isAtEnd({ scrollTop: 300, clientHeight: 200, scrollHeight: 600 })).toBe(false);
  });
});
