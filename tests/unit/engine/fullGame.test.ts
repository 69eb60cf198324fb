import { describe, expect, it } from 'vitest';
import { englishLog } from '../support/tmLogWords';
import { applyMove, createGame, waitingFor } from '../../../src/engine/tm';
import { invariantViolations } from '../../../src/engine/tm/invariants';
import { BOTS, botRandom } from '../../../src/host/bots';
import { setupFor } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';

function playOut(players: number, bot: 'basic' | 'random', seed: string, solo = false) {
  const setup = setupFor(players, seed, { solo });
  setup.players.forEach((p) => (p.beginner = false));
  let state = createGame(setup);
  const random = botRandom(1);
  let moves = 0;
  while (!state.finished && state.generation <= 30 && moves < 20_000) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS[bot](state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
    moves++;
    expect(invariantViolations(state)).toEqual([]);
  }
  return state;
}

describe('whole games', () => {
  it('two basic bots play to the natural end: terraformed, final greenery conversion, scored', () => {
    const state = playOut(2, 'basic', 'full-1');
    expect(state.finished).toBe(true);
    expect(state.flow).toBe('ended');
    expect(state.parameters).toEqual({ temperature: 8, oxygen: 14, oceans: 9 });
    expect(state.scores).toHaveLength(2);
    expect(state.scores!.map((s) => s.rank).sort()).toEqual([1, 2]);
  });

  it('random bots never break an invariant (5 players)', () => {
    const state = playOut(5, 'random', 'fuzz-1');
    expect(state.generation).toBeGreaterThan(1);
  });

  it('a solo game always runs exactly 14 generations and ends in a win or a loss', () => {
    const state = playOut(1, 'basic', 'solo-1', true);
    expect(state.finished).toBe(true);
    expect(state.generation).toBe(14);
    expect(state.players[0].tr).toBeGreaterThanOrEqual(14);
    const terraformed = state.parameters.temperature === 8 && state.parameters.oxygen === 14 && state.parameters.oceans === 9;
    expect(state.log.at(-1)?.message.key).toBe(terraformed ? 'tm.log.soloWon' : 'tm.log.soloLost');
    expect(englishLog(state.log).at(-1)).toMatch(terraformed ? /wins/ : /not terraformed in time/);
  });
});
