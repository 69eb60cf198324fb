// The screen's pure parts: its buttons and clickable hexes are exactly the engine's legal moves, and
// the 3D layout puts neighbouring hexes one hex width apart.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, viewFor, waitingFor } from '../../../src/engine/tiny';
import { neighbours } from '../../../src/engine/tiny/board';
import { TINY_BOTS } from '../../../src/host/bots/tiny';
import { botRandom } from '../../../src/host/bots/types';
import { HEX_W } from '../../../src/renderer/tm/board/layout';
import { tinyHexPosition } from '../../../src/renderer/tiny/layout';
import { boardTargets, choicesOf, cityOrigins } from '../../../src/renderer/tiny/promptChoices';
import { sampleTinyView } from '../../fixtures/tinySampleView';
import { TWO } from './harness';
import { msg } from '../../../src/shared/message';

const key = (m: unknown) => JSON.stringify(m);

describe('TINYforming Mars screen logic', () => {
  it('offers exactly the legal moves as buttons, prompt after prompt through a whole game', () => {
    let s = createGame({ players: TWO, seed: 'screen', options: { map: 'elysium', intense: false } });
    const rng = botRandom(9);
    let checked = 0;
    while (!s.finished && checked < 400) {
      const seat = waitingFor(s)[0];
      const prompt = viewFor(s, seat).prompt!;
      const origins = prompt.kind === 'city' ? cityOrigins(prompt).map((o) => o.from) : [null];
      const offered = origins.flatMap((o) => choicesOf(prompt, o).map((c) => key(c.move)));
      expect(new Set(offered)).toEqual(new Set(legalMoves(s, seat).map(key)));
      const r = applyMove(s, seat, TINY_BOTS.random(viewFor(s, seat), legalMoves(s, seat), rng));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.state;
      checked++;
    }
    expect(s.finished).toBe(true);
  });

  it('lights the hexes of a hex prompt and sends the matching move on click', () => {
    const targets = boardTargets({ kind: 'hex', seat: 0, title: msg('tiny.prompt.hex', { purpose: 'water' }), purpose: 'water', hexes: [3, 9], optional: true }, null);
    expect([...targets.keys()]).toEqual([3, 9]);
    expect(targets.get(9)).toEqual({ type: 'hex', hex: 9 });
  });

  it('for a city prompt lights only the targets of the chosen city', () => {
    const prompt = { kind: 'city' as const, seat: 0, title: msg('tiny.prompt.cityOrMove'), placements: [{ from: null, to: 5 }, { from: 13, to: 7 }, { from: 13, to: 12 }] };
    expect([...boardTargets(prompt, 13).keys()]).toEqual([7, 12]);
    expect(boardTargets(prompt, null).get(5)).toEqual({ type: 'city', from: null, to: 5 });
    expect(cityOrigins(prompt).map((o) => o.testId)).toEqual(['tiny-city-from-new', 'tiny-city-from-13']);
  });

  it('places neighbouring hexes one hex width apart', () => {
    for (const hex of sampleTinyView.hexes) {
      const [x, z] = tinyHexPosition(hex.row, hex.col);
      for (const n of neighbours(hex.id)) {
        const other = sampleTinyView.hexes[n - 1];
        const [x2, z2] = tinyHexPosition(other.row, other.col);
        expect(Math.hypot(x - x2, z - z2)).toBeCloseTo(HEX_W, 5);
      }
    }
  });

  it('the sample view is a seat-0 action prompt in a game under way', () => {
    expect(sampleTinyView.prompt?.kind).toBe('action');
    expect(sampleTinyView.table.filter((t) => t.facing === 0)).toHaveLength(3);
  });
});
