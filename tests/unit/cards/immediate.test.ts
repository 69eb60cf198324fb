// Cards whose whole effect is immediate (production, stock, TR, global parameters, drawing): each is
// played from a known state and every production, stock, TR and parameter change is checked — nothing
// more, nothing less.
import { describe, expect, it } from 'vitest';
import { RESOURCES, type CardId, type Parameter, type Resource } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import type { TmState } from '../../../src/engine/tm';
import { cardPaymentRules } from '../../../src/engine/tm/payment';
import { give, params, playNow, startedGame, tiles, turnTo, whyNot } from './cardKit';

type Delta = Partial<Record<Resource, number>>;
interface Spec {
  setup?: (s: TmState) => TmState;
  answers?: Move[];
  production?: Delta;
  /** Stock change not counting what the card itself cost. */
  stock?: Delta;
  tr?: number;
  params?: Partial<Record<Parameter, number>>;
  /** Cards drawn. */
  drawn?: number;
}

const mine = (...ids: CardId[]) => (s: TmState) => give(s, 0, { cardsInPlay: ids });
const theirs = (...ids: CardId[]) => (s: TmState) => give(s, 1, { cardsInPlay: ids });
const prod = (p: Delta) => (s: TmState) => give(s, 0, { production: p });
const stock = (p: Delta) => (s: TmState) => give(s, 0, { stock: p });
const at = (p: Partial<Record<Parameter, number>>) => (s: TmState) => params(s, p);
const all = (...fs: ((s: TmState) => TmState)[]) => (s: TmState) => fs.reduce((acc, f) => f(acc), s);
const pickPlayer = (player: number): Move => ({ type: 'player', player });
const pickOption = (index: number): Move => ({ type: 'option', index });

const SPECS: [CardId, string, Spec][] = [
  ['001', 'Colonizer Training Camp: VP only', {}],
  ['002', 'Asteroid Mining Consortium: loss falls on yourself when nobody else has titanium production', { setup: prod({ titanium: 1 }), production: {} }],
  ['003', 'Deep Well Heating', { production: { energy: 1 }, tr: 1, params: { temperature: -28 } }],
  ['004', 'Cloud Seeding (own heat production is the only target)', { setup: all(at({ oceans: 3 }), prod({ heat: 1 })), production: { megacredits: -1, heat: -1, plants: 2 } }],
  ['009', 'Asteroid (nobody has plants: no removal prompt)', { stock: { titanium: 2 }, tr: 1, params: { temperature: -28 } }],
  ['011', 'Big Asteroid', { stock: { titanium: 4 }, tr: 2, params: { temperature: -26 } }],
  ['018', 'Methane From Titan', { setup: at({ oxygen: 2 }), production: { heat: 2, plants: 2 } }],
  ['027', 'Interstellar Colony Ship: VP only', { setup: mine('090', '114', '077', '005') }],
  ['030', 'Lunar Beam', { production: { megacredits: -2, heat: 2, energy: 2 } }],
  ['036', 'Release of Inert Gases', { tr: 2 }],
  ['037', 'Nitrogen-Rich Asteroid (fewer than 3 plant tags)', { production: { plants: 1 }, tr: 3, params: { temperature: -28 } }],
  ['039', 'Deimos Down (reaching -24 °C gives the track\'s heat production bonus)', { stock: { steel: 4 }, production: { heat: 1 }, tr: 3, params: { temperature: -24 } }],
  ['040', 'Asteroid Mining', { production: { titanium: 2 } }],
  ['041', 'Food Factory', { setup: prod({ plants: 1 }), production: { plants: -1, megacredits: 4 } }],
  ['042', 'ArchaeBacteria', { production: { plants: 1 } }],
  ['043', 'Carbonate Processing', { setup: prod({ energy: 1 }), production: { energy: -1, heat: 3 } }],
  ['045', 'Nuclear Power', { production: { megacredits: -2, energy: 3 } }],
  ['046', 'Lightning Harvest', { setup: mine('090', '114'), production: { energy: 1, megacredits: 1 } }],
  ['047', 'Algae', { setup: at({ oceans: 5 }), production: { plants: 2 }, stock: { plants: 1 } }],
  ['048', 'Adapted Lichen', { production: { plants: 1 } }],
  ['051', 'Miranda Resort: 1 M€ production per Earth tag', { setup: mine('068', '106'), production: { megacredits: 2 } }],
  ['055', 'Kelp Farming', { setup: at({ oceans: 6 }), production: { megacredits: 2, plants: 3 }, stock: { plants: 2 } }],
  ['056', 'Mine', { production: { steel: 1 } }],
  ['057', 'Vesta Shipyard', { production: { titanium: 1 } }],
  ['058', 'Beam From A Thorium Asteroid', { setup: mine('040'), production: { heat: 3, energy: 3 } }],
  ['060', 'Trees', { setup: at({ temperature: -4 }), production: { plants: 3 }, stock: { plants: 1 } }],
  ['061', 'Great Escarpment Consortium: own loss when alone, net 0', { setup: prod({ steel: 1 }), production: {} }],
  ['062', 'Mineral Deposit', { stock: { steel: 5 } }],
  ['063', 'Mining Expedition', { stock: { steel: 2 }, tr: 1, params: { oxygen: 1 } }],
  ['065', 'Building Industries', { setup: prod({ energy: 1 }), production: { energy: -1, steel: 2 } }],
  ['068', 'Sponsors', { production: { megacredits: 2 } }],
  ['082', 'Callisto Penal Mines', { production: { megacredits: 3 } }],
  ['083', 'Giant Space Mirror', { production: { energy: 3 } }],
  ['084', 'Trans-Neptune Probe: VP only', {}],
  ['087', 'Grass', { setup: at({ temperature: -16 }), production: { plants: 1 }, stock: { plants: 3 } }],
  ['088', 'Heather', { setup: at({ temperature: -14 }), production: { plants: 1 }, stock: { plants: 1 } }],
  ['089', 'Peroxide Power', { production: { megacredits: -1, energy: 2 } }],
  ['090', 'Research', { drawn: 2 }],
  ['091', 'Gene Repair', { setup: mine('090', '114'), production: { megacredits: 2 } }],
  ['092', 'Io Mining Industries', { production: { titanium: 2, megacredits: 2 } }],
  ['093', 'Bushes', { setup: at({ temperature: -10 }), production: { plants: 2 }, stock: { plants: 2 } }],
  ['094', 'Mass Converter', { setup: mine('090', '114', '077', '005'), production: { energy: 6 } }],
  ['096', 'Greenhouses: 1 plant per city in play, off-map included', {
    setup: (s) => tiles(s, [['r0c2', 'city', 0], ['r2c4', 'city', 1], ['phobos', 'city', 1]]), stock: { plants: 3 },
  }],
  ['098', 'Tropical Resort', { setup: prod({ heat: 2 }), production: { heat: -2, megacredits: 3 } }],
  ['099', 'Toll Station: counts only opponents\' space tags', { setup: all(theirs('040', '057'), mine('083')), production: { megacredits: 2 } }],
  ['100', 'Fueled Generators', { production: { megacredits: -1, energy: 1 } }],
  ['102', 'Power Grid: counts its own power tag', { setup: mine('141'), production: { energy: 2 } }],
  ['106', 'Acquired Company', { production: { megacredits: 3 } }],
  ['107', 'Media Archives: 1 M€ per event played by anyone', { setup: all(mine('062'), theirs('009', '036')), stock: { megacredits: 3 } }],
  ['112', 'Bribed Committee', { tr: 2 }],
  ['113', 'Solar Power', { production: { energy: 1 } }],
  ['114', 'Breathing Filters: VP only', { setup: at({ oxygen: 7 }) }],
  ['115', 'Artificial Photosynthesis: the energy option', { answers: [pickOption(1)], production: { energy: 2 } }],
  ['117', 'Geothermal Power', { production: { energy: 2 } }],
  ['118', 'Farming', { setup: at({ temperature: 4 }), production: { megacredits: 2, plants: 2 }, stock: { plants: 2 } }],
  ['119', 'Dust Seals: VP only', {}],
  ['122', 'Moss: the plant is a cost', { setup: all(at({ oceans: 3 }), stock({ plants: 1 })), production: { plants: 1 }, stock: { plants: -1 } }],
  ['125', 'Hackers: the opponent loses, you gain', { setup: prod({ energy: 1 }), answers: [pickPlayer(1)], production: { energy: -1, megacredits: 2 } }],
  ['126', 'GHG Factories', { setup: prod({ energy: 1 }), production: { energy: -1, heat: 4 } }],
  ['129', 'Zeppelins: only cities on Mars count', {
    setup: all(at({ oxygen: 5 }), (s) => tiles(s, [['r0c2', 'city', 0], ['r2c4', 'city', 1], ['phobos', 'city', 1]])), production: { megacredits: 2 },
  }],
  ['130', 'Worms: 1 per 2 microbe tags, its own included', { setup: all(at({ oxygen: 4 }), mine('042')), production: { plants: 1 } }],
  ['132', 'Fusion Power', { setup: mine('141', '113'), production: { energy: 3 } }],
  ['135', 'Advanced Ecosystems: VP only', { setup: mine('048', '042', '184') }],
  ['136', 'Great Dam', { setup: at({ oceans: 4 }), production: { energy: 2 } }],
  ['137', 'Cartel: counts its own Earth tag', { setup: mine('068'), production: { megacredits: 2 } }],
  ['138', 'Strip Mine', { setup: prod({ energy: 2 }), production: { energy: -2, steel: 2, titanium: 1 }, tr: 2, params: { oxygen: 2 } }],
  ['139', 'Wave Power', { setup: at({ oceans: 3 }), production: { energy: 1 } }],
  ['141', 'Power Plant', { production: { energy: 1 } }],
  ['144', 'Titanium Mine', { production: { titanium: 1 } }],
  ['145', 'Tectonic Stress Power', { setup: mine('090'), production: { energy: 3 } }],
  ['146', 'Nitrophilic Moss', { setup: all(at({ oceans: 3 }), stock({ plants: 2 })), production: { plants: 2 }, stock: { plants: -2 } }],
  ['148', 'Insects: 1 per plant tag', { setup: all(at({ oxygen: 6 }), mine('048', '159')), production: { plants: 2 } }],
  ['151', 'Investment Loan', { production: { megacredits: -1 }, stock: { megacredits: 10 } }],
  ['152', 'Insulation: move 2 of 3 heat production', { setup: prod({ heat: 3 }), answers: [pickOption(1)], production: { heat: -2, megacredits: 2 } }],
  ['153', 'Adaptation Technology: nothing immediate', {}],
  ['155', 'Designed Microorganisms', { production: { plants: 2 } }],
  ['158', 'Industrial Microbes', { production: { energy: 1, steel: 1 } }],
  ['159', 'Lichen', { setup: at({ temperature: -24 }), production: { plants: 1 } }],
  ['160', 'Power Supply Consortium: take from the opponent', {
    setup: all(mine('141', '113'), (s) => give(s, 1, { production: { energy: 1 } })), answers: [pickPlayer(1)], production: { energy: 1 },
  }],
  ['162', 'Imported GHG', { production: { heat: 1 }, stock: { heat: 3 } }],
  ['164', 'Micro-Mills', { production: { heat: 1 } }],
  ['165', 'Magnetic Field Generators', { setup: prod({ energy: 4 }), production: { energy: -4, plants: 2 }, tr: 3 }],
  ['166', 'Shuttles', { setup: all(at({ oxygen: 5 }), prod({ energy: 1 })), production: { energy: -1, megacredits: 2 } }],
  ['167', 'Import of Advanced GHG', { production: { heat: 2 } }],
  ['168', 'Windmills', { setup: at({ oxygen: 7 }), production: { energy: 1 } }],
  ['169', 'Tundra Farming', { setup: at({ temperature: -6 }), production: { plants: 1, megacredits: 2 }, stock: { plants: 1 } }],
  ['171', 'Magnetic Field Dome', { setup: prod({ energy: 2 }), production: { energy: -2, plants: 1 }, tr: 1 }],
  ['175', 'Satellites: counts its own space tag', { setup: mine('040'), production: { megacredits: 2 } }],
  ['176', 'Noctis Farming', { setup: at({ temperature: -20 }), production: { megacredits: 1 }, stock: { plants: 2 } }],
  ['178', 'Heat Trappers: own heat production is the only target', { setup: prod({ heat: 2 }), production: { heat: -2, energy: 1 } }],
  ['179', 'Soil Factory', { setup: prod({ energy: 1 }), production: { energy: -1, plants: 1 } }],
  ['180', 'Fuel Factory', { setup: prod({ energy: 1 }), production: { energy: -1, titanium: 1, megacredits: 1 } }],
  ['183', 'Biomass Combustors: own plant production is the only target', { setup: all(at({ oxygen: 6 }), prod({ plants: 1 })), production: { plants: -1, energy: 2 } }],
  ['186', 'Rad-Suits', { setup: (s) => tiles(s, [['r0c2', 'city', 1], ['phobos', 'city', 1]]), production: { megacredits: 1 } }],
  ['189', 'Energy Saving: every city in play, off-map included', { setup: (s) => tiles(s, [['r0c2', 'city', 0], ['phobos', 'city', 1]]), production: { energy: 2 } }],
  ['196', 'Lagrange Observatory', { drawn: 1 }],
  ['197', 'Terraforming Ganymede: 1 TR per Jovian tag, its own included', { setup: mine('040'), tr: 2 }],
  ['198', 'Immigration Shuttles', { production: { megacredits: 5 } }],
  ['201', 'Energy Tapping: take from the opponent', { setup: (s) => give(s, 1, { production: { energy: 1 } }), answers: [pickPlayer(1)], production: { energy: 1 } }],
  ['203', 'Soletta', { production: { heat: 7 } }],
  ['204', 'Technology Demonstration', { drawn: 2 }],
  ['205', 'Rad-Chem Factory', { setup: prod({ energy: 1 }), production: { energy: -1 }, tr: 2 }],
  ['207', 'Medical Lab: 1 per 2 building tags, its own included', { setup: mine('056'), production: { megacredits: 1 } }],
  ['208', 'AI Central', { setup: all(mine('090', '114'), prod({ energy: 1 })), production: { energy: -1 } }],
];

describe('immediate effects', () => {
  it.each(SPECS)('%s %s', (id, _title, spec) => {
    let s = startedGame();
    if (spec.setup) s = spec.setup(s);
    s = give(turnTo(s, 0), 0, { hand: [id] });
    const cost = cardPaymentRules(s, 0, id).cost;
    const before = structuredClone(s);
    const after = playNow(s, 0, id, spec.answers ?? []);
    const p0 = before.players[0];
    const p1 = after.players[0];
    expect(p1.played.map((c) => c.id)).toContain(id);
    for (const r of RESOURCES) {
      expect(p1.production[r] - p0.production[r], `${r} production`).toBe(spec.production?.[r] ?? 0);
      const paid = r === 'megacredits' ? cost : 0;
      expect(p1.stock[r] - p0.stock[r] + paid, `${r} stock`).toBe(spec.stock?.[r] ?? 0);
    }
    expect(p1.tr - p0.tr, 'TR').toBe(spec.tr ?? 0);
    expect(p1.hand.length - (p0.hand.length - 1), 'cards drawn').toBe(spec.drawn ?? 0);
    for (const [k, v] of Object.entries(spec.params ?? {})) expect(after.parameters[k as Parameter], k).toBe(v);
    // the other player is untouched unless the card says otherwise
    if (!spec.answers?.some((a) => a.type === 'player')) expect(after.players[1].production).toEqual(before.players[1].production);
  });

  it('Nitrogen-Rich Asteroid gives 4 plant production with 3 plant tags', () => {
    const s = playNow(give(startedGame(), 0, { cardsInPlay: ['048', '159', '093'] }), 0, '037');
    expect(s.players[0].production.plants).toBe(4);
  });

  it('Hackers takes 2 M€ production from the chosen opponent', () => {
    const s = playNow(give(startedGame(), 0, { production: { energy: 1 } }), 0, '125', [{ type: 'player', player: 1 }]);
    expect(s.players[1].production.megacredits).toBe(-2);
  });

  it('Insulation needs heat production', () => {
    expect(whyNot(startedGame(), 0, '152')).toMatch(/heat production/);
  });
});
