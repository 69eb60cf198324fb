// Each standard project, and the once-per-generation limit marked by the player cube.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/tiny';
import { act, city, promptOf, refused, scene } from './harness';

const use = (project: 'sellPatent' | 'foundCity' | 'importWater' | 'greenhouses' | 'energyFarms') => ({ type: 'standard' as const, project });

describe('TINYforming Mars standard projects', () => {
  it('Sell Patent takes 1 credit from the supply', () => {
    const s = act(scene({ mine: [], credits: [3, 3] }), 0, use('sellPatent'));
    expect(s.players[0].credits).toBe(4);
    expect(s.supply.credits).toBe(3);
    expect(s.players[0].usedStandard).toBe(true);
  });

  it('Sell Patent is refused when the credit supply is empty', () => {
    const s = scene({ mine: [], credits: [5, 5] });
    expect(legalMoves(s, 0)).not.toContainEqual(use('sellPatent'));
    expect(refused(s, 0, use('sellPatent'))).toMatch(/credit supply is empty/);
  });

  it('Found City places a city for 2 credits with production and space tags, never next to a city', () => {
    let s = scene({ mine: ['aquifer-pumping'], hexes: { 6: city(1) } });
    s = act(s, 0, use('foundCity'));
    const p = promptOf(s);
    expect(p?.kind).toBe('city');
    if (p?.kind === 'city') {
      expect(p.placements.map((x) => x.to)).not.toContain(7);
      expect(p.placements.map((x) => x.to)).not.toContain(9);
    }
    expect(refused(s, 0, { type: 'city', from: null, to: 7 })).toMatch(/next to no city/);
    s = act(s, 0, { type: 'city', from: null, to: 13 });
    expect(s.hexes[13]).toEqual({ kind: 'city', owner: 0 });
    expect(s.players[0].credits).toBe(3);
  });

  it('Found City with two cities moves one of them', () => {
    let s = scene({ mine: ['aquifer-pumping'], hexes: { 1: city(0), 18: city(0) } });
    s = act(s, 0, use('foundCity'));
    const p = promptOf(s);
    if (p?.kind !== 'city') throw new Error('expected a city prompt');
    expect(p.placements.every((x) => x.from === 1 || x.from === 18)).toBe(true);
    s = act(s, 0, { type: 'city', from: 18, to: 12 });
    expect(s.hexes[18]).toBeNull();
    expect(s.hexes[12]).toEqual({ kind: 'city', owner: 0 });
  });

  it('Import Water places a water for 3 credits with science and space tags', () => {
    let s = scene({ mine: ['geothermal-power'] });
    s = act(act(s, 0, use('importWater')), 0, { type: 'hex', hex: 3 });
    expect(s.hexes[3]).toEqual({ kind: 'water' });
    expect(s.players[0].credits).toBe(2);
    expect(s.players[0].tokens.science).toBe(1);
  });

  it('Greenhouses places a greenery with production and 2 nature tags', () => {
    let s = scene({ mine: ['fusion-power', 'comet'] });
    s = act(act(s, 0, use('greenhouses')), 0, { type: 'hex', hex: 5 });
    expect(s.hexes[5]).toEqual({ kind: 'greenery' });
    expect(s.supply.greenery).toBe(6);
  });

  it('Energy Farms gives a heat, a token standing in for the missing science tag', () => {
    let s = scene({ mine: ['bushes'], tokens: { science: 1 } });
    s = act(s, 0, use('energyFarms'));
    expect(s.players[0].heat).toBe(1);
    expect(s.players[0].tokens.science).toBe(0);
  });

  it('Energy Farms without the tags is refused with the tags it needs', () => {
    expect(refused(scene({ mine: ['bushes'] }), 0, use('energyFarms'))).toMatch(/needs 1 Energy and 1 Science/);
  });

  it('only one standard project per generation', () => {
    let s = scene({ mine: ['ghg-factories'], credits: [3, 3] });
    s = act(s, 0, use('sellPatent'));
    s = act(s, 1, { type: 'pass' });
    expect(refused(s, 0, use('energyFarms'))).toMatch(/already used your standard project/);
  });
});
