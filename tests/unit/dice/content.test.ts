// The content itself: enough of it, unique, labelled, and corporations/bonus cards doing what they say.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/dice';
import { keepLimit, productionOf } from '../../../src/engine/dice/cards/catalogue';
import { BONUS_CARDS } from '../../../src/engine/dice/data/bonusCards';
import { CORPORATIONS } from '../../../src/engine/dice/data/corporations';
import { PROJECT_CARDS } from '../../../src/engine/dice/data/projects';
import { act, buyVictoryFrom, newGame, setDice, startedGame, toMainAction } from './helpers';

describe('content', () => {
  it('has at least 60 project cards of all three colours, 8 corporations and labelled origins', () => {
    expect(PROJECT_CARDS.length).toBeGreaterThanOrEqual(60);
    for (const colour of ['green', 'red', 'blue']) expect(PROJECT_CARDS.filter((c) => c.colour === colour).length).toBeGreaterThanOrEqual(15);
    expect(CORPORATIONS).toHaveLength(8);
    const ids = [...PROJECT_CARDS, ...CORPORATIONS, ...BONUS_CARDS].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of [...PROJECT_CARDS, ...CORPORATIONS, ...BONUS_CARDS]) {
      expect(c.text.length).toBeGreaterThan(5);
      expect(c.origin).toMatch(/ours|published/);
    }
    expect(PROJECT_CARDS.filter((c) => c.origin === 'ours').length).toBeGreaterThan(50);
    for (const c of PROJECT_CARDS) {
      if (c.colour === 'green') expect(Object.keys(c.production ?? {}).length).toBeGreaterThan(0);
      expect(c.cost.length).toBeGreaterThan(0);
    }
  });
});

describe.each(CORPORATIONS)('corporation $name', (corp) => {
  it('gives its starting bonus and production', () => {
    let s = newGame(2, `corp-${corp.id}`);
    const seat = s.pending!.seat;
    s.players[seat].corporationOptions = [corp.id, CORPORATIONS.find((c) => c.id !== corp.id)!.id];
    const hand = s.players[seat].hand.length;
    s = act(s, { type: 'chooseCorporation', corporation: corp.id });
    s = act(s, legalMoves(s, 1 - seat)[0]);
    const p = s.players[seat];
    expect(productionOf(p)).toMatchObject(corp.production);
    let dice = Object.values(corp.production).reduce((a, b) => a + (b ?? 0), 0);
    for (const e of corp.start) {
      if ('wild' in e) expect(p.wild).toBe(e.wild);
      if ('vp' in e) expect(p.vp).toBe(e.vp);
      if ('draw' in e) expect(p.hand.length).toBe(hand + e.draw);
      if ('gain' in e) {
        dice += e.n ?? 1;
        expect(p.dice.filter((d) => d.face === e.gain).length).toBeGreaterThanOrEqual(e.n ?? 1);
      }
    }
    expect(p.dice).toHaveLength(dice);
  });
});

describe.each(BONUS_CARDS)('bonus card $name', (bonus) => {
  it('is played for free when taken', () => {
    const bought = buyVictoryFrom(4, [bonus.id], 2, `bonus-${bonus.id}`);
    const seat = bought.seat;
    let s = bought.state;
    const before = structuredClone(s.players[seat]);
    const params = s.temperature + s.oxygen + s.oceans;
    s = act(s, { type: 'chooseBonus', bonus: bonus.id });
    while (s.pending && s.pending.seat === seat && s.pending.kind !== 'turn') s = act(s, legalMoves(s, seat)[0]);
    const p = s.players[seat];
    expect(p.bonusCards).toEqual([bonus.id]);
    for (const e of bonus.effects) {
      if ('wild' in e) expect(p.wild).toBeGreaterThanOrEqual(before.wild + e.wild);
      if ('vp' in e) expect(p.vp).toBeGreaterThanOrEqual(before.vp + e.vp);
      if ('draw' in e) expect(p.hand.length).toBeGreaterThanOrEqual(before.hand.length + e.draw);
      if ('rollChoice' in e) expect(p.dice.length).toBe(before.dice.length + e.rollChoice);
      if ('place' in e) expect(Object.values(s.tiles).filter((t) => t.kind === e.place).length).toBe(1);
      if ('raise' in e) expect(s.temperature + s.oxygen + s.oceans).toBe(params + 1);
    }
    if (bonus.keepExtra) expect(keepLimit(p)).toBe(keepLimit(before) + bonus.keepExtra);
  });
});

describe('Developer', () => {
  it('gains 1 VP whenever its owner plays a green card', () => {
    const s = toMainAction(startedGame(2, 'developer'));
    const seat = s.current;
    s.players[seat].bonusCards = ['X01'];
    s.deck = s.deck.filter((c) => c !== 'G01');
    s.players.forEach((p) => (p.hand = p.hand.filter((c) => c !== 'G01')));
    s.players[seat].hand.push('G01');
    setDice(s, seat, ['plant', 'water', 'heat']);
    const after = act(s, { type: 'playCard', card: 'G01' });
    expect(after.players[seat].vp).toBe(s.players[seat].vp + 1);
  });
});
