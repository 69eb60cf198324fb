// One test (at least) per project, each asserting its real effect on the game.
import { describe, expect, it } from 'vitest';
import { act, canPlay, city, G, H, hexPrompt, promptOf, refused, scene, W } from './harness';

const play = (project: string) => ({ type: 'project' as const, project });

describe('TINYforming Mars projects', () => {
  it('Ice Cap Melting puts a water on any vacant hex of the southern rows, land included', () => {
    let s = scene({ mine: ['ice-cap-melting', 'bushes', 'ice-asteroid'], heat: [5, 0] });
    s = act(s, 0, play('ice-cap-melting'));
    expect(hexPrompt(s).every((h) => h >= 13)).toBe(true);
    expect(hexPrompt(s)).toContain(13);
    s = act(s, 0, { type: 'hex', hex: 13 });
    expect(s.hexes[13]).toEqual({ kind: 'water' });
    expect(s.supply.water).toBe(3);
    expect(s.players[0].credits).toBe(2);
  });

  it('Ice Cap Melting needs 5 heat in play', () => {
    const s = scene({ mine: ['ice-cap-melting', 'bushes', 'ice-asteroid'], heat: [2, 2] });
    expect(refused(s, 0, play('ice-cap-melting'))).toMatch(/needs 5 heat cubes in play, there are 4/);
  });

  it('Power Grid gives a heat and 1 credit per city on Mars', () => {
    let s = scene({ mine: ['power-grid', 'bushes', 'grass'], hexes: { 5: city(0), 12: city(1) } });
    s = act(s, 0, play('power-grid'));
    expect(s.players[0].heat).toBe(1);
    expect(s.players[0].credits).toBe(0 + 2);
    expect(s.table[0].credit[s.table[0].facing.indexOf(0)]).toBe(true);
  });

  it('Artificial Lake places a water only next to a city, and the hex icon gives its token', () => {
    let s = scene({ mine: ['artificial-lake', 'lichen'], heat: [4, 0], hexes: { 4: city(0) } });
    s = act(s, 0, play('artificial-lake'));
    expect(hexPrompt(s)).toEqual([9]);
    s = act(s, 0, { type: 'hex', hex: 9 });
    expect(s.hexes[9]).toEqual({ kind: 'water' });
    expect(s.players[0].tokens.nature).toBe(1);
    expect(s.supply.tokens.nature).toBe(1);
  });

  it('Solar Power costs 1 less per own city on the centre rows', () => {
    let s = scene({ mine: ['solar-power', 'lava-flows'], hexes: { 5: city(0), 12: city(0) } });
    s = act(s, 0, play('solar-power'));
    expect(s.players[0].credits).toBe(4);
    expect(s.players[0].heat).toBe(1);
  });

  it('Water from Europa costs 1 less per space tag beyond one, and water next to water pays 1 credit each', () => {
    let s = scene({ mine: ['water-from-europa', 'research-outpost', 'trees'], credits: [5, 2], hexes: { 15: W } });
    s = act(s, 0, play('water-from-europa'));
    expect(s.players[0].credits).toBe(5 - 1);
    s = act(s, 0, { type: 'hex', hex: 16 });
    expect(s.players[0].credits).toBe(5 - 1 + 1);
    expect(s.players[0].tokens).toEqual({ nature: 0, production: 0, science: 0 });
  });

  it('Lava Flows puts a heat cube on a vacant land hex', () => {
    let s = scene({ mine: ['lava-flows', 'bushes', 'solar-power'] });
    s = act(s, 0, play('lava-flows'));
    expect(hexPrompt(s)).not.toContain(9);
    s = act(s, 0, { type: 'hex', hex: 2 });
    expect(s.hexes[2]).toEqual({ kind: 'heat' });
    expect(s.supply.heat).toBe(10);
    expect(s.players[0].heat).toBe(0);
  });

  it('Ice Asteroid sends one greenery next to the new water back to the supply', () => {
    let s = scene({ mine: ['ice-asteroid', 'trees'], hexes: { 14: G, 6: G } });
    s = act(s, 0, play('ice-asteroid'));
    s = act(s, 0, { type: 'hex', hex: 15 });
    expect(hexPrompt(s)).toEqual([14]);
    expect(refused(s, 0, { type: 'skip' })).toMatch(/not optional/);
    s = act(s, 0, { type: 'hex', hex: 14 });
    expect(s.hexes[14]).toBeNull();
    expect(s.hexes[6]).toEqual({ kind: 'greenery' });
    expect(s.supply.greenery).toBe(6);
  });

  it('Fusion Power gives a heat and a token of the player\'s choice', () => {
    let s = scene({ mine: ['fusion-power', 'algae'] });
    s = act(s, 0, play('fusion-power'));
    expect(promptOf(s)).toMatchObject({ kind: 'token', tokens: ['nature', 'production', 'science'] });
    s = act(s, 0, { type: 'token', token: 'production' });
    expect(s.players[0].heat).toBe(1);
    expect(s.players[0].tokens.production).toBe(1);
    expect(s.supply.tokens.production).toBe(0);
  });

  it('Asteroid Mining pays 1 credit per production and space tag on the player\'s projects', () => {
    let s = scene({ mine: ['asteroid-mining', 'grass', 'insects'], credits: [3, 2] });
    s = act(s, 0, play('asteroid-mining'));
    expect(s.players[0].credits).toBe(3 - 1 + 3);
  });

  it('GHG Factories costs 1 less per production tag beyond two', () => {
    let s = scene({ mine: ['ghg-factories', 'lichen', 'moss'] });
    s = act(s, 0, play('ghg-factories'));
    expect(s.players[0].credits).toBe(4);
    expect(s.players[0].heat).toBe(1);
  });

  it('Grass places a greenery next to a city, counting the opponent\'s heat for its requirement', () => {
    let s = scene({ mine: ['grass', 'artificial-lake', 'power-grid'], heat: [0, 3], hexes: { 6: city(1) } });
    s = act(s, 0, play('grass'));
    expect(hexPrompt(s)).toEqual([2, 5, 7, 11]);
    s = act(s, 0, { type: 'hex', hex: 7 });
    expect(s.hexes[7]).toEqual({ kind: 'greenery' });
  });

  it('Geothermal Power costs 1 less per two heat the player holds', () => {
    let s = scene({ mine: ['geothermal-power', 'lichen', 'comet'], heat: [4, 0] });
    s = act(s, 0, play('geothermal-power'));
    expect(s.players[0].credits).toBe(4);
    expect(s.players[0].heat).toBe(5);
  });

  it('Windmills costs 1 less per vacant hex next to the player\'s cities, at least 1', () => {
    const open = scene({ mine: ['windmills', 'bushes'], hexes: { 1: city(0) } });
    expect(act(open, 0, play('windmills')).players[0].credits).toBe(4);
    const crowded = scene({ mine: ['windmills', 'bushes'], hexes: { 1: city(0), 2: G } });
    expect(act(crowded, 0, play('windmills')).players[0].credits).toBe(3);
  });

  it('Research Outpost places a city and, far from every cube, a token of choice', () => {
    let s = scene({ mine: ['research-outpost', 'lava-flows'], hexes: { 11: city(1) } });
    s = act(s, 0, play('research-outpost'));
    s = act(s, 0, { type: 'city', from: null, to: 18 });
    expect(s.hexes[18]).toEqual({ kind: 'city', owner: 0 });
    s = act(s, 0, { type: 'token', token: 'science' });
    expect(s.players[0].tokens.science).toBe(1);
  });

  it('Research Outpost can move a city; next to a cube it gives no token', () => {
    let s = scene({ mine: ['research-outpost', 'lava-flows'], hexes: { 1: city(0), 13: city(0), 6: G } });
    s = act(s, 0, play('research-outpost'));
    expect(refused(s, 0, { type: 'city', from: null, to: 7 })).toMatch(/new city/);
    s = act(s, 0, { type: 'city', from: 1, to: 7 });
    expect(s.hexes[1]).toBeNull();
    expect(s.hexes[7]).toEqual({ kind: 'city', owner: 0 });
    expect(promptOf(s, 1)?.kind).toBe('action');
  });

  it('Lichen places a greenery away from every city', () => {
    let s = scene({ mine: ['lichen', 'comet'], heat: [2, 0], hexes: { 6: city(0) } });
    s = act(s, 0, play('lichen'));
    for (const h of [2, 5, 7, 11]) expect(hexPrompt(s)).not.toContain(h);
    s = act(s, 0, { type: 'hex', hex: 13 });
    expect(s.hexes[13]).toEqual({ kind: 'greenery' });
  });

  it('Great Dam needs 2 water on Mars and costs 1 less per water beyond two', () => {
    expect(refused(scene({ mine: ['great-dam', 'fusion-power'], hexes: { 9: W } }), 0, play('great-dam'))).toMatch(/needs 2 water/);
    const s = act(scene({ mine: ['great-dam', 'fusion-power'], hexes: { 9: W, 10: W, 15: W } }), 0, play('great-dam'));
    expect(s.players[0].credits).toBe(3);
    expect(s.players[0].heat).toBe(1);
  });

  it('Trees places a greenery next to at least two greeneries', () => {
    let s = scene({ mine: ['trees', 'power-grid'], heat: [5, 0], hexes: { 13: G, 18: G } });
    s = act(s, 0, play('trees'));
    expect(hexPrompt(s)).toEqual([14, 17]);
    s = act(s, 0, { type: 'hex', hex: 17 });
    expect(s.supply.greenery).toBe(4);
  });

  it('Nuclear Power costs 1 less per energy tag', () => {
    const s = act(scene({ mine: ['nuclear-power', 'lava-flows', 'bushes'] }), 0, play('nuclear-power'));
    expect(s.players[0].credits).toBe(4);
  });

  it('Algae places a greenery next to a water', () => {
    let s = scene({ mine: ['algae', 'asteroid-mining'], hexes: { 3: W, 16: W } });
    s = act(s, 0, play('algae'));
    expect(hexPrompt(s)).toEqual([2, 6, 7, 11, 12, 19]);
  });

  it('Comet gives a heat, then with 5 heat an optional water', () => {
    let s = scene({ mine: ['comet', 'research-outpost'], heat: [4, 0] });
    s = act(s, 0, play('comet'));
    expect(promptOf(s)).toMatchObject({ kind: 'hex', optional: true, purpose: 'water' });
    s = act(s, 0, { type: 'hex', hex: 3 });
    expect(s.players[0].heat).toBe(5);
    expect(s.hexes[3]).toEqual({ kind: 'water' });
    expect(s.players[0].tokens.science).toBe(1);
  });

  it('Comet below 5 heat offers no water and ends the turn', () => {
    const s = act(scene({ mine: ['comet', 'research-outpost'] }), 0, play('comet'));
    expect(s.players[0].heat).toBe(1);
    expect(s.pending).toEqual({ kind: 'action', seat: 1 });
  });

  it('Moss pays 1 credit per water next to its greenery', () => {
    let s = scene({ mine: ['moss', 'comet'], hexes: { 9: W, 10: W } });
    s = act(s, 0, play('moss'));
    s = act(s, 0, { type: 'hex', hex: 5 });
    expect(s.players[0].credits).toBe(5 - 4 + 2);
  });

  it('Aquifer Pumping pays 2 credits for a water touching no other water', () => {
    let s = scene({ mine: ['aquifer-pumping', 'asteroid-mining'] });
    s = act(act(s, 0, play('aquifer-pumping')), 0, { type: 'hex', hex: 3 });
    expect(s.players[0].credits).toBe(1 + 2);
    let t = scene({ mine: ['aquifer-pumping', 'asteroid-mining'], hexes: { 15: W } });
    t = act(act(t, 0, play('aquifer-pumping')), 0, { type: 'hex', hex: 16 });
    expect(t.players[0].credits).toBe(1 + 1);
  });

  it('Bushes costs 1 less per greenery next to the player\'s cities', () => {
    const s = act(scene({ mine: ['bushes', 'comet'], heat: [4, 0], hexes: { 1: city(0), 2: G, 4: G } }), 0, play('bushes'));
    expect(s.players[0].credits).toBe(2);
  });

  it('Methane from Titan may buy a second heat for 2 credits with a second space tag', () => {
    let s = scene({ mine: ['methane-from-titan', 'aquifer-pumping', 'trees'] });
    s = act(s, 0, play('methane-from-titan'));
    expect(promptOf(s)?.kind).toBe('option');
    s = act(s, 0, { type: 'option', index: 0 });
    expect(s.players[0].heat).toBe(2);
    expect(s.players[0].credits).toBe(1);
  });

  it('Methane from Titan with a single space tag gives just one heat', () => {
    const s = act(scene({ mine: ['methane-from-titan', 'aquifer-pumping'] }), 0, play('methane-from-titan'));
    expect(s.players[0].heat).toBe(1);
    expect(s.pending?.seat).toBe(1);
  });

  it('Protected Valley puts a greenery on a hex reserved for water', () => {
    let s = scene({ mine: ['protected-valley', 'comet'], heat: [2, 0] });
    s = act(s, 0, play('protected-valley'));
    expect(hexPrompt(s)).toEqual([3, 9, 10, 15, 16]);
    s = act(s, 0, { type: 'hex', hex: 9 });
    expect(s.hexes[9]).toEqual({ kind: 'greenery' });
    expect(s.players[0].tokens.nature).toBe(1);
  });

  it('Asteroid gives a heat and may send any greenery back', () => {
    let s = scene({ mine: ['asteroid', 'research-outpost'], hexes: { 5: G } });
    s = act(s, 0, play('asteroid'));
    s = act(s, 0, { type: 'hex', hex: 5 });
    expect(s.hexes[5]).toBeNull();
    expect(s.players[0].heat).toBe(1);
    const kept = act(act(scene({ mine: ['asteroid', 'research-outpost'], hexes: { 5: G } }), 0, play('asteroid')), 0, { type: 'skip' });
    expect(kept.hexes[5]).toEqual({ kind: 'greenery' });
  });

  it('Insects needs 2 less heat per science tag beyond one', () => {
    expect(refused(scene({ mine: ['insects', 'algae', 'artificial-lake'], heat: [3, 0] }), 0, play('insects'))).toMatch(/needs 4 heat/);
    let s = scene({ mine: ['insects', 'algae', 'artificial-lake'], heat: [4, 0] });
    s = act(act(s, 0, play('insects')), 0, { type: 'hex', hex: 13 });
    expect(s.hexes[13]).toEqual({ kind: 'greenery' });
  });

  it('Subterranean Reservoir costs 1 less per nature tag beyond one', () => {
    let s = scene({ mine: ['subterranean-reservoir', 'power-grid', 'artificial-lake'] });
    s = act(act(s, 0, play('subterranean-reservoir')), 0, { type: 'hex', hex: 10 });
    expect(s.players[0].credits).toBe(4);
    expect(s.hexes[10]).toEqual({ kind: 'water' });
    expect(s.players[0].tokens.production).toBe(1);
  });

  it('a project cannot be used twice in a generation', () => {
    let s = scene({ mine: ['fusion-power', 'algae'], credits: [5, 0] });
    s = act(act(s, 0, play('fusion-power')), 0, { type: 'token', token: 'nature' });
    s = act(s, 1, { type: 'pass' });
    expect(canPlay(s, 'fusion-power')).toBe(false);
    expect(refused(s, 0, play('fusion-power'))).toMatch(/already used/);
  });

  it('a project with no cube left in the supply cannot be carried out', () => {
    const s = scene({ mine: ['fusion-power', 'algae'], supply: { heat: 0 }, heat: [0, 0], hexes: { 2: H } });
    expect(refused(s, 0, play('fusion-power'))).toMatch(/no heat cube/);
  });

  it('a missing tag is covered by spending a matching token', () => {
    let s = scene({ mine: ['fusion-power', 'lava-flows'], tokens: { science: 1 } });
    s = act(s, 0, play('fusion-power'));
    expect(s.players[0].tokens.science).toBe(0);
    expect(s.supply.tokens.science).toBe(1);
  });
});
