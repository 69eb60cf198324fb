// The compact games' views carry the whole game's log (the screen's log box scrolls back to the first turn).
import { describe, expect, it } from 'vitest';
import { viewFor as diceView } from '../../../src/engine/dice';
import { createGame as createTm, viewFor as tmView } from '../../../src/engine/tm';
import { log } from '../../../src/engine/tm/queue';
import { msg } from '../../../src/shared/message';
import { setupFor } from '../support/tmHarness';
import { createGame, viewFor as tinyView } from '../../../src/engine/tiny';
import { isAtEnd } from '../../../src/renderer/common/GameLog';
import { startedGame } from '../dice/helpers';
import { TWO } from '../tiny/harness';

const longLog = Array.from({ length: 120 }, (_, i) => `line ${i}`);
const longDiceLog = Array.from({ length: 120 }, (_, i) => ({ key: 'dice.log.turnStarts', params: { turn: i + 1, player: 'Ada' } }));

describe('the whole log', () => {
  it('Dice Game: a seat sees every line from the first', () => {
    const view = diceView({ ...startedGame(2), log: longDiceLog }, 0);
    expect(view.log).toEqual(longDiceLog);
  });

  it('TINYforming Mars: a seat sees every line from the first', () => {
    const state = createGame({ players: TWO, seed: 'log', options: { map: 'tharsis', intense: false } });
    const tinyLog = longLog.map((player) => msg('tiny.log.passed', { player }));
    expect(tinyView({ ...state, log: tinyLog }, 1).log).toEqual(tinyLog);
  });

  it('Terraforming Mars: the state keeps and a seat sees every line from the first, past the old 200 / 400 caps', () => {
    const state = createTm(setupFor(2, 'log'));
    const before = state.log.length;
    for (let i = 0; i < 600; i++) log(state, null, msg('tm.log.line', { i }));
    expect(state.log).toHaveLength(before + 600);
    const lines = tmView(state, 0).log.map((l) => (l.message.params as { i?: number } | undefined)?.i);
    expect(lines).toHaveLength(before + 600);
    expect(lines[before]).toBe(0);
    expect(lines[lines.length - 1]).toBe(599);
  });

  it('the log box counts as following at its end only', () => {
    expect(isAtEnd({ scrollTop: 400, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(isAtEnd({ scrollTop: 396, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(isAtEnd({ scrollTop: 300, clientHeight: 200, scrollHeight: 600 })).toBe(false);
  });
});
