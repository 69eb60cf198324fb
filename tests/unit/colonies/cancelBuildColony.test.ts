// Build Colony is paid when the moon is chosen, so choosing the project can be taken back until then.
import { englishLog } from '../support/tmLogWords';
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/engine/tm';
import { act, coloniesGame, give, promptOf, tile } from './coloniesKit';
import { playUntilPrompt } from '../cards/cardKit';

const STANDARD_TECHNOLOGY = '156';
const INTERPLANETARY_COLONY_SHIP = 'C17';

describe('cancelling the Build Colony standard project', () => {
  it('takes nothing before the moon is chosen, and cancel gives the same turn back', () => {
    const start = coloniesGame(['Ceres', 'Luna']);
    const money = start.players[0].stock.megacredits;
    const chosen = act(start, 0, { type: 'standardProject', project: 'Build Colony' });
    expect(promptOf(chosen, 0)).toMatchObject({ kind: 'colony', cancellable: true });
    expect(chosen.players[0].stock.megacredits).toBe(money);
    expect(chosen.log).toHaveLength(start.log.length);

    const cancelled = act(chosen, 0, { type: 'cancel' });
    // The test harness titles its prompts "test"; the choices are what the turn offers.
    expect(promptOf(cancelled, 0)).toEqual({ ...promptOf(start, 0), title: { key: 'tmPrompt.title.yourTurn', params: { player: 'P1' } } });
    expect(cancelled.players[0]).toEqual(start.players[0]);
    expect(cancelled.acting).toBeNull();
    expect(cancelled.log).toEqual(start.log);
    expect(tile(cancelled, 'Ceres').colonies).toEqual([]);
  });

  it('pays 17 M€ with the moon, and its standard-project triggers still react', () => {
    const start = give(coloniesGame(['Ceres', 'Luna']), 0, { cardsInPlay: [STANDARD_TECHNOLOGY] });
    const money = start.players[0].stock.megacredits;
    let s = act(start, 0, { type: 'standardProject', project: 'Build Colony' });
    s = act(s, 0, { type: 'colony', tile: 'Luna' });
    // Standard Technology gives 3 M€ back after paying; Luna's placement bonus is M€ production.
    expect(s.players[0].stock.megacredits).toBe(money - 17 + 3);
    expect(s.players[0].production.megacredits).toBe(start.players[0].production.megacredits + 2);
    expect(tile(s, 'Luna').colonies).toEqual([0]);
    expect(englishLog(s.log).slice(-2)).toEqual([
      `${s.players[0].name} used the Build Colony standard project`,
      `${s.players[0].name} built a colony on Luna`,
    ]);
  });

  it('refuses cancel where nothing can be taken back, and changes nothing', () => {
    const start = coloniesGame(['Ceres', 'Luna']);
    const atTurn = applyMove(start, 0, { type: 'cancel' });
    expect(atTurn).toMatchObject({ ok: false, error: { key: 'tmError.cancel.tooLate' } });

    // A card that builds a colony was paid for when played: its moon cannot be cancelled.
    const paid = playUntilPrompt(start, 0, INTERPLANETARY_COLONY_SHIP);
    expect(promptOf(paid, 0)).toMatchObject({ kind: 'colony' });
    expect(promptOf(paid, 0)).not.toHaveProperty('cancellable');
    const refused = applyMove(paid, 0, { type: 'cancel' });
    expect(refused.ok).toBe(false);
  });
});
