// The 13 corporations: starting resources and production, and each one's lasting ability.
import { describe, expect, it } from 'vitest';
import { emptyStock, type CardId, type Seat } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import { createGame, type TmState } from '../../../src/engine/tm';
import { settle } from '../../../src/engine/tm/apply';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { cardPaymentRules } from '../../../src/engine/tm/payment';
import { applyCorporation } from '../../../src/engine/tm/phases';
import { beginTurn } from '../../../src/engine/tm/turns';
import { setupFor } from '../support/tmHarness';
import { act, actionUsable, answerAll, give, params, playNow, promptOf, startedGame, turnTo, useNow, whyNot } from './cardKit';

const space = (id: string): Move => ({ type: 'space', space: id });

/** Replaces the seat's corporation with `id`, from a clean stock and production, with its play effects resolved. */
function asCorp(state: TmState, seat: Seat, id: CardId): TmState {
  const p = state.players[seat];
  p.stock = emptyStock();
  p.production = emptyStock();
  applyCorporation(state, seat, id);
  const onPlay = getCard(id).onPlay ?? [];
  state.pending = {};
  state.queue.push(...onPlay.map((effect) => ({ seat, source: id, effect })));
  settle(state);
  return turnTo(state, seat);
}

/** Runs the corporation's first action (as the game does at the seat's first turn). */
function firstAction(state: TmState, seat: Seat, answers: Move[] = []): TmState {
  state.pending = {};
  beginTurn(state, seat);
  settle(state);
  return answerAll(state, seat, answers);
}

function standardProject(s: TmState, seat: Seat, project: 'City' | 'Greenery' | 'Power Plant' | 'Aquifer', answers: Move[] = []): TmState {
  return answerAll(act(turnTo(s, seat), seat, { type: 'standardProject', project }), seat, answers);
}

const cost = (s: TmState, seat: Seat, card: CardId) => cardPaymentRules(give(structuredClone(s), seat, { hand: [card] }), seat, card).cost;

describe('corporations', () => {
  it('R00 Beginner Corporation: 42 M€ and 10 free cards', () => {
    const s = createGame(setupFor(2));
    for (const p of s.players) {
      expect(p.corporation).toBe('R00');
      expect(p.stock.megacredits).toBe(42);
      expect(p.hand).toHaveLength(10);
    }
  });

  it('R08 CrediCor: 57 M€; 4 M€ back after paying for a card or standard project of base cost 20+', () => {
    let s = asCorp(startedGame(), 0, 'R08');
    expect(s.players[0].stock.megacredits).toBe(57);
    s = playNow(s, 0, '040'); // 30
    expect(s.players[0].stock.megacredits).toBe(57 - 30 + 4);
    s = playNow(s, 0, '141'); // 4
    expect(s.players[0].stock.megacredits).toBe(31 - 4);
    s = standardProject(s, 0, 'Greenery', [space('r1c2')]); // 23
    expect(s.players[0].stock.megacredits).toBe(27 - 23 + 4);
    s = give(s, 0, { stock: { megacredits: 30 }, cardsInPlay: ['070'] });
    s = playNow(s, 0, '082'); // 24, paid 22 with Earth Catapult: base cost counts
    expect(s.players[0].stock.megacredits).toBe(30 - 22 + 4);
  });

  it('R09 PhoboLog: 23 M€, 10 titanium, titanium worth 4 (5 with Advanced Alloys)', () => {
    let s = asCorp(startedGame(), 0, 'R09');
    expect(s.players[0].stock).toMatchObject({ megacredits: 23, titanium: 10 });
    expect(s.players[0].corporationCard?.id).toBe('R09');
    expect(cardPaymentRules(give(s, 0, { hand: ['040'] }), 0, '040').titaniumValue).toBe(4);
    s = give(s, 0, { cardsInPlay: ['071'] });
    expect(cardPaymentRules(s, 0, '040').titaniumValue).toBe(5);
    s = playNow(s, 0, '040');
    expect(s.players[0].stock).toMatchObject({ titanium: 4, megacredits: 23 });
  });

  it('R13 ThorGate: 48 M€, 1 energy production, power cards 3 M€ cheaper', () => {
    const s = asCorp(startedGame(), 0, 'R13');
    expect(s.players[0].stock.megacredits).toBe(48);
    expect(s.players[0].production.energy).toBe(1);
    expect(cost(s, 0, '141')).toBe(1);
    expect(cost(s, 0, '040')).toBe(30);
  });

  it('R13 ThorGate: the Power Plant standard project costs 8 M€', () => {
    const s = standardProject(asCorp(startedGame(), 0, 'R13'), 0, 'Power Plant');
    expect(s.players[0].stock.megacredits).toBe(48 - 8);
    expect(s.players[0].production.energy).toBe(2);
  });

  it('R17 Ecoline: 36 M€, 3 plants, 2 plant production; a greenery costs 7 plants', () => {
    let s = asCorp(startedGame(), 0, 'R17');
    expect(s.players[0].stock).toMatchObject({ megacredits: 36, plants: 3 });
    expect(s.players[0].production.plants).toBe(2);
    s = turnTo(give(s, 0, { stock: { plants: 7 } }), 0);
    s = answerAll(act(s, 0, { type: 'convertPlants' }), 0, [space('r1c2')]);
    expect(s.players[0].stock.plants).toBe(0);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'greenery', owner: 0 });
  });

  it('R18 Helion: 42 M€, 3 heat production, heat pays like M€', () => {
    let s = asCorp(startedGame(), 0, 'R18');
    expect(s.players[0].stock.megacredits).toBe(42);
    expect(s.players[0].production.heat).toBe(3);
    s = give(s, 0, { stock: { megacredits: 1, heat: 3 }, hand: ['141'] });
    expect(cardPaymentRules(s, 0, '141').heatUsable).toBe(true);
    s = act(turnTo(s, 0), 0, { type: 'playCard', card: '141', payment: { megacredits: 1, steel: 0, titanium: 0, heat: 3 } });
    expect(s.players[0].stock).toMatchObject({ megacredits: 0, heat: 0 });
  });

  it('R19 Interplanetary Cinematics: 30 M€, 20 steel, 2 M€ for each event you play', () => {
    let s = asCorp(startedGame(), 0, 'R19');
    expect(s.players[0].stock).toMatchObject({ megacredits: 30, steel: 20 });
    s = playNow(s, 0, '062');
    expect(s.players[0].stock.megacredits).toBe(30 - 5 + 2);
    s = playNow(s, 0, '068');
    expect(s.players[0].stock.megacredits).toBe(27 - 6);
  });

  it('R24 Mining Guild: 30 M€, 5 steel, 1 steel production; +1 steel production on a steel bonus space', () => {
    let s = asCorp(startedGame(), 0, 'R24');
    expect(s.players[0].stock).toMatchObject({ megacredits: 30, steel: 5 });
    expect(s.players[0].production.steel).toBe(1);
    s = give(s, 0, { stock: { megacredits: 100 } });
    s = standardProject(s, 0, 'City', [space('r0c0')]); // steel bonus
    expect(s.players[0].production.steel).toBe(2);
    s = standardProject(s, 0, 'Aquifer', [space('r8c4')]); // titanium bonus (ocean)
    expect(s.players[0].production.steel).toBe(3);
  });

  it('R24 Mining Guild: nothing for spaces without a steel or titanium bonus, nor for opponents', () => {
    let s = give(asCorp(startedGame(), 0, 'R24'), 0, { stock: { megacredits: 100 } });
    s = standardProject(s, 0, 'City', [space('r1c2')]);
    expect(s.players[0].production.steel).toBe(1);
    s = standardProject(s, 1, 'City', [space('r0c0')]);
    expect(s.players[0].production.steel).toBe(1);
  });

  it('R31 Tharsis Republic: first action is a city; +1 M€ production per city on Mars, +3 M€ per own city', () => {
    let s = asCorp(startedGame(), 0, 'R31');
    expect(s.players[0].stock.megacredits).toBe(40);
    s.players[0].firstActionPending = true;
    s = firstAction(s, 0, [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'city', owner: 0 });
    expect(s.players[0].production.megacredits).toBe(1);
    expect(s.players[0].stock.megacredits).toBe(43);
    s = standardProject(s, 1, 'City', [space('r6c2')]);
    expect(s.players[0].production.megacredits).toBe(2);
    expect(s.players[0].stock.megacredits).toBe(43);
    s = playNow(s, 1, '021'); // opponent's off-map city: nothing
    expect(s.players[0].production.megacredits).toBe(2);
    s = playNow(give(s, 0, { stock: { megacredits: 20 } }), 0, '081'); // own off-map city: only the 3 M€
    expect(s.players[0].production.megacredits).toBe(2);
    expect(s.players[0].stock.megacredits).toBe(20 - 20 + 3);
  });

  it('R32 United Nations Mars Initiative: 40 M€; pay 3 M€ for +1 TR after your TR rose this generation', () => {
    let s = asCorp(startedGame(), 0, 'R32');
    expect(s.players[0].stock.megacredits).toBe(40);
    s = playNow(s, 0, '036'); // +2 TR
    expect(actionUsable(s, 0, 'R32')).toBe(true);
    s = useNow(s, 0, 'R32');
    expect(s.players[0].tr).toBe(23);
    expect(s.players[0].stock.megacredits).toBe(40 - 14 - 3);
  });

  it('R32 United Nations Mars Initiative: not usable before your TR rose this generation', () => {
    const s = asCorp(startedGame(), 0, 'R32');
    expect(actionUsable(s, 0, 'R32')).toBe(false);
  });

  it('R43 Inventrix: 45 M€, first action draws 3 cards, 2 steps of leeway on global requirements', () => {
    let s = asCorp(startedGame(), 0, 'R43');
    expect(s.players[0].stock.megacredits).toBe(45);
    s.players[0].firstActionPending = true;
    s = firstAction(s, 0);
    expect(s.players[0].hand).toHaveLength(3);
    expect(promptOf(s, 0)?.kind).toBe('action');
    expect(whyNot(params(s, { oxygen: 0 }), 0, '018')).toBeNull(); // needs 2%
    expect(whyNot(params(s, { oxygen: 7 }), 0, '001')).toBeNull(); // at most 5%
  });

  it('R03 Saturn Systems: 42 M€, 1 titanium and 1 M€ production; +1 M€ production per Jovian tag anyone plays', () => {
    let s = asCorp(startedGame(), 0, 'R03');
    expect(s.players[0].stock.megacredits).toBe(42);
    expect(s.players[0].production).toMatchObject({ titanium: 1, megacredits: 1 });
    s = playNow(s, 1, '040');
    expect(s.players[0].production.megacredits).toBe(2);
    s = playNow(give(s, 0, { stock: { megacredits: 50 } }), 0, '057');
    expect(s.players[0].production.megacredits).toBe(3);
    s = playNow(s, 0, '141');
    expect(s.players[0].production.megacredits).toBe(3);
  });

  it('R30 Teractor: 60 M€; Earth cards 3 M€ cheaper', () => {
    const s = asCorp(startedGame(), 0, 'R30');
    expect(s.players[0].stock.megacredits).toBe(60);
    expect(cost(s, 0, '068')).toBe(3);
    expect(cost(s, 0, '141')).toBe(4);
  });

  it('corporation tags count toward tag-based effects (Teractor\'s Earth tag for Cartel)', () => {
    const s = playNow(asCorp(startedGame(), 0, 'R30'), 0, '137');
    expect(s.players[0].production.megacredits).toBe(2);
  });
});
