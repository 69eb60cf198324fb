// Every colony tile: trade income at the marker, colony bonus to each owner, placement bonus on building.
import { describe, expect, it } from 'vitest';
import { coloniesView } from '../../../src/engine/tm/colonies/view';
import { buildNow, coloniesGame, colonize, give, promptOf, tile, tradeNow } from './coloniesKit';
import { act } from '../cards/cardKit';

/** Cards that can hold each kind of resource, to open Titan, Enceladus and Miranda and receive resources. */
const HOLDER = { floater: 'C03', microbe: '033', animal: '052' } as const;
/** The colony owner's own holders, to receive Titan's and Enceladus' colony bonus. */
const OWNER_HOLDER = { floater: 'C43', microbe: '034', animal: '072' } as const;

describe('trading: income at the marker, and the colony bonus for every colony owner', () => {
  const cases: { tile: string; marker: number; check: (s: ReturnType<typeof coloniesGame>) => void; bonus: (s: ReturnType<typeof coloniesGame>) => void; holder?: keyof typeof HOLDER }[] = [
    { tile: 'Callisto', marker: 3, check: (s) => expect(s.players[0].stock.energy).toBe(5), bonus: (s) => expect(s.players[1].stock.energy).toBe(3) },
    { tile: 'Ceres', marker: 4, check: (s) => expect(s.players[0].stock.steel).toBe(6), bonus: (s) => expect(s.players[1].stock.steel).toBe(2) },
    { tile: 'Europa', marker: 4, check: (s) => expect(s.players[0].production.plants).toBe(1), bonus: (s) => expect(s.players[1].stock.megacredits).toBe(101) },
    { tile: 'Ganymede', marker: 5, check: (s) => expect(s.players[0].stock.plants).toBe(5), bonus: (s) => expect(s.players[1].stock.plants).toBe(1) },
    { tile: 'Io', marker: 6, check: (s) => expect(s.players[0].stock.heat).toBe(13), bonus: (s) => expect(s.players[1].stock.heat).toBe(2) },
    { tile: 'Luna', marker: 6, check: (s) => expect(s.players[0].stock.megacredits).toBe(100 - 9 + 17), bonus: (s) => expect(s.players[1].stock.megacredits).toBe(102) },
    { tile: 'Triton', marker: 2, check: (s) => expect(s.players[0].stock.titanium).toBe(1), bonus: (s) => expect(s.players[1].stock.titanium).toBe(1) },
    { tile: 'Pluto', marker: 6, check: (s) => expect(s.players[0].hand).toHaveLength(4), bonus: (s) => expect(s.players[1].hand).toHaveLength(0) },
    { tile: 'Miranda', marker: 3, holder: 'animal', check: (s) => expect(s.players[0].played.find((c) => c.id === HOLDER.animal)!.resources).toBe(2), bonus: (s) => expect(s.players[1].hand).toHaveLength(1) },
    { tile: 'Titan', marker: 4, holder: 'floater', check: (s) => expect(s.players[0].played.find((c) => c.id === HOLDER.floater)!.resources).toBe(3), bonus: (s) => expect(s.players[1].played.find((c) => c.id === OWNER_HOLDER.floater)!.resources).toBe(1) },
    { tile: 'Enceladus', marker: 5, holder: 'microbe', check: (s) => expect(s.players[0].played.find((c) => c.id === HOLDER.microbe)!.resources).toBe(4), bonus: (s) => expect(s.players[1].played.find((c) => c.id === OWNER_HOLDER.microbe)!.resources).toBe(1) },
  ];

  it.each(cases.map((c) => [c.tile, c] as const))('%s', (name, c) => {
    let s = coloniesGame([name]);
    if (c.holder) s = give(give(s, 0, { cardsInPlay: [HOLDER[c.holder]] }), 1, { cardsInPlay: [OWNER_HOLDER[c.holder]] });
    s = colonize(s, name, [1], c.marker);
    s = tradeNow(s, 0, name);
    // Pluto's colony bonus asks its owner to discard: answer it like a player would.
    if (promptOf(s, 1)?.kind === 'cards') s = act(s, 1, { type: 'cards', cards: [s.players[1].hand[0]] });
    c.check(s);
    c.bonus(s);
    expect(tile(s, name).marker).toBe(1);
    expect(tile(s, name).fleet).toBe(0);
    expect(s.stats.trades).toBe(1);
  });

  it('pays 9 M€, 3 energy or 3 titanium, and cards lower the fee', () => {
    let s = give(coloniesGame(['Callisto']), 0, { stock: { energy: 3, titanium: 3 } });
    const trade = promptOf(s, 0)!.kind === 'action' ? (promptOf(s, 0) as { choices: { type: string; payments?: unknown }[] }).choices.find((c) => c.type === 'trade') : undefined;
    expect(trade?.payments).toEqual([{ resource: 'megacredits', amount: 9 }, { resource: 'energy', amount: 3 }, { resource: 'titanium', amount: 3 }]);
    s = give(s, 0, { cardsInPlay: ['C07', 'C35'] });
    s = tradeNow(s, 0, 'Callisto', 'titanium');
    expect(s.players[0].stock.titanium).toBe(2);
  });

  it('one fleet per tile and per player: a second trade is refused with a reason', () => {
    let s = tradeNow(coloniesGame(['Callisto', 'Ceres']), 0, 'Callisto');
    expect(() => act(s, 0, { type: 'trade', pay: 'megacredits' })).toThrow(/trade fleets are out/);
    s = tradeNow(s, 1, 'Ceres');
    expect(tile(s, 'Ceres').fleet).toBe(1);
  });
});

describe('building a colony', () => {
  it.each([
    ['Callisto', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].production.energy).toBe(1)],
    ['Ceres', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].production.steel).toBe(1)],
    ['Europa', (s: ReturnType<typeof coloniesGame>) => expect(s.parameters.oceans).toBe(1)],
    ['Ganymede', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].production.plants).toBe(1)],
    ['Io', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].production.heat).toBe(1)],
    ['Luna', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].production.megacredits).toBe(2)],
    ['Triton', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].stock.titanium).toBe(3)],
    ['Pluto', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].hand).toHaveLength(2)],
    ['Miranda', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].played.find((c) => c.id === HOLDER.animal)!.resources).toBe(1)],
    ['Titan', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].played.find((c) => c.id === HOLDER.floater)!.resources).toBe(3)],
    ['Enceladus', (s: ReturnType<typeof coloniesGame>) => expect(s.players[0].played.find((c) => c.id === HOLDER.microbe)!.resources).toBe(3)],
  ] as const)('%s gives its placement bonus for 17 M€', (name, check) => {
    const s0 = give(coloniesGame([name]), 0, { cardsInPlay: [HOLDER.animal, HOLDER.floater, HOLDER.microbe] });
    const before = s0.players[0].stock.megacredits;
    const s = buildNow(s0, 0, name);
    check(s);
    expect(s.players[0].stock.megacredits).toBe(before - 17);
    expect(tile(s, name).colonies).toEqual([0]);
    expect(s.stats.coloniesBuilt).toBe(1);
  });

  it('takes the lowest free spot and pushes the marker above the colonies', () => {
    let s = colonize(coloniesGame(['Ceres']), 'Ceres', [1], 1);
    s = buildNow(s, 0, 'Ceres');
    expect(tile(s, 'Ceres').colonies).toEqual([1, 0]);
    expect(tile(s, 'Ceres').marker).toBe(2);
  });

  it('allows one colony per player per tile and three per tile', () => {
    let s = colonize(coloniesGame(['Ceres', 'Luna']), 'Ceres', [0]);
    const prompt = () => (promptOf(s, 0) as { choices: { type: string; projects?: { name: string }[] }[] }).choices;
    s = act(s, 0, { type: 'standardProject', project: 'Build Colony' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'colony', tiles: ['Luna'] });
    const refused = () => act(s, 0, { type: 'colony', tile: 'Ceres' });
    expect(refused).toThrow(/not one of the moons/);
    s = colonize(coloniesGame(['Ceres']), 'Ceres', [1, 1, 1]);
    expect(prompt().find((c) => c.type === 'standardProject')?.projects?.some((p) => p.name === 'Build Colony')).toBe(false);
  });
});

describe('closed tiles', () => {
  it('Titan, Enceladus and Miranda stay closed until a card that holds their resource is in play', () => {
    let s = coloniesGame(['Titan', 'Enceladus', 'Miranda']);
    expect(coloniesView(s)!.tiles.map((t) => t.open)).toEqual([false, false, false]);
    const choices = (promptOf(s, 0) as { choices: { type: string }[] }).choices.map((c) => c.type);
    expect(choices).not.toContain('trade');
    s = give(s, 1, { cardsInPlay: [HOLDER.floater] });
    expect(coloniesView(s)!.tiles.map((t) => t.open)).toEqual([true, false, false]);
  });
});
