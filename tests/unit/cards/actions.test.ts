// Blue-card actions: costs, conversions, adding resources, drawing, once per generation.
import { describe, expect, it } from 'vitest';
import type { CardId, Payment } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import type { TmState } from '../../../src/engine/tm';
import {
  act, actionUsable, cardVp, give, params, playNow, promptOf, resourcesOn, setResources, startedGame, tiles, turnTo, useNow,
} from './cardKit';

const option = (index: number): Move => ({ type: 'option', index });
const space = (id: string): Move => ({ type: 'space', space: id });
const pay = (parts: Partial<Payment>): Move => ({ type: 'payment', payment: { megacredits: 0, steel: 0, titanium: 0, heat: 0, ...parts } });

function withCard(card: CardId, patch: Parameters<typeof give>[2] = {}, seat = 0): TmState {
  return give(startedGame(), seat, { ...patch, cardsInPlay: [card, ...(patch.cardsInPlay ?? [])] });
}

/** Puts a card on top of the project deck. */
function onTop(state: TmState, card: CardId): TmState {
  state.deck = [card, ...state.deck.filter((c) => c !== card)];
  state.discard = state.discard.filter((c) => c !== card);
  for (const p of state.players) p.hand = p.hand.filter((c) => c !== card);
  return state;
}

/** Ends the generation (both pass) so that actions reset. */
function nextGeneration(state: TmState): TmState {
  let s = turnTo(state, 0);
  s = act(s, 0, { type: 'pass' });
  s = act(s, 1, { type: 'pass' });
  return s;
}

describe('conversion actions', () => {
  const CONVERSIONS: [CardId, string, Parameters<typeof give>[2], (s: TmState) => void][] = [
    ['013', 'Space Elevator: 1 steel -> 5 M€', { stock: { steel: 1, megacredits: 0 } }, (s) => expect(s.players[0].stock).toMatchObject({ steel: 0, megacredits: 5 })],
    ['076', 'Space Mirrors: 7 M€ -> +1 energy production', { stock: { megacredits: 7 } }, (s) => {
      expect(s.players[0].stock.megacredits).toBe(0);
      expect(s.players[0].production.energy).toBe(1);
    }],
    ['101', 'Ironworks: 4 energy -> 1 steel + oxygen', { stock: { energy: 4 } }, (s) => {
      expect(s.players[0].stock).toMatchObject({ energy: 0, steel: 1 });
      expect(s.parameters.oxygen).toBe(1);
      expect(s.players[0].tr).toBe(21);
    }],
    ['103', 'Steelworks: 4 energy -> 2 steel + oxygen', { stock: { energy: 4 } }, (s) => {
      expect(s.players[0].stock).toMatchObject({ energy: 0, steel: 2 });
      expect(s.parameters.oxygen).toBe(1);
    }],
    ['104', 'Ore Processor: 4 energy -> 1 titanium + oxygen', { stock: { energy: 4 } }, (s) => {
      expect(s.players[0].stock).toMatchObject({ energy: 0, titanium: 1 });
      expect(s.parameters.oxygen).toBe(1);
    }],
    ['154', 'Caretaker Contract: 8 heat -> +1 TR', { stock: { heat: 8 } }, (s) => {
      expect(s.players[0].stock.heat).toBe(0);
      expect(s.players[0].tr).toBe(21);
    }],
    ['177', 'Water Splitting Plant: 3 energy -> oxygen', { stock: { energy: 3 } }, (s) => {
      expect(s.players[0].stock.energy).toBe(0);
      expect(s.parameters.oxygen).toBe(1);
    }],
    ['202', 'Underground Detonations: 10 M€ -> +2 heat production', { stock: { megacredits: 10 } }, (s) => {
      expect(s.players[0].stock.megacredits).toBe(0);
      expect(s.players[0].production.heat).toBe(2);
    }],
    ['015', 'Equatorial Magnetizer: -1 energy production -> +1 TR', { production: { energy: 1 } }, (s) => {
      expect(s.players[0].production.energy).toBe(0);
      expect(s.players[0].tr).toBe(21);
    }],
    ['014', 'Development Center: 1 energy -> 1 card', { stock: { energy: 1 } }, (s) => {
      expect(s.players[0].stock.energy).toBe(0);
      expect(s.players[0].hand).toHaveLength(1);
    }],
    ['199', 'Restricted Area: 2 M€ -> 1 card', { stock: { megacredits: 2 } }, (s) => {
      expect(s.players[0].stock.megacredits).toBe(0);
      expect(s.players[0].hand).toHaveLength(1);
    }],
    ['208', 'AI Central: draw 2 cards', {}, (s) => expect(s.players[0].hand).toHaveLength(2)],
  ];

  it.each(CONVERSIONS)('%s %s', (card, _title, patch, check) => {
    const s = useNow(withCard(card, patch), 0, card);
    check(s);
    expect(actionUsable(s, 0, card)).toBe(false); // once per generation
  });

  it.each(CONVERSIONS.filter(([c]) => c !== '208'))('%s cannot be used without paying its cost', (card) => {
    const s = give(withCard(card), 0, { stock: { megacredits: 0 } });
    expect(actionUsable(s, 0, card)).toBe(false);
  });

  it('actions come back after the production phase', () => {
    let s = useNow(withCard('013', { stock: { steel: 2 } }), 0, '013');
    expect(actionUsable(s, 0, '013')).toBe(false);
    s = nextGeneration(s);
    expect(s.players[0].played.find((c) => c.id === '013')?.actionUsed).toBe(false);
  });

  it('Martian Rails: 1 energy -> 1 M€ per city on Mars (off-map cities do not count)', () => {
    let s = withCard('007', { stock: { energy: 1, megacredits: 0 } });
    s = tiles(s, [['r0c2', 'city', 0], ['r2c4', 'city', 1], ['phobos', 'city', 1]]);
    s = useNow(s, 0, '007');
    expect(s.players[0].stock).toMatchObject({ energy: 0, megacredits: 2 });
  });

  it('Electro Catapult: spend a plant or a steel for 7 M€ (player chooses)', () => {
    let s = playNow(give(startedGame(), 0, { production: { energy: 1 } }), 0, '069');
    expect(s.players[0].production.energy).toBe(0);
    s = give(s, 0, { stock: { plants: 1, steel: 1, megacredits: 0 } });
    s = useNow(s, 0, '069', [option(1)]);
    expect(s.players[0].stock).toMatchObject({ plants: 1, steel: 0, megacredits: 7 });
    s = nextGeneration(s);
    s = give(s, 0, { stock: { plants: 1, steel: 0, megacredits: 0 } });
    s = useNow(s, 0, '069'); // only the plant option is possible: no question
    expect(s.players[0].stock).toMatchObject({ plants: 0, megacredits: 7 });
  });

  it('Power Infrastructure: turn any amount of energy into M€', () => {
    let s = withCard('194', { stock: { energy: 3, megacredits: 0 } });
    s = useNow(s, 0, '194', [option(2)]);
    expect(s.players[0].stock).toMatchObject({ energy: 0, megacredits: 3 });
    s = useNow(withCard('194', { stock: { energy: 3, megacredits: 0 } }), 0, '194', [option(0)]);
    expect(s.players[0].stock).toMatchObject({ energy: 2, megacredits: 1 });
    expect(actionUsable(withCard('194'), 0, '194')).toBe(false);
  });
});

describe('ocean actions', () => {
  it('Water Import From Europa: 12 M€ -> ocean', () => {
    const s = useNow(withCard('012', { stock: { megacredits: 12 } }), 0, '012', [space('r0c4')]);
    expect(s.players[0].stock.megacredits).toBe(0);
    expect(s.parameters.oceans).toBe(1);
    expect(s.players[0].tr).toBe(21);
  });

  it('Water Import From Europa: titanium helps pay, the player picks the split', () => {
    let s = useNow(withCard('012', { stock: { megacredits: 20, titanium: 2 } }), 0, '012', [pay({ megacredits: 6, titanium: 2 }), space('r0c4')]);
    expect(s.players[0].stock).toMatchObject({ titanium: 0, megacredits: 14 });
    s = useNow(withCard('012', { stock: { megacredits: 0, titanium: 4 } }), 0, '012', [pay({ titanium: 4 }), space('r0c4')]);
    expect(s.players[0].stock).toMatchObject({ titanium: 0, megacredits: 0 });
    expect(s.parameters.oceans).toBe(1);
  });

  it('Water Import From Europa: not offered when 12 M€ cannot be paid', () => {
    expect(actionUsable(withCard('012', { stock: { megacredits: 11 } }), 0, '012')).toBe(false);
    expect(actionUsable(withCard('012', { stock: { megacredits: 2, titanium: 3 } }), 0, '012')).toBe(false);
    expect(actionUsable(withCard('012', { stock: { megacredits: 3, titanium: 3 } }), 0, '012')).toBe(true);
  });

  it('Water Import From Europa scores 1 VP per Jovian tag', () => {
    expect(cardVp(withCard('012', { cardsInPlay: ['040'] }), 0)).toBe(2 + 2);
  });

  it('Aquifer Pumping: 8 M€ (steel allowed) -> ocean', () => {
    let s = useNow(withCard('187', { stock: { megacredits: 0, steel: 4 } }), 0, '187', [pay({ steel: 4 }), space('r0c4')]);
    expect(s.players[0].stock.steel).toBe(0);
    expect(s.parameters.oceans).toBe(1);
    s = useNow(withCard('187', { stock: { megacredits: 10, steel: 1 } }), 0, '187', [pay({ megacredits: 6, steel: 1 }), space('r0c4')]);
    expect(s.players[0].stock).toMatchObject({ megacredits: 4, steel: 0 });
  });

  it('Aquifer Pumping: not offered when 8 M€ cannot be paid (action check)', () => {
    expect(actionUsable(withCard('187', { stock: { megacredits: 7 } }), 0, '187')).toBe(false);
    expect(actionUsable(withCard('187', { stock: { megacredits: 6, steel: 1 } }), 0, '187')).toBe(true);
  });
});

describe('actions that add resources here', () => {
  const ADDERS: [CardId, string, Parameters<typeof give>[2], number, number][] = [
    // card, title, patch, resources after one use, VP with that many (and with 4)
    ['049', 'Tardigrades (1 VP per 4 microbes)', {}, 1, 1],
    ['052', 'Fish (1 VP per animal)', {}, 1, 4],
    ['054', 'Small Animals (1 VP per 2 animals)', {}, 1, 2],
    ['072', 'Birds (1 VP per animal)', {}, 1, 4],
    ['184', 'Livestock (1 VP per animal)', {}, 1, 4],
    ['028', 'Security Fleet (1 titanium -> fighter; 1 VP per fighter)', { stock: { titanium: 1 } }, 1, 4],
    ['095', 'Physics Complex (6 energy -> science; 2 VP each)', { stock: { energy: 6 } }, 1, 8],
  ];
  it.each(ADDERS)('%s %s', (card, _t, patch, after, vpAt4) => {
    let s = useNow(withCard(card, patch), 0, card);
    expect(resourcesOn(s, card)).toBe(after);
    s = setResources(s, card, 4);
    expect(cardVp(s, 0)).toBe(vpAt4);
  });

  it('Regolith Eaters: add a microbe, or spend 2 to raise oxygen', () => {
    let s = useNow(withCard('033'), 0, '033'); // only "add" is possible with none here
    expect(resourcesOn(s, '033')).toBe(1);
    s = setResources(withCard('033'), '033', 2);
    s = useNow(s, 0, '033', [option(1)]);
    expect(resourcesOn(s, '033')).toBe(0);
    expect(s.parameters.oxygen).toBe(1);
    expect(s.players[0].tr).toBe(21);
  });

  it('GHG Producing Bacteria: add a microbe, or spend 2 to raise temperature', () => {
    let s = setResources(withCard('034'), '034', 3);
    s = useNow(s, 0, '034', [option(1)]);
    expect(resourcesOn(s, '034')).toBe(1);
    expect(s.parameters.temperature).toBe(-28);
    s = useNow(setResources(withCard('034'), '034', 3), 0, '034', [option(0)]);
    expect(resourcesOn(s, '034')).toBe(4);
  });

  it('Nitrite Reducing Bacteria: starts with 3 microbes; spend 3 for +1 TR', () => {
    let s = playNow(startedGame(), 0, '157');
    expect(resourcesOn(s, '157')).toBe(3);
    s = useNow(s, 0, '157', [option(1)]);
    expect(resourcesOn(s, '157')).toBe(0);
    expect(s.players[0].tr).toBe(21);
  });

  it('Symbiotic Fungus: a microbe on another of your cards', () => {
    const s = useNow(withCard('133', { cardsInPlay: ['049'] }), 0, '133');
    expect(resourcesOn(s, '049')).toBe(1);
    expect(resourcesOn(s, '133')).toBe(0);
  });

  it('Symbiotic Fungus: usable without a microbe card (the microbe is lost)', () => {
    expect(actionUsable(withCard('133'), 0, '133')).toBe(true);
  });

  it('Extreme-Cold Fungus: a plant, or 2 microbes on another card', () => {
    let s = useNow(withCard('134', { cardsInPlay: ['049'] }), 0, '134', [option(0)]);
    expect(s.players[0].stock.plants).toBe(1);
    s = useNow(withCard('134', { cardsInPlay: ['049'] }), 0, '134', [option(1)]);
    expect(resourcesOn(s, '049')).toBe(2);
  });

  it('Predators: takes an animal from an opponent\'s card', () => {
    let s = withCard('024');
    s = setResources(give(s, 1, { cardsInPlay: ['052'] }), '052', 2);
    s = useNow(s, 0, '024');
    expect(resourcesOn(s, '052')).toBe(1);
    expect(resourcesOn(s, '024')).toBe(1);
    expect(cardVp(s, 0)).toBe(1);
    expect(cardVp(s, 1)).toBe(1);
  });

  it('Predators: no animal anywhere, no action', () => {
    expect(actionUsable(give(withCard('024'), 1, { cardsInPlay: ['052'] }), 0, '024')).toBe(false);
  });

  it('Ants: takes a microbe from any card; 1 VP per 2 microbes', () => {
    let s = withCard('035');
    s = setResources(give(s, 1, { cardsInPlay: ['049'] }), '049', 3);
    s = useNow(s, 0, '035');
    expect(resourcesOn(s, '049')).toBe(2);
    expect(resourcesOn(s, '035')).toBe(1);
    s = setResources(s, '035', 5);
    expect(cardVp(s, 0)).toBe(2);
  });
});

describe('card-drawing actions', () => {
  it('Search For Life: 1 M€ to reveal; a microbe card puts a science resource here (3 VP)', () => {
    let s = onTop(withCard('005', { stock: { megacredits: 1 } }), '042');
    s = useNow(s, 0, '005');
    expect(s.players[0].stock.megacredits).toBe(0);
    expect(resourcesOn(s, '005')).toBe(1);
    expect(s.discard).toContain('042');
    expect(cardVp(s, 0)).toBe(3);
    s = setResources(s, '005', 3);
    expect(cardVp(s, 0)).toBe(3);
  });

  it('Search For Life: a card without a microbe tag is just discarded', () => {
    const s = useNow(onTop(withCard('005'), '141'), 0, '005');
    expect(resourcesOn(s, '005')).toBe(0);
    expect(s.discard).toContain('141');
    expect(cardVp(s, 0)).toBe(0);
  });

  it('Search For Life: oxygen 6% or less to play', () => {
    expect(playNow(params(startedGame(), { oxygen: 6 }), 0, '005').players[0].played.map((c) => c.id)).toContain('005');
  });

  it.each([['006', "Inventors' Guild"], ['110', 'Business Network']])('%s %s: buy the top card for 3 M€', (card) => {
    let s = onTop(withCard(card, { stock: { megacredits: 10 } }), '141');
    s = useNow(s, 0, card, [option(0)]);
    expect(s.players[0].hand).toEqual(['141']);
    expect(s.players[0].stock.megacredits).toBe(7);
  });

  it.each([['006', "Inventors' Guild"], ['110', 'Business Network']])('%s %s: or discard it', (card) => {
    let s = onTop(withCard(card, { stock: { megacredits: 10 } }), '141');
    s = useNow(s, 0, card, [option(1)]);
    expect(s.players[0].hand).toEqual([]);
    expect(s.discard).toContain('141');
    expect(s.deck[0]).not.toBe('141');
    expect(s.players[0].stock.megacredits).toBe(10);
  });

  it('Business Network costs 1 M€ production to play', () => {
    expect(playNow(startedGame(), 0, '110').players[0].production.megacredits).toBe(-1);
  });

  it('Inventors\' Guild with less than 3 M€: the card can only be discarded', () => {
    const s = useNow(onTop(withCard('006', { stock: { megacredits: 2 } }), '141'), 0, '006');
    expect(s.players[0].hand).toEqual([]);
    expect(s.discard).toContain('141');
  });
});

describe('prompts for several actions', () => {
  it('a card with two usable actions asks which one', () => {
    const s = act(turnTo(setResources(withCard('033'), '033', 2), 0), 0, { type: 'cardAction', card: '033' });
    const p = promptOf(s, 0);
    expect(p?.kind).toBe('option');
  });
});
