// The 36 production modules: the catalogue's balance, and one test per module asserting what its
// base face and its connected face really do in a game.
import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../src/shared/tm/basics';
import { ELEMENTS } from '../../../src/shared/tm/cornucopia';
import type { TmState } from '../../../src/engine/tm';
import { scoreLines } from '../../../src/engine/tm';
import { standardProjectCost } from '../../../src/engine/tm/actions';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { FACTORIES } from '../../../src/engine/tm/cornucopia/factories';
import { EDGE_CELLS, emptyFactory, legalCells } from '../../../src/engine/tm/cornucopia/grid';
import { MODULES } from '../../../src/engine/tm/cornucopia/moduleData';
import { connectedModuleId } from '../../../src/engine/tm/cornucopia/modules';
import { cardPaymentRules } from '../../../src/engine/tm/payment';
import { params, playNow } from '../cards/cardKit';
import { refreshActionPrompt } from '../support/tmHarness';
import { act, answerAll, byName, cornucopiaGame, give, promptOf, turnTo } from './cornucopiaKit';

describe('module catalogue', () => {
  it('has 36 modules: 13 published and 23 of our own, with unique names and ids', () => {
    expect(MODULES).toHaveLength(36);
    expect(MODULES.filter((m) => m.origin === 'published')).toHaveLength(13);
    expect(MODULES.filter((m) => m.origin === 'original')).toHaveLength(23);
    expect(new Set(MODULES.map((m) => m.name)).size).toBe(36);
  });

  it('spreads the 8 elements evenly: each appears on 9 modules', () => {
    for (const e of ELEMENTS) expect(MODULES.filter((m) => m.vertical === e || m.horizontal === e), e).toHaveLength(9);
  });

  it('gives every factory type a fair choice: at least 16 modules fit an empty factory of each type', () => {
    for (const f of FACTORIES) {
      const fits = MODULES.filter((m) => legalCells(emptyFactory(f.type), m.id).length > 0).length;
      expect(fits, f.type).toBeGreaterThanOrEqual(16);
    }
  });

  it('registers both faces as cards of one name, never in the project deck', () => {
    for (const m of MODULES) {
      expect(getCard(m.id).name).toBe(m.name);
      expect(getCard(connectedModuleId(m.id)).name).toBe(m.name);
    }
  });
});

/** Seat 0 owns a factory with only this module, beside the factory, showing the face asked for. */
function withModule(name: string, connected: boolean): TmState {
  const s = cornucopiaGame();
  const id = byName(name);
  const c = s.cornucopia!;
  c.deck = c.deck.filter((m) => m !== id);
  c.market = c.market.filter((m) => m !== id);
  for (const f of FACTORIES) {
    const factory = emptyFactory(f.type);
    const cell = legalCells(factory, id).find((x) => EDGE_CELLS.includes(x));
    if (cell === undefined) continue;
    factory.cells[cell] = { id: connected ? connectedModuleId(id) : id, resources: 0, actionUsed: false };
    s.players[0].factory = factory;
    return refreshActionPrompt(s, 0);
  }
  throw new Error(`${name} fits beside no factory`);
}

const placed = (s: TmState) => s.players[0].factory!.cells.find((c) => c !== null)!;
const stockOf = (s: TmState, seat = 0) => ({ ...s.players[seat].stock });

/** Uses the module's action, answering an option or an amount if asked. */
function useModule(s: TmState, answer?: { option?: number; amount?: number }): TmState {
  let next = act(turnTo(s, 0), 0, { type: 'moduleAction', module: placed(s).id });
  if (promptOf(next, 0)?.kind === 'option') next = act(next, 0, { type: 'option', index: answer?.option ?? 0 });
  if (promptOf(next, 0)?.kind === 'amount') next = act(next, 0, { type: 'amount', amount: answer?.amount ?? 1 });
  return next;
}

function gained(before: Record<Resource, number>, after: Record<Resource, number>): Partial<Record<Resource, number>> {
  const out: Partial<Record<Resource, number>> = {};
  for (const r of Object.keys(after) as Resource[]) if (after[r] !== before[r]) out[r] = after[r] - before[r];
  return out;
}

type Check = (connected: boolean) => void;

const produces = (name: string, base: Partial<Record<Resource, number>>, conn: Partial<Record<Resource, number>>): Check => (connected) => {
  const s = withModule(name, connected);
  const after = useModule(s);
  expect(gained(stockOf(s), stockOf(after))).toEqual(connected ? conn : base);
  expect(after.players[0].factory!.actionsUsed).toBe(1);
};

const converts = (name: string, pay: Resource, base: [number, number], conn: [number, number], get: Resource): Check => (connected) => {
  const [payN, getN] = connected ? conn : base;
  const s = give(withModule(name, connected), 0, { stock: { [pay]: payN * 2, [get]: 0 } });
  const after = useModule(s, { amount: 2 });
  expect(after.players[0].stock[pay]).toBe(0);
  expect(after.players[0].stock[get]).toBe(getN * 2);
};

/** Runs `event` (by seat `by`) and checks what seat 0 gained from the module. */
const onEvent = (name: string, event: (s: TmState) => TmState, resource: Resource, base: number, conn: number): Check => (connected) => {
  const s = withModule(name, connected);
  const control = event(structuredClone(cornucopiaGame()));
  const after = event(s);
  const extra = after.players[0].stock[resource] - control.players[0].stock[resource];
  expect(extra).toBe(connected ? conn : base);
  expect(after.players[0].factory!.actionsUsed).toBe(0);
};

const standard = (project: 'City' | 'Aquifer' | 'Greenery' | 'Power Plant', seat = 0) => (s: TmState) => {
  const t = turnTo(s, seat);
  return answerAll(act(t, seat, { type: 'standardProject', project }), seat);
};
const playCard = (card: string, seat = 0) => (s: TmState) => playNow(params(s, { temperature: 0, oxygen: 14 }), seat, card);

const discounts = (name: string, card: string, base: number, conn: number): Check => (connected) => {
  const s = withModule(name, connected);
  const printed = getCard(card).cost!;
  expect(printed - cardPaymentRules(s, 0, card).cost).toBe(connected ? conn : base);
};

const breeds = (name: string, base: number, conn: number): Check => (connected) => {
  const s = useModule(withModule(name, connected));
  expect(placed(s).resources).toBe(1);
  placed(s).resources = 6;
  const withSix = scoreLines(s)[0].cards;
  placed(s).resources = 0;
  expect(withSix - scoreLines(s)[0].cards).toBe(6 / (connected ? conn : base));
};

const CHECKS: Record<string, Check> = {
  Aerogel: produces('Aerogel', { heat: 1 }, { heat: 2 }),
  Fungiculture: converts('Fungiculture', 'heat', [2, 3], [1, 2], 'plants'),
  'Microfluid Manipulation': produces('Microfluid Manipulation', { energy: 1 }, { energy: 2 }),
  'Recycling Vats': onEvent('Recycling Vats', standard('City', 1), 'megacredits', 3, 5),
  Halophytes: (connected) => {
    let s = useModule(withModule('Halophytes', connected), { option: 0 });
    expect(placed(s).resources).toBe(1);
    placed(s).resources = connected ? 3 : 4;
    placed(s).actionUsed = false;
    s.players[0].factory!.actionsUsed = 0;
    s = useModule(s, { option: 1 });
    expect(s.parameters.oxygen).toBe(1);
    expect(placed(s).resources).toBe(0);
  },
  'Methane Cyclers': onEvent('Methane Cyclers', playCard('172', 1), 'megacredits', 2, 3),
  // Research carries two science tags: 2 (3 connected) M€ off for each.
  'Haber Generators': discounts('Haber Generators', '090', 4, 6),
  Cyanobacteria: converts('Cyanobacteria', 'energy', [1, 1], [2, 3], 'plants'),
  Aquaculture: onEvent('Aquaculture', standard('Aquifer', 1), 'megacredits', 3, 5),
  'Light-Emitting Diodes': (connected) => {
    const s = withModule('Light-Emitting Diodes', connected);
    expect(standardProjectCost(s.players[0], 'Production Module')).toBe(connected ? 5 : 6);
    expect(standardProjectCost(s.players[1], 'Production Module')).toBe(8);
  },
  'Molecular Assemblers': discounts('Molecular Assemblers', '159', 2, 3),
  'Iron Fertilization': converts('Iron Fertilization', 'steel', [1, 1], [2, 3], 'plants'),
  'Solar Still': discounts('Solar Still', '113', 2, 3),
  'Compost Furnace': onEvent('Compost Furnace', standard('Greenery'), 'heat', 2, 3),
  'Biochar Kiln': converts('Biochar Kiln', 'heat', [2, 1], [3, 2], 'megacredits'),
  'Thermal Cracker': produces('Thermal Cracker', { megacredits: 2 }, { megacredits: 3 }),
  'Dry Ice Vault': onEvent('Dry Ice Vault', playCard('113'), 'heat', 2, 3),
  'Heat Exchange Loop': produces('Heat Exchange Loop', { heat: 2 }, { heat: 3 }),
  'Kelp Rafts': produces('Kelp Rafts', { plants: 1 }, { plants: 2 }),
  'Brine Extractor': onEvent('Brine Extractor', standard('Aquifer', 1), 'plants', 1, 2),
  'Carbonated Springs': onEvent('Carbonated Springs', standard('Aquifer'), 'plants', 2, 3),
  'Mycelium Tanks': breeds('Mycelium Tanks', 3, 2),
  'Nutrient Film Beds': onEvent('Nutrient Film Beds', playCard('159'), 'plants', 1, 2),
  'Algae Photobioreactor': produces('Algae Photobioreactor', { plants: 1, heat: 1 }, { plants: 1, heat: 3 }),
  'Respiration Chamber': breeds('Respiration Chamber', 3, 2),
  'Pollinator Hives': (connected) => {
    const control = playCard('159')(cornucopiaGame());
    const s = playCard('159')(withModule('Pollinator Hives', connected));
    expect(placed(s).resources).toBe(1);
    expect(s.players[0].stock.plants - control.players[0].stock.plants).toBe(connected ? 1 : 0);
  },
  'Bone Meal Mill': onEvent('Bone Meal Mill', standard('Greenery'), 'megacredits', 2, 3),
  'Orchard Domes': onEvent('Orchard Domes', standard('Greenery', 1), 'megacredits', 1, 2),
  'Potash Works': produces('Potash Works', { steel: 1 }, { steel: 2 }),
  'Grow Lamps': converts('Grow Lamps', 'energy', [2, 3], [1, 2], 'megacredits'),
  'Sunfarm Trellis': produces('Sunfarm Trellis', { plants: 1 }, { plants: 1, energy: 1 }),
  'Spectral Sorter': onEvent('Spectral Sorter', playCard('049'), 'megacredits', 2, 3),
  'Solar Dryers': onEvent('Solar Dryers', standard('Power Plant'), 'megacredits', 1, 2),
  'Nitrogen Fixers': (connected) => {
    let s = useModule(withModule('Nitrogen Fixers', connected), { option: 0 });
    expect(placed(s).resources).toBe(1);
    placed(s).resources = 2;
    placed(s).actionUsed = false;
    s.players[0].factory!.actionsUsed = 0;
    const plants = s.players[0].stock.plants;
    s = useModule(s, { option: 1 });
    expect(s.players[0].stock.plants - plants).toBe(connected ? 4 : 3);
  },
  'Insect Farm': (connected) => {
    const s = playCard('159', 1)(withModule('Insect Farm', connected));
    expect(placed(s).resources).toBe(1);
    placed(s).resources = 6;
    const six = scoreLines(s)[0].cards;
    placed(s).resources = 0;
    expect(six - scoreLines(s)[0].cards).toBe(connected ? 3 : 2);
  },
  'Protein Vats': converts('Protein Vats', 'plants', [2, 3], [1, 2], 'megacredits'),
};

describe('each module, base face and connected face', () => {
  it('has a check for every module', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(MODULES.map((m) => m.name).sort());
  });
  for (const m of MODULES) {
    it(`${m.id} ${m.name} (unconnected)`, () => CHECKS[m.name](false));
    it(`${m.id} ${m.name} (connected)`, () => CHECKS[m.name](true));
  }
});

