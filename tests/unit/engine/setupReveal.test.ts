// Issue 27 item 13: openings are revealed together. Until every seat has chosen, a seat's view shows no other
// seat's corporation, kept cards, money or log lines; once setup ends, everything is public at once.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, viewFor } from '../../../src/engine/tm';
import type { TmState } from '../../../src/engine/tm/state';
import { setupFor } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';

function open(state: TmState, seat: number, keep: number): TmState {
  const p = state.players[seat];
  const r = applyMove(state, seat, { type: 'opening', corporation: p.corporationsOffered[0], cards: p.offered.slice(0, keep) });
  if (!r.ok) throw refusalError(r.error);
  return r.state;
}

describe('the opening is revealed when all have chosen', () => {
  for (const corporateEra of [true, false]) {
    it(`hides a chosen opening from the other seat until setup ends (Corporate Era ${corporateEra})`, () => {
      const setup = setupFor(2, 'reveal', { corporateEra });
      setup.players.forEach((p) => (p.beginner = false));
      let state = createGame(setup);
      const before = viewFor(state, 0).players[1];
      const corporation = state.players[1].corporationsOffered[0];
      state = open(state, 1, 3);

      const ada = viewFor(state, 0);
      expect(ada.players[1]).toEqual(before);
      expect(ada.players[1].corporation).toBeNull();
      expect(JSON.stringify(ada)).not.toContain(`"${corporation}"`);
      expect(ada.log.filter((l) => l.seat === 1)).toEqual([]);
      // The chooser sees their own choice, and so does nobody else (a spectator neither).
      expect(viewFor(state, 1).players[1].corporation).toBe(corporation);
      expect(viewFor(state, 1).players[1].handCount).toBe(3);
      expect(viewFor(state, null).players[1].corporation).toBeNull();

      state = open(state, 0, 2);
      const after = viewFor(state, 0);
      expect(state.flow).not.toBe('setup');
      expect(after.players[1].corporation).toBe(corporation);
      expect(after.players[1].handCount).toBe(3);
      expect(after.log.some((l) => l.seat === 1)).toBe(true);
    });
  }

  it("a beginner's dealt corporation is public from the start", () => {
    const setup = setupFor(2, 'reveal-beginner', { corporateEra: true });
    setup.players[0].beginner = false;
    setup.players[1].beginner = true;
    const state = createGame(setup);
    expect(viewFor(state, 0).players[1].corporation).not.toBeNull();
  });
});
