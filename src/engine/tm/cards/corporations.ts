// The 13 corporations of the base game and Corporate Era, as data. Facts from the project's reference
// files; the wording is our own.
import { msg } from '../../../shared/message';
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
  },
  {
    id: 'R08', name: 'CrediCor', set: 'base', type: 'corporation', cost: null, tags: [],
    corporation: { startingMC: 57 },
    triggers: [{ when: { on: 'paidAtLeast', amount: 20, who: 'self' }, effects: [gain('megacredits', 4)] }],
  },
  {
    id: 'R09', name: 'PhoboLog', set: 'base', type: 'corporation', cost: null, tags: ['space'],
    corporation: { startingMC: 23, startingResources: { titanium: 10 } },
    paymentBonus: { titanium: 1 },
  },
  {
    id: 'R13', name: 'ThorGate', set: 'base', type: 'corporation', cost: null, tags: ['power'],
    corporation: { startingMC: 48, startingProduction: { energy: 1 } },
    discount: { amount: 3, tag: 'power' },
    standardProjectDiscount: { 'Power Plant': 3 },
  },
  {
    id: 'R17', name: 'Ecoline', set: 'base', type: 'corporation', cost: null, tags: ['plant'],
    corporation: { startingMC: 36, startingResources: { plants: 3 }, startingProduction: { plants: 2 }, plantsPerGreenery: 7 },
  },
  {
    id: 'R18', name: 'Helion', set: 'base', type: 'corporation', cost: null, tags: ['space'],
    corporation: { startingMC: 42, startingProduction: { heat: 3 }, heatAsMegacredits: true },
  },
  {
    id: 'R19', name: 'Interplanetary Cinematics', set: 'base', type: 'corporation', cost: null, tags: ['building'],
    corporation: { startingMC: 30, startingResources: { steel: 20 } },
    triggers: [{ when: { on: 'cardPlayed', tag: 'event', who: 'self' }, effects: [gain('megacredits', 2)] }],
  },
  {
    id: 'R24', name: 'Mining Guild', set: 'base', type: 'corporation', cost: null, tags: ['building', 'building'],
    corporation: { startingMC: 30, startingResources: { steel: 5 }, startingProduction: { steel: 1 } },
    triggers: miningGuildTriggers,
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
  },
  {
    id: 'R32', name: 'United Nations Mars Initiative', set: 'base', type: 'corporation', cost: null, tags: ['earth'],
    corporation: { startingMC: 40 },
    actions: [{ check: 'trRaisedThisGeneration', cost: [payMoney(3)], effects: [{ do: 'tr', amount: 1 }], label: msg('tmPrompt.cardAction.buyTr') }],
  },
  {
    id: 'R43', name: 'Inventrix', set: 'base', type: 'corporation', cost: null, tags: ['science'],
    corporation: { startingMC: 45, firstAction: [{ do: 'draw', amount: 3 }] },
    requirementSlack: 2,
  },
  {
    id: 'R03', name: 'Saturn Systems', set: 'corpera', type: 'corporation', cost: null, tags: ['jovian'],
    corporation: { startingMC: 42, startingProduction: { titanium: 1 } },
    onPlay: [production('megacredits', 1)],
    triggers: [{ when: { on: 'cardPlayed', tag: 'jovian', who: 'any' }, effects: [production('megacredits', 1)] }],
  },
  {
    id: 'R30', name: 'Teractor', set: 'corpera', type: 'corporation', cost: null, tags: ['earth'],
    corporation: { startingMC: 60 },
    discount: { amount: 3, tag: 'earth' },
  },
];
