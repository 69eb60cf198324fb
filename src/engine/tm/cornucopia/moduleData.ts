// The 36 production modules. Each has one element on its top and bottom edges (`vertical`) and one
// on its left and right edges (`horizontal`), an action or an effect written in the card vocabulary,
// and a stronger face used while the module is connected.
//
// 13 are published modules read from the rulebook's pictures (`origin: 'published'`); where the
// picture was too small to be sure, a comment says so. The other 23 are designed by this project
// in the same spirit (`origin: 'original'`) and are not the published tiles.
//
// Every published module has its vertical element among heat, water, oxygen and light and its
// horizontal one among carbon dioxide, nitrogen, potassium and phosphorus, which is also how the
// factories' edges are laid out. Ours follow that, and bring each element to 9 modules in all.
import type { CardResource, Resource, Tag } from '../../../shared/tm/basics';
import type { Element } from '../../../shared/tm/cornucopia';
import { addHere, gain, raise, spendHere } from '../cards/builders';
import type { CardAction, CardDef, Effect, Trigger, TriggerEvent, VictoryPoints } from '../cards/vocabulary';
import { msg, type Message } from '../../../shared/message';
import { cardResourceAmount, resourceAmount } from '../../../shared/tm/messages';

export interface ModuleFace {
  actions?: CardAction[];
  /** The module's single action is a conversion that may be repeated within one module action. */
  repeatable?: boolean;
  triggers?: Trigger[];
  discount?: CardDef['discount'];
  standardProjectDiscount?: CardDef['standardProjectDiscount'];
  vp?: VictoryPoints;
}

export interface ModuleDef {
  id: string;
  name: string;
  vertical: Element;
  horizontal: Element;
  origin: 'published' | 'original';
  holds?: CardResource;
  base: ModuleFace;
  connected: ModuleFace;
}

/** What a module keeps on its tile: plants (not a card resource) or a card resource. */
const heldAmount = (what: 'plant' | 'microbe', n: number): Message => (what === 'plant' ? resourceAmount('plants', n) : cardResourceAmount(what, n));

// ---- Face builders: one reading of a value, written the same way for every module ----

/** Action: gain resources. */
const produce = (...gains: [Resource, number][]): ModuleFace => ({
  actions: [{ effects: gains.map(([r, n]) => gain(r, n)) }],
});

/** Action: convert at a rate, as many times as you can pay for within one module action. */
const convert = (pay: Resource, payN: number, get: Resource, getN: number): ModuleFace => ({
  actions: [{ cost: [gain(pay, -payN)], effects: [gain(get, getN)], label: msg('tmPrompt.cardAction.convert', { pay: resourceAmount(pay, payN), get: resourceAmount(get, getN) }) }],
  repeatable: true,
});

/** Effect: whenever something happens, the owner gets these effects. */
const whenever = (when: TriggerEvent, effects: Effect[]): ModuleFace => ({
  triggers: [{ when, effects }],
});

/** Both faces of an effect that pays out a resource whenever something happens. */
const gainsWhen = (when: TriggerEvent, resource: Resource, base: number, connected: number): Pick<ModuleDef, 'base' | 'connected'> => ({
  base: whenever(when, [gain(resource, base)]),
  connected: whenever(when, [gain(resource, connected)]),
});

const tagDiscount = (tag: Tag, n: number): ModuleFace => ({
  discount: { amount: n, tag },
});

const cityPlaced: TriggerEvent = { on: 'tilePlaced', tile: 'city', who: 'any' };
const oceanPlaced: TriggerEvent = { on: 'tilePlaced', tile: 'ocean', who: 'any' };
const ownOcean: TriggerEvent = { on: 'tilePlaced', tile: 'ocean', who: 'self' };
const ownGreenery: TriggerEvent = { on: 'tilePlaced', tile: 'greenery', who: 'self' };
const anyGreenery: TriggerEvent = { on: 'tilePlaced', tile: 'greenery', who: 'any' };
const tagPlayed = (tag: Tag, who: 'self' | 'any'): TriggerEvent => ({ on: 'cardPlayed', tag, who });

/** Action: add 1 resource here, or remove some from here for a reward. */
const stockpile = (what: 'plant' | 'microbe', spend: number, reward: Effect[], rewardText: Message): ModuleFace => ({
  actions: [
    { effects: [addHere(1)], label: msg('tmPrompt.cardAction.addHere', { amount: heldAmount(what, 1) }) },
    { cost: [spendHere(spend)], effects: reward, label: msg('tmPrompt.cardAction.removeHereFor', { amount: heldAmount(what, spend), reward: rewardText }) },
  ],
});

/** Holds a card resource, adds one as its action, and scores per so many. */
const breeder = (every: number, extra?: Effect[]): ModuleFace => ({
  actions: [{ effects: [addHere(1), ...(extra ?? [])] }],
  vp: { per: 'resource', every },
});

export const MODULES: readonly ModuleDef[] = [
  // ---------------- Published modules (read from the rulebook) ----------------
  { id: 'CM01', name: 'Aerogel', vertical: 'heat', horizontal: 'carbonDioxide', origin: 'published', base: produce(['heat', 1]), connected: produce(['heat', 2]) },
  { id: 'CM02', name: 'Fungiculture', vertical: 'heat', horizontal: 'nitrogen', origin: 'published', base: convert('heat', 2, 'plants', 3), connected: convert('heat', 1, 'plants', 2) },
  { id: 'CM03', name: 'Microfluid Manipulation', vertical: 'water', horizontal: 'carbonDioxide', origin: 'published', base: produce(['energy', 1]), connected: produce(['energy', 2]) },
  { id: 'CM04', name: 'Recycling Vats', vertical: 'heat', horizontal: 'potassium', origin: 'published', ...gainsWhen(cityPlaced, 'megacredits', 3, 5) },
  {
    id: 'CM05', name: 'Halophytes', vertical: 'oxygen', horizontal: 'potassium', origin: 'published',
    // Plants kept on the tile are not a card resource other cards can take.
    base: stockpile('plant', 4, [raise('oxygen', 1)], msg('tmPrompt.reward.raiseOxygen')),
    connected: stockpile('plant', 3, [raise('oxygen', 1)], msg('tmPrompt.reward.raiseOxygen')),
  },
  { id: 'CM06', name: 'Methane Cyclers', vertical: 'oxygen', horizontal: 'nitrogen', origin: 'published', ...gainsWhen(tagPlayed('animal', 'any'), 'megacredits', 2, 3) },
  // Read from a small picture: elements and values may differ on the real tile.
  { id: 'CM07', name: 'Haber Generators', vertical: 'oxygen', horizontal: 'nitrogen', origin: 'published', base: tagDiscount('science', 2), connected: tagDiscount('science', 3) },
  // Read from a small picture: the conversion rates are uncertain.
  { id: 'CM08', name: 'Cyanobacteria', vertical: 'light', horizontal: 'nitrogen', origin: 'published', base: convert('energy', 1, 'plants', 1), connected: convert('energy', 2, 'plants', 3) },
  // Read from a small picture: the amounts are uncertain.
  { id: 'CM09', name: 'Aquaculture', vertical: 'water', horizontal: 'nitrogen', origin: 'published', ...gainsWhen(oceanPlaced, 'megacredits', 3, 5) },
  {
    // Read from a small picture: the discounts are uncertain.
    id: 'CM10', name: 'Light-Emitting Diodes', vertical: 'light', horizontal: 'potassium', origin: 'published',
    base: { standardProjectDiscount: { 'Production Module': 2 } },
    connected: { standardProjectDiscount: { 'Production Module': 3 } },
  },
  // From the marketplace picture (about 60 px a tile): name, horizontal element and values are guesses.
  { id: 'CM11', name: 'Molecular Assemblers', vertical: 'heat', horizontal: 'nitrogen', origin: 'published', base: tagDiscount('plant', 2), connected: tagDiscount('plant', 3) },
  // From the marketplace picture: horizontal element and rates are guesses.
  { id: 'CM12', name: 'Iron Fertilization', vertical: 'water', horizontal: 'phosphorus', origin: 'published', base: convert('steel', 1, 'plants', 1), connected: convert('steel', 2, 'plants', 3) },
  // From the marketplace picture: name, horizontal element and values are guesses.
  { id: 'CM13', name: 'Solar Still', vertical: 'water', horizontal: 'phosphorus', origin: 'published', base: tagDiscount('power', 2), connected: tagDiscount('power', 3) },

  // ---------------- Designed by this project (original content, not published tiles) ----------------
  { id: 'CM14', name: 'Compost Furnace', vertical: 'heat', horizontal: 'phosphorus', origin: 'original', ...gainsWhen(ownGreenery, 'heat', 2, 3) },
  { id: 'CM15', name: 'Biochar Kiln', vertical: 'heat', horizontal: 'phosphorus', origin: 'original', base: convert('heat', 2, 'megacredits', 1), connected: convert('heat', 3, 'megacredits', 2) },
  { id: 'CM16', name: 'Thermal Cracker', vertical: 'heat', horizontal: 'carbonDioxide', origin: 'original', base: produce(['megacredits', 2]), connected: produce(['megacredits', 3]) },
  { id: 'CM17', name: 'Dry Ice Vault', vertical: 'heat', horizontal: 'carbonDioxide', origin: 'original', ...gainsWhen(tagPlayed('power', 'self'), 'heat', 2, 3) },
  { id: 'CM18', name: 'Heat Exchange Loop', vertical: 'heat', horizontal: 'potassium', origin: 'original', base: produce(['heat', 2]), connected: produce(['heat', 3]) },
  { id: 'CM19', name: 'Kelp Rafts', vertical: 'water', horizontal: 'potassium', origin: 'original', base: produce(['plants', 1]), connected: produce(['plants', 2]) },
  { id: 'CM20', name: 'Brine Extractor', vertical: 'water', horizontal: 'potassium', origin: 'original', ...gainsWhen(oceanPlaced, 'plants', 1, 2) },
  { id: 'CM21', name: 'Carbonated Springs', vertical: 'water', horizontal: 'carbonDioxide', origin: 'original', ...gainsWhen(ownOcean, 'plants', 2, 3) },
  { id: 'CM22', name: 'Mycelium Tanks', vertical: 'water', horizontal: 'carbonDioxide', origin: 'original', holds: 'microbe', base: breeder(3), connected: breeder(2) },
  { id: 'CM23', name: 'Nutrient Film Beds', vertical: 'water', horizontal: 'phosphorus', origin: 'original', ...gainsWhen(tagPlayed('plant', 'self'), 'plants', 1, 2) },
  { id: 'CM24', name: 'Algae Photobioreactor', vertical: 'oxygen', horizontal: 'carbonDioxide', origin: 'original', base: produce(['plants', 1], ['heat', 1]), connected: produce(['plants', 1], ['heat', 3]) },
  { id: 'CM25', name: 'Respiration Chamber', vertical: 'oxygen', horizontal: 'carbonDioxide', origin: 'original', holds: 'animal', base: breeder(3), connected: breeder(2) },
  {
    id: 'CM26', name: 'Pollinator Hives', vertical: 'oxygen', horizontal: 'phosphorus', origin: 'original', holds: 'animal',
    base: { triggers: [{ when: tagPlayed('plant', 'self'), effects: [addHere(1)] }], vp: { per: 'resource', every: 2 } },
    connected: { triggers: [{ when: tagPlayed('plant', 'self'), effects: [addHere(1), gain('plants', 1)] }], vp: { per: 'resource', every: 2 } },
  },
  { id: 'CM27', name: 'Bone Meal Mill', vertical: 'oxygen', horizontal: 'phosphorus', origin: 'original', ...gainsWhen(ownGreenery, 'megacredits', 2, 3) },
  { id: 'CM28', name: 'Orchard Domes', vertical: 'oxygen', horizontal: 'potassium', origin: 'original', ...gainsWhen(anyGreenery, 'megacredits', 1, 2) },
  { id: 'CM29', name: 'Potash Works', vertical: 'oxygen', horizontal: 'potassium', origin: 'original', base: produce(['steel', 1]), connected: produce(['steel', 2]) },
  { id: 'CM30', name: 'Grow Lamps', vertical: 'light', horizontal: 'carbonDioxide', origin: 'original', base: convert('energy', 2, 'megacredits', 3), connected: convert('energy', 1, 'megacredits', 2) },
  { id: 'CM31', name: 'Sunfarm Trellis', vertical: 'light', horizontal: 'phosphorus', origin: 'original', base: produce(['plants', 1]), connected: produce(['plants', 1], ['energy', 1]) },
  { id: 'CM32', name: 'Spectral Sorter', vertical: 'light', horizontal: 'phosphorus', origin: 'original', ...gainsWhen(tagPlayed('microbe', 'self'), 'megacredits', 2, 3) },
  { id: 'CM33', name: 'Solar Dryers', vertical: 'light', horizontal: 'potassium', origin: 'original', ...gainsWhen({ on: 'standardProject', who: 'self' }, 'megacredits', 1, 2) },
  {
    id: 'CM34', name: 'Nitrogen Fixers', vertical: 'light', horizontal: 'nitrogen', origin: 'original', holds: 'microbe',
    base: stockpile('microbe', 2, [gain('plants', 3)], msg('tmPrompt.reward.gain', { amount: resourceAmount('plants', 3) })),
    connected: stockpile('microbe', 2, [gain('plants', 4)], msg('tmPrompt.reward.gain', { amount: resourceAmount('plants', 4) })),
  },
  {
    id: 'CM35', name: 'Insect Farm', vertical: 'light', horizontal: 'nitrogen', origin: 'original', holds: 'animal',
    base: { triggers: [{ when: tagPlayed('plant', 'any'), effects: [addHere(1)] }], vp: { per: 'resource', every: 3 } },
    connected: { triggers: [{ when: tagPlayed('plant', 'any'), effects: [addHere(1)] }], vp: { per: 'resource', every: 2 } },
  },
  { id: 'CM36', name: 'Protein Vats', vertical: 'light', horizontal: 'nitrogen', origin: 'original', base: convert('plants', 2, 'megacredits', 3), connected: convert('plants', 1, 'megacredits', 2) },
];
