// The optional intense rule: a heat tied to the 4th greenery, a water tied to the 8th heat.
import { describe, expect, it } from 'vitest';
import { act, G, hexPrompt, scene } from './harness';

describe('TINYforming Mars intense rule', () => {
  it('placing the 4th greenery also gives the heat cube tied to it', () => {
    let s = scene({ mine: ['fusion-power', 'comet'], intense: true, hexes: { 2: G, 4: G, 6: G } });
    expect(s.supply.greenery).toBe(4);
    s = act(act(s, 0, { type: 'standard', project: 'greenhouses' }), 0, { type: 'hex', hex: 13 });
    expect(s.players[0].heat).toBe(1);
    expect(s.intense?.heatWithGreenery).toBe(false);
  });

  it('gaining the 8th heat of the line also places the water tied to it', () => {
    // 11 heat: 1 tied to the greenery line, 10 in the heat line; 7 gone leaves 3 in the line.
    let s = scene({ mine: ['ghg-factories'], intense: true, heat: [4, 3] });
    expect(s.supply.heat).toBe(4);
    s = act(s, 0, { type: 'standard', project: 'energyFarms' });
    expect(hexPrompt(s)).toEqual([3, 9, 10, 15, 16]);
    s = act(s, 0, { type: 'hex', hex: 16 });
    expect(s.hexes[16]).toEqual({ kind: 'water' });
    expect(s.players[0].heat).toBe(5);
    expect(s.intense?.waterWithHeat).toBe(false);
  });

  it('the tied water used by a project when its own line is empty loses its bonus', () => {
    let s = scene({ mine: ['geothermal-power'], intense: true, supply: { water: 1 } });
    s.supply.water = 1;
    s = act(act(s, 0, { type: 'standard', project: 'importWater' }), 0, { type: 'hex', hex: 3 });
    expect(s.supply.water).toBe(0);
    expect(s.intense?.waterWithHeat).toBe(false);
  });

  it('without the rule the 4th greenery gives nothing more', () => {
    let s = scene({ mine: ['fusion-power', 'comet'], hexes: { 2: G, 4: G, 6: G } });
    s = act(act(s, 0, { type: 'standard', project: 'greenhouses' }), 0, { type: 'hex', hex: 13 });
    expect(s.players[0].heat).toBe(0);
  });
});
