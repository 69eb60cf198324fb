import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/dice';
import { AREAS, areaBonus, neighbours } from '../../../src/engine/dice/data/board';
import { OXYGEN, TEMPERATURE } from '../../../src/engine/dice/data/parameters';
import { legalAreas } from '../../../src/engine/dice/terraform';
import { act, refused, setDice, startedGame, toMainAction } from './helpers';

const plainLand = AREAS.filter((a) => a.kind === 'land' && !a.special && areaBonus('A', a.id).length === 0);

describe('board', () => {
  it('has 37 areas, 10 ocean areas for 7 ocean tiles, 3 special areas and 3 VP areas, with symmetric adjacency', () => {
    expect(AREAS).toHaveLength(37);
    expect(AREAS.filter((a) => a.kind === 'ocean')).toHaveLength(10);
    expect(AREAS.filter((a) => a.special)).toHaveLength(3);
    expect(AREAS.filter((a) => a.vpBonus)).toHaveLength(3);
    for (const a of AREAS) for (const n of neighbours(a.id)) expect(neighbours(n)).toContain(a.id);
    expect(neighbours('d3').sort()).toEqual(['c2', 'c3', 'd2', 'd4', 'e2', 'e3']);
  });
});

describe('tiles', () => {
  it('an ocean goes only on an ocean area and scores 2 VP', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    setDice(s, seat, ['water', 'water', 'water']);
    s = act(s, { type: 'standard', project: 'ocean' });
    expect(s.pending?.kind).toBe('place');
    expect(refused(s, seat, { type: 'place', area: plainLand[0].id })).toMatch(/not a legal area/);
    const area = 'c3'; // an ocean area without a bonus on side A
    const vp = s.players[seat].vp;
    s = act(s, { type: 'place', area });
    expect(s.tiles[area]).toEqual({ kind: 'ocean', owner: seat });
    expect(s.players[seat].vp).toBe(vp + 2);
  });

  it('a city may not touch another city; it scores 2 VP plus 1 per adjacent greenery', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    s.tiles.d2 = { kind: 'city', owner: 1 - seat };
    s.tiles.c1 = { kind: 'greenery', owner: 1 - seat };
    s.tiles.e1 = { kind: 'greenery', owner: 1 - seat };
    expect(legalAreas(s, 'city')).not.toContain('e1');
    expect(legalAreas(s, 'city')).not.toContain('c2');
    expect(legalAreas(s, 'city')).toContain('d4');
    setDice(s, seat, ['city', 'city', 'city']);
    s = act(s, { type: 'standard', project: 'city' });
    expect(legalMoves(s, seat)).not.toContainEqual({ type: 'place', area: 'e1' });
    s = act(s, { type: 'place', area: 'd4' }); // no neighbouring greenery; its bonus is a yellow die
    expect(s.players[seat].vp).toBe(2);
    const s2 = toMainAction(startedGame());
    s2.tiles.c4 = { kind: 'greenery', owner: null };
    s2.tiles.e4 = { kind: 'greenery', owner: null };
    setDice(s2, s2.current, ['city', 'city', 'city']);
    let t = act(s2, { type: 'standard', project: 'city' });
    t = act(t, { type: 'place', area: 'd4' });
    expect(t.players[t.tiles.d4.owner as number].vp).toBe(2 + 2);
  });

  it('a greenery scores 1 VP per adjacent city and raises oxygen (2 VP)', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    s.tiles.c1 = { kind: 'city', owner: null };
    setDice(s, seat, ['plant', 'plant', 'plant', 'plant']);
    s = act(s, { type: 'standard', project: 'greenery' });
    s = act(s, { type: 'place', area: 'c2' }); // next to c1, no bonus on side A
    expect(s.oxygen).toBe(1);
    expect(s.players[seat].vp).toBe(1 + 2);
    expect(s.players[seat].placed.greenery).toBe(1);
  });

  it('an area bonus is gained on placement', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    setDice(s, seat, ['plant', 'plant', 'plant', 'plant']);
    s = act(s, { type: 'standard', project: 'greenery' });
    const wild = s.players[seat].wild;
    s = act(s, { type: 'place', area: 'c0' }); // side A: +1 wild token
    expect(s.players[seat].wild).toBe(wild + 1);
  });
});

describe('parameters', () => {
  it('temperature climbs 4 °C a step from -32 with bonuses at -24, -16 and 0 °C', () => {
    expect(TEMPERATURE.label(0)).toBe(-32);
    expect(TEMPERATURE.label(2)).toBe(-24);
    expect(Object.keys(TEMPERATURE.bonuses).map(Number).map(TEMPERATURE.label)).toEqual([-24, -16, 0]);
    let s = toMainAction(startedGame());
    const seat = s.current;
    s.temperature = 1;
    setDice(s, seat, ['heat', 'heat', 'heat']);
    s = act(s, { type: 'standard', project: 'temperature' });
    expect(s.temperature).toBe(2);
    // The -24 °C bonus: a heat.
    expect(s.players[seat].dice.map((d) => d.face)).toContain('heat');
  });

  it('oxygen bonus at 6 % raises the temperature too', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    s.oxygen = 5;
    setDice(s, seat, ['oxygen', 'energy']);
    s.players[seat].hand.push(...s.deck.splice(s.deck.indexOf('R12'), 1));
    s = act(s, { type: 'playCard', card: 'R12' });
    expect(s.oxygen).toBe(6);
    expect(s.temperature).toBe(1);
    expect(s.players[seat].vp).toBe(4);
    expect(OXYGEN.label(OXYGEN.steps)).toBe(8);
    expect(TEMPERATURE.label(TEMPERATURE.steps)).toBe(0);
  });

  it('raising a complete parameter still scores 1 VP', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    s.temperature = TEMPERATURE.steps;
    setDice(s, seat, ['heat', 'heat', 'heat']);
    s = act(s, { type: 'standard', project: 'temperature' });
    expect(s.temperature).toBe(TEMPERATURE.steps);
    expect(s.players[seat].vp).toBe(1);
  });

  it('an ocean after all 7 are placed scores 1 VP and places no tile', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    const oceans = AREAS.filter((a) => a.kind === 'ocean').slice(0, 7);
    for (const a of oceans) s.tiles[a.id] = { kind: 'ocean', owner: null };
    s.oceans = 7;
    setDice(s, seat, ['water', 'water', 'water']);
    s = act(s, { type: 'standard', project: 'ocean' });
    expect(s.oceans).toBe(7);
    expect(s.players[seat].vp).toBe(1);
  });
});
