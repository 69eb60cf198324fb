// The tile standard projects (Aquifer, Greenery, City) ask their space before paying, so choosing one can be
// taken back until then; Helion's split of a standard project's price is asked first and can be taken back too.
import { englishLog } from '../support/tmLogWords';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../src/shared/tm/basics';
import type { Move, StandardProjectName } from '../../../src/shared/tm/prompt';
import { applyMove, type TmState } from '../../../src/engine/tm';
import { legalMoves } from '../../../src/engine/tm/legal';
import { act, give, promptOf, startedGame, tileAt, turnTo, withCorporation } from '../cards/cardKit';
import { setParameter } from '../support/tmHarness';

const STANDARD_TECHNOLOGY = '156';
const HELION = 'R18';
const pay = (parts: Partial<Payment>): Move => ({ type: 'payment', payment: { megacredits: 0, steel: 0, titanium: 0, heat: 0, ...parts } });
const project = (name: StandardProjectName): Move => ({ type: 'standardProject', project: name });

function firstSpace(s: TmState): string {
  const prompt = promptOf(s, 0);
  if (prompt?.kind !== 'space') throw new Error(`expected a space prompt, got ${prompt?.kind}`);
  return prompt.spaces[0];
}

describe('cancelling a tile standard project before its space is chosen', () => {
  for (const name of ['Aquifer', 'Greenery', 'City'] as const) {
    it(`${name}: nothing is paid or logged at the space prompt, and cancel gives the same turn back`, () => {
      const start = turnTo(startedGame(), 0);
      const chosen = act(start, 0, project(name));
      expect(promptOf(chosen, 0)).toMatchObject({ kind: 'space', cancellable: true });
      expect(chosen.players[0]).toEqual(start.players[0]);
      expect(chosen.log).toEqual(start.log);

      const cancelled = act(chosen, 0, { type: 'cancel' });
      expect(promptOf(cancelled, 0)).toMatchObject({ kind: 'action', choices: (promptOf(start, 0) as { choices: unknown }).choices });
      expect(cancelled.players[0]).toEqual(start.players[0]);
      expect(cancelled.tiles).toEqual(start.tiles);
      expect(cancelled.parameters).toEqual(start.parameters);
      expect(cancelled.acting).toBeNull();
      expect(cancelled.log).toEqual(start.log);
    });
  }

  it('City: the space pays 25 M€, places the city, raises M€ production, and Standard Technology still pays back 3', () => {
    const start = turnTo(give(startedGame(), 0, { cardsInPlay: [STANDARD_TECHNOLOGY] }), 0);
    const money = start.players[0].stock.megacredits;
    let s = act(start, 0, project('City'));
    const space = firstSpace(s);
    s = act(s, 0, { type: 'space', space });
    expect(tileAt(s, space)).toMatchObject({ kind: 'city', owner: 0 });
    expect(s.players[0].production.megacredits).toBe(start.players[0].production.megacredits + 1);
    // The space's own bonus (steel, plants, cards) is not M€, so only the price and the refund move M€.
    expect(s.players[0].stock.megacredits).toBe(money - 25 + 3);
    const texts = englishLog(s.log);
    const used = texts.indexOf('P1 used the City standard project');
    expect(used).toBeGreaterThanOrEqual(0);
    expect(texts[used + 1]).toMatch(/^P1 placed a city on /);
  });

  it('Aquifer: the ocean raises the ocean count and TR once paid; after the space nothing can be cancelled', () => {
    const start = turnTo(startedGame(), 0);
    let s = act(start, 0, project('Aquifer'));
    s = act(s, 0, { type: 'space', space: firstSpace(s) });
    expect(s.parameters.oceans).toBe(start.parameters.oceans + 1);
    expect(s.players[0].tr).toBe(start.players[0].tr + 1);
    const refused = applyMove(s, 0, { type: 'cancel' });
    expect(refused).toMatchObject({ ok: false, error: { key: 'tmError.cancel.tooLate' } });
  });

  it('a space the prompt did not offer (already taken) is refused and changes nothing', () => {
    let s = act(turnTo(startedGame(), 0), 0, project('City'));
    const taken = firstSpace(s);
    s = act(turnTo(act(s, 0, { type: 'space', space: taken }), 0), 0, project('City'));
    expect((promptOf(s, 0) as { spaces: string[] }).spaces).not.toContain(taken);
    const refused = applyMove(s, 0, { type: 'space', space: taken });
    expect(refused).toMatchObject({ ok: false, error: { key: 'tmError.space.notAllowed' } });
  });

  it('with all oceans out the Aquifer has no space to ask: it is paid at once and does nothing more (rulebook)', () => {
    const start = turnTo(setParameter(startedGame(), 'oceans', 9), 0);
    const s = act(start, 0, project('Aquifer'));
    expect(s.players[0].stock.megacredits).toBe(start.players[0].stock.megacredits - 18);
    expect(promptOf(s, 0)?.kind).not.toBe('space');
  });

  it('bots are never offered cancel: their moves at the space prompt are spaces', () => {
    const s = act(turnTo(startedGame(), 0), 0, project('City'));
    expect(legalMoves(s, 0).every((m) => m.type === 'space')).toBe(true);
  });
});

describe("Helion's split of a standard project's price comes first and can be taken back", () => {
  it('Greenery (23 M€) with 20 M€ and 5 heat: the payment prompt is cancellable; cancel keeps every resource', () => {
    const start = turnTo(give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 20, heat: 5 } }), 0);
    const chosen = act(start, 0, project('Greenery'));
    expect(promptOf(chosen, 0)).toMatchObject({ kind: 'payment', cost: 23, heatUsable: true, cancellable: true });
    const cancelled = act(chosen, 0, { type: 'cancel' });
    expect(cancelled.players[0]).toEqual(start.players[0]);
    expect(promptOf(cancelled, 0)?.kind).toBe('action');
  });

  it('once the split is paid the space follows, and cancel is refused there', () => {
    const start = turnTo(give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 20, heat: 5 } }), 0);
    let s = act(start, 0, project('Greenery'));
    s = act(s, 0, pay({ megacredits: 18, heat: 5 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 2, heat: 0 });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'space' });
    expect(promptOf(s, 0)).not.toHaveProperty('cancellable');
    expect(applyMove(s, 0, { type: 'cancel' }).ok).toBe(false);
    const space = firstSpace(s);
    s = act(s, 0, { type: 'space', space });
    expect(tileAt(s, space)).toMatchObject({ kind: 'greenery', owner: 0 });
  });

  it('Helion with no heat has nothing to split: the space comes first and M€ pay on the space', () => {
    const start = turnTo(give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 30, heat: 0 } }), 0);
    let s = act(start, 0, project('City'));
    expect(promptOf(s, 0)).toMatchObject({ kind: 'space', cancellable: true });
    s = act(s, 0, { type: 'space', space: firstSpace(s) });
    expect(s.players[0].stock.megacredits).toBe(5);
  });
});
