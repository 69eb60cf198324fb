// The 13 corporations of the base game and Corporate Era, as data. Facts from the project's reference
// files; the wording is our own.
import type { TileKind } from '../../../shared/tm/basics';
import { gain, payMoney, production } from './builders';
import type { CardDef, Trigger } from './vocabulary';

/** Mining Guild reacts to any kind of tile you place on a steel or titanium bonus space. */
const miningGuildTriggers: Trigger[] = (['ocean', 'greenery', 'city', 'special'] as TileKind[]).map((tile) => ({
  when: { on: 'tilePlaced', tile, who: 'self', onMarsOnly: true, spaceBonus: ['steel', 'titanium'] },
  effects: [production('steel', 1)],
}));

export const CORPORATIONS: CardDef[] = [
  {
    id: 'R00', name: 'Beginner Corporation', set: 'base', type: 'corporation', cost: null, tags: [],
    corporation: { startingMC: 42 },
    text: 'For new players: start with 42 M€ and keep all 10 starting project cards for free. No other abilities.',
  },
  {
    id: 'R08', name: 'CrediCor', set: 'base', type: 'corporation', cost: null, tags: [],
    corporation: { startingMC: 57 },
    triggers: [{ when: { on: 'paidAtLeast', amount: 20, who: 'self' }, effects: [gain('megacredits', 4)] }],
    text: 'Start with 57 M€. Whenever you pay for a card or standard project with a base cost of 20 M€ or more, gain 4 M€ back.',
  },
  {
    id: 'R09', name: 'PhoboLog', set: 'base', type: 'corporation', cost: null, tags: ['space'],
    corporation: { startingMC: 23, startingResources: { titanium: 10 } },
    paymentBonus: { titanium: 1 },
    text: 'Start with 23 M€ and 10 titanium. Your titanium is worth 1 M€ more when you pay with it.',
  },
  {
    id: 'R13', name: 'ThorGate', set: 'base', type: 'corporation', cost: null, tags: ['power'],
    corporation: { startingMC: 48, startingProduction: { energy: 1 } },
    discount: { amount: 3, tag: 'power' },
    standardProjectDiscount: { 'Power Plant': 3 },
    text: 'Start with 48 M€ and 1 energy production. Cards with a power tag cost you 3 M€ less, and so does the Power Plant standard project.',
  },
  {
    id: 'R17', name: 'Ecoline', set: 'base', type: 'corporation', cost: null, tags: ['plant'],
    corporation: { startingMC: 36, startingResources: { plants: 3 }, startingProduction: { plants: 2 }, plantsPerGreenery: 7 },
    text: 'Start with 36 M€, 3 plants and 2 plant production. You need only 7 plants to make a greenery.',
  },
  {
    id: 'R18', name: 'Helion', set: 'base', type: 'corporation', cost: null, tags: ['space'],
    corporation: { startingMC: 42, startingProduction: { heat: 3 }, heatAsMegacredits: true },
    text: 'Start with 42 M€ and 3 heat production. You may spend heat as if it were M€.',
  },
  {
    id: 'R19', name: 'Interplanetary Cinematics', set: 'base', type: 'corporation', cost: null, tags: ['building'],
    corporation: { startingMC: 30, startingResources: { steel: 20 } },
    triggers: [{ when: { on: 'cardPlayed', tag: 'event', who: 'self' }, effects: [gain('megacredits', 2)] }],
    text: 'Start with 30 M€ and 20 steel. Each time you play an event, gain 2 M€.',
  },
  {
    id: 'R24', name: 'Mining Guild', set: 'base', type: 'corporation', cost: null, tags: ['building', 'building'],
    corporation: { startingMC: 30, startingResources: { steel: 5 }, startingProduction: { steel: 1 } },
    triggers: miningGuildTriggers,
    text: 'Start with 30 M€, 5 steel and 1 steel production. Each time you place a tile on a space with a steel or titanium bonus, raise your steel production by 1.',
  },
  {
    id: 'R31', name: 'Tharsis Republic', set: 'base', type: 'corporation', cost: null, tags: ['building'],
    corporation: { startingMC: 40, firstAction: [{ do: 'place', tile: 'city' }] },
    // Cities already on Mars when it is chosen (solo's neutral ones) count too, as the solo rules say.
    onPlay: [{ do: 'hook', name: 'citiesAlreadyOnMars' }],
    triggers: [
      { when: { on: 'tilePlaced', tile: 'city', who: 'any', onMarsOnly: true }, effects: [production('megacredits', 1)] },
      { when: { on: 'tilePlaced', tile: 'city', who: 'self' }, effects: [gain('megacredits', 3)] },
    ],
    text: 'Start with 40 M€; your first action is to place a city. Every city on Mars, anyone\'s and those already there, raises your M€ production by 1; each city you place also gives you 3 M€.',
  },
  {
    id: 'R32', name: 'United Nations Mars Initiative', set: 'base', type: 'corporation', cost: null, tags: ['earth'],
    corporation: { startingMC: 40 },
    actions: [{ check: 'trRaisedThisGeneration', cost: [payMoney(3)], effects: [{ do: 'tr', amount: 1 }], label: 'Pay 3 M€: +1 TR' }],
    text: 'Start with 40 M€. Action: if your TR went up this generation, pay 3 M€ to raise it 1 more step.',
  },
  {
    id: 'R43', name: 'Inventrix', set: 'base', type: 'corporation', cost: null, tags: ['science'],
    corporation: { startingMC: 45, firstAction: [{ do: 'draw', amount: 3 }] },
    requirementSlack: 2,
    text: 'Start with 45 M€; your first action is to draw 3 cards. Temperature, oxygen and ocean requirements are 2 steps easier for you.',
  },
  {
    id: 'R03', name: 'Saturn Systems', set: 'corpera', type: 'corporation', cost: null, tags: ['jovian'],
    corporation: { startingMC: 42, startingProduction: { titanium: 1 } },
    onPlay: [production('megacredits', 1)],
    triggers: [{ when: { on: 'cardPlayed', tag: 'jovian', who: 'any' }, effects: [production('megacredits', 1)] }],
    text: 'Start with 42 M€ and 1 titanium production. Every Jovian tag anyone plays (this one included) raises your M€ production by 1.',
  },
  {
    id: 'R30', name: 'Teractor', set: 'corpera', type: 'corporation', cost: null, tags: ['earth'],
    corporation: { startingMC: 60 },
    discount: { amount: 3, tag: 'earth' },
    text: 'Start with 60 M€. Cards with an Earth tag cost you 3 M€ less.',
  },
];
