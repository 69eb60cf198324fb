// The 49 project cards of the Colonies expansion, as data. Facts (cost, tags, requirements, VP) come from
// the project's reference file cards-colonies.jsonl; the player-facing text is our own wording. Conditions
// the requirement list cannot express (colonies, floaters) are play-check hooks and are named in the text.
import { msg } from '../../../../shared/message';
import { addHere, addToAny, addToOther, choose, gain, hook, production, spendHere, tagsAtLeast } from '../builders';
import type { CardDef } from '../vocabulary';
import { gainChoice, productionChoice } from '../../promptWords';

const buildColony = hook('buildColony');
const card = (def: Omit<CardDef, 'set'>): CardDef => ({ ...def, set: 'colonies' });

export const COLONIES_PROJECT_CARDS: CardDef[] = [
  card({
    id: 'C01', name: 'Airliners', type: 'automated', cost: 11, tags: [], vp: 1, playCheck: 'floatersAtLeast3',
    onPlay: [production('megacredits', 2), addToAny('floater', 2)],
  }),
  card({
    id: 'C02', name: 'Air Raid', type: 'event', cost: 0, tags: [], playCheck: 'hasFloater',
    onPlay: [hook('airRaid'), { do: 'steal', resource: 'megacredits', amount: 5 }],
  }),
  card({
    id: 'C03', name: 'Atmo Collectors', type: 'active', cost: 15, tags: [], holds: 'floater',
    onPlay: [addToAny('floater', 2)],
    actions: [
      { effects: [addHere(1)], label: msg('tmPrompt.cardAction.addFloaterHere') },
      {
        cost: [spendHere(1)], label: msg('tmPrompt.cardAction.floaterForResources'),
        effects: [choose([gainChoice('titanium', 2), [gain('titanium', 2)]], [gainChoice('energy', 3), [gain('energy', 3)]], [gainChoice('heat', 4), [gain('heat', 4)]])],
      },
    ],
  }),
  card({
    id: 'C04', name: 'Community Services', type: 'automated', cost: 13, tags: [], vp: 1, onPlay: [hook('communityServices')],
  }),
  card({
    id: 'C05', name: 'Conscription', type: 'event', cost: 5, tags: ['earth'], requirements: [tagsAtLeast('earth', 2)], vp: -1,
    onPlay: [{ do: 'nextCard', discount: 16 }],
  }),
  card({
    id: 'C06', name: 'Corona Extractor', type: 'automated', cost: 10, tags: ['space', 'power'], requirements: [tagsAtLeast('science', 4)],
    onPlay: [production('energy', 4)],
  }),
  card({
    id: 'C07', name: 'Cryo-Sleep', type: 'active', cost: 10, tags: ['science'], vp: 1, colonyRules: { tradeDiscount: 1 },
  }),
  card({
    id: 'C08', name: 'Earth Elevator', type: 'automated', cost: 43, tags: ['space', 'earth'], vp: 4,
    onPlay: [production('titanium', 3)],
  }),
  card({
    id: 'C09', name: 'Ecology Research', type: 'automated', cost: 21, tags: ['science', 'plant', 'animal', 'microbe'], vp: 1,
    onPlay: [hook('plantsPerColony'), addToOther('animal', 1), addToOther('microbe', 2)],
  }),
  card({
    id: 'C10', name: 'Floater Leasing', type: 'automated', cost: 3, tags: [], onPlay: [hook('floaterLeasing')],
  }),
  card({
    id: 'C11', name: 'Floater Prototypes', type: 'event', cost: 2, tags: ['science'], onPlay: [addToOther('floater', 2)],
  }),
  card({
    id: 'C12', name: 'Floater Technology', type: 'active', cost: 7, tags: ['science'],
    actions: [{ check: 'hasOtherFloaterCard', effects: [addToOther('floater', 1)], label: msg('tmPrompt.cardAction.floaterToOtherCard') }],
  }),
  card({
    id: 'C13', name: 'Galilean Waystation', type: 'automated', cost: 15, tags: ['space'], vp: 1,
    onPlay: [production('megacredits', { count: 'tags', tag: 'jovian', who: 'all' })],
  }),
  card({
    id: 'C14', name: 'Heavy Taxation', type: 'automated', cost: 3, tags: ['earth'], requirements: [tagsAtLeast('earth', 2)], vp: -1,
    onPlay: [production('megacredits', 2), gain('megacredits', 4)],
  }),
  card({
    id: 'C15', name: 'Ice Moon Colony', type: 'automated', cost: 23, tags: ['space'], playCheck: 'colonySpotFree',
    onPlay: [buildColony, { do: 'place', tile: 'ocean' }],
  }),
  card({
    id: 'C16', name: 'Impactor Swarm', type: 'event', cost: 11, tags: ['space'], requirements: [tagsAtLeast('jovian', 2)],
    onPlay: [gain('heat', 12), { do: 'removeFromAny', resource: 'plants', amount: 2 }],
  }),
  card({
    id: 'C17', name: 'Interplanetary Colony Ship', type: 'event', cost: 12, tags: ['space', 'earth'], playCheck: 'colonySpotFree',
    onPlay: [buildColony],
  }),
  card({
    id: 'C18', name: 'Jovian Lanterns', type: 'active', cost: 20, tags: ['jovian'], requirements: [tagsAtLeast('jovian', 1)],
    holds: 'floater', vp: { per: 'resource', every: 2 },
    onPlay: [{ do: 'tr', amount: 1 }, addToAny('floater', 2)],
    actions: [{ cost: [gain('titanium', -1)], effects: [addHere(2)], label: msg('tmPrompt.cardAction.titaniumForTwoFloaters') }],
  }),
  card({
    id: 'C19', name: 'Jupiter Floating Station', type: 'active', cost: 9, tags: ['jovian'], requirements: [tagsAtLeast('science', 3)],
    holds: 'floater', vp: 1,
    actions: [
      { effects: [hook('addFloaterToJovian')], label: msg('tmPrompt.cardAction.floaterToJovian') },
      { effects: [hook('jupiterStationCash')], label: msg('tmPrompt.cardAction.megacreditsPerFloater') },
    ],
  }),
  card({
    id: 'C20', name: 'Luna Governor', type: 'automated', cost: 4, tags: ['earth', 'earth'], requirements: [tagsAtLeast('earth', 3)],
    onPlay: [production('megacredits', 2)],
  }),
  card({
    id: 'C21', name: 'Lunar Exports', type: 'automated', cost: 19, tags: ['earth', 'space'],
    onPlay: [choose([productionChoice('plants', 2), [production('plants', 2)]], [productionChoice('megacredits', 5), [production('megacredits', 5)]])],
  }),
  card({
    id: 'C22', name: 'Lunar Mining', type: 'automated', cost: 11, tags: ['earth'],
    onPlay: [production('titanium', { count: 'tags', tag: 'earth', per: 2 })],
  }),
  card({
    id: 'C23', name: 'Market Manipulation', type: 'event', cost: 1, tags: ['earth'], playCheck: 'marketManipulation',
    onPlay: [hook('marketManipulation')],
  }),
  card({
    id: 'C24', name: 'Martian Zoo', type: 'active', cost: 12, tags: ['animal', 'building'], requirements: [{ tiles: 'city', who: 'all', min: 2 }],
    holds: 'animal', vp: 1,
    triggers: [{ when: { on: 'cardPlayed', tag: 'earth', who: 'self' }, effects: [addHere(1)] }],
    actions: [{ effects: [gain('megacredits', { count: 'resourcesHere' })], label: msg('tmPrompt.cardAction.megacreditsPerAnimal') }],
  }),
  card({
    id: 'C25', name: 'Mining Colony', type: 'automated', cost: 20, tags: ['space'], playCheck: 'colonySpotFree',
    onPlay: [production('titanium', 1), buildColony],
  }),
  card({
    id: 'C26', name: 'Minority Refuge', type: 'automated', cost: 5, tags: ['space'], playCheck: 'refugeColony',
    onPlay: [hook('refugeColony')],
  }),
  card({
    id: 'C27', name: 'Molecular Printing', type: 'automated', cost: 11, tags: ['science'], vp: 1, onPlay: [hook('molecularPrinting')],
  }),
  card({
    id: 'C28', name: 'Nitrogen from Titan', type: 'automated', cost: 25, tags: ['jovian', 'space'], vp: 1,
    onPlay: [{ do: 'tr', amount: 2 }, hook('addFloatersToJovian2')],
  }),
  card({
    id: 'C29', name: 'Pioneer Settlement', type: 'automated', cost: 13, tags: ['space'], vp: 2, playCheck: 'pioneerSettlement',
    onPlay: [hook('refugeColony')],
  }),
  card({
    id: 'C30', name: 'Productive Outpost', type: 'automated', cost: 0, tags: [], onPlay: [hook('productiveOutpost')],
  }),
  card({
    id: 'C31', name: 'Quantum Communications', type: 'automated', cost: 8, tags: [], requirements: [tagsAtLeast('science', 4)], vp: 1,
    onPlay: [hook('quantumCommunications')],
  }),
  card({
    id: 'C32', name: 'Red Spot Observatory', type: 'active', cost: 17, tags: ['jovian', 'science'], requirements: [tagsAtLeast('science', 3)],
    holds: 'floater', vp: 2, onPlay: [{ do: 'draw', amount: 2 }],
    actions: [
      { effects: [addHere(1)], label: msg('tmPrompt.cardAction.addFloaterHere') },
      { cost: [spendHere(1)], effects: [{ do: 'draw', amount: 1 }], label: msg('tmPrompt.cardAction.floaterToDraw') },
    ],
  }),
  card({
    id: 'C33', name: 'Refugee Camps', type: 'active', cost: 10, tags: ['earth'], holds: 'camp', vp: { per: 'resource', every: 1 },
    actions: [{ cost: [production('megacredits', -1)], effects: [addHere(1)], label: msg('tmPrompt.cardAction.megacreditProductionForCamp') }],
  }),
  card({
    id: 'C34', name: 'Research Colony', type: 'automated', cost: 20, tags: ['space', 'science'], playCheck: 'colonySpotFreeAnywhere',
    onPlay: [hook('buildColonyAnywhere'), { do: 'draw', amount: 2 }],
  }),
  card({
    id: 'C35', name: 'Rim Freighters', type: 'active', cost: 4, tags: ['space'], colonyRules: { tradeDiscount: 1 },
  }),
  card({
    id: 'C36', name: 'Sky Docks', type: 'active', cost: 18, tags: ['space', 'earth'], requirements: [tagsAtLeast('earth', 2)], vp: 2,
    discount: { amount: 1 }, onPlay: [hook('gainTradeFleet')],
  }),
  card({
    id: 'C37', name: 'Solar Probe', type: 'event', cost: 9, tags: ['space', 'science'], vp: 1, onPlay: [hook('solarProbe')],
  }),
  card({
    id: 'C38', name: 'Solar Reflectors', type: 'automated', cost: 23, tags: ['space'], onPlay: [production('heat', 5)],
  }),
  card({
    id: 'C39', name: 'Space Port', type: 'automated', cost: 22, tags: ['city', 'building'], playCheck: 'hasColony',
    onPlay: [production('energy', -1), production('megacredits', 4), { do: 'place', tile: 'city' }, hook('gainTradeFleet')],
  }),
  card({
    id: 'C40', name: 'Space Port Colony', type: 'automated', cost: 27, tags: ['space'], playCheck: 'spacePortColony',
    vp: { hook: 'spacePortColony' }, onPlay: [hook('buildColonyAnywhere'), hook('gainTradeFleet')],
  }),
  card({
    id: 'C41', name: 'Spin-off Department', type: 'active', cost: 10, tags: ['building'], onPlay: [production('megacredits', 2)],
    triggers: [{ when: { on: 'cardPlayed', who: 'self' }, effects: [hook('spinOffDraw')] }],
  }),
  card({
    id: 'C42', name: 'Sub-zero Salt Fish', type: 'active', cost: 5, tags: ['animal'], requirements: [{ parameter: 'temperature', min: -6 }],
    holds: 'animal', vp: { per: 'resource', every: 2 },
    onPlay: [{ do: 'productionOfAny', resource: 'plants', amount: 1 }], actions: [{ effects: [addHere(1)], label: msg('tmPrompt.cardAction.addAnimalHere') }],
  }),
  card({
    id: 'C43', name: 'Titan Air-scrapping', type: 'active', cost: 21, tags: ['jovian'], holds: 'floater', vp: 2,
    actions: [
      { cost: [gain('titanium', -1)], effects: [addHere(2)], label: msg('tmPrompt.cardAction.titaniumForTwoFloaters') },
      { cost: [spendHere(2)], effects: [{ do: 'tr', amount: 1 }], label: msg('tmPrompt.cardAction.floatersForTr') },
    ],
  }),
  card({
    id: 'C44', name: 'Titan Floating Launch-pad', type: 'active', cost: 18, tags: ['jovian'], holds: 'floater', vp: 1,
    onPlay: [hook('addFloatersToJovian2')],
    actions: [
      { effects: [hook('addFloaterToJovian')], label: msg('tmPrompt.cardAction.floaterToJovian') },
      { check: 'canTradeFree', cost: [spendHere(1)], effects: [hook('chooseTradeTile')], label: msg('tmPrompt.cardAction.floaterForFreeTrade') },
    ],
  }),
  card({
    id: 'C45', name: 'Titan Shuttles', type: 'active', cost: 23, tags: ['jovian', 'space'], holds: 'floater', vp: 1,
    actions: [
      { effects: [hook('addFloatersToJovian2')], label: msg('tmPrompt.cardAction.twoFloatersToJovian') },
      { check: 'hasFloaterHere', effects: [hook('titanShuttlesCashIn')], label: msg('tmPrompt.cardAction.floatersForTitanium') },
    ],
  }),
  card({
    id: 'C46', name: 'Trade Envoys', type: 'active', cost: 6, tags: [], colonyRules: { tradeMarkerRaise: 1 },
  }),
  card({
    id: 'C47', name: 'Trading Colony', type: 'active', cost: 18, tags: ['space'], playCheck: 'colonySpotFree',
    colonyRules: { tradeMarkerRaise: 1 }, onPlay: [buildColony],
  }),
  card({
    id: 'C48', name: 'Urban Decomposers', type: 'automated', cost: 6, tags: ['microbe'], requirements: [{ tiles: 'city', who: 'self', min: 1 }],
    playCheck: 'hasColony', onPlay: [production('plants', 1), addToOther('microbe', 2)],
  }),
  card({
    id: 'C49', name: 'Warp Drive', type: 'active', cost: 14, tags: ['science'], requirements: [tagsAtLeast('science', 5)], vp: 2,
    discount: { amount: 4, tag: 'space' },
  }),
];
