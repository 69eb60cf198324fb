// The 49 project cards of the Colonies expansion, as data. Facts (cost, tags, requirements, VP) come from
// the project's reference file cards-colonies.jsonl; the player-facing text is our own wording. Conditions
// the requirement list cannot express (colonies, floaters) are play-check hooks and are named in the text.
import { addHere, addToAny, addToOther, choose, gain, hook, production, spendHere, tagsAtLeast } from '../builders';
import type { CardDef } from '../vocabulary';

const buildColony = hook('buildColony');
const card = (def: Omit<CardDef, 'set'>): CardDef => ({ ...def, set: 'colonies' });

export const COLONIES_PROJECT_CARDS: CardDef[] = [
  card({
    id: 'C01', name: 'Airliners', type: 'automated', cost: 11, tags: [], vp: 1, playCheck: 'floatersAtLeast3',
    onPlay: [production('megacredits', 2), addToAny('floater', 2)],
    text: 'Requires 3 floaters on your cards. +2 M€ production; put 2 floaters on one of your floater cards.',
  }),
  card({
    id: 'C02', name: 'Air Raid', type: 'event', cost: 0, tags: [], playCheck: 'hasFloater',
    onPlay: [hook('airRaid'), { do: 'steal', resource: 'megacredits', amount: 5 }],
    text: 'Spend 1 floater from one of your cards, then take up to 5 M€ from another player.',
  }),
  card({
    id: 'C03', name: 'Atmo Collectors', type: 'active', cost: 15, tags: [], holds: 'floater',
    onPlay: [addToAny('floater', 2)],
    actions: [
      { effects: [addHere(1)], label: 'Add a floater here' },
      {
        cost: [spendHere(1)], label: 'Spend a floater here: 2 titanium, 3 energy or 4 heat',
        effects: [choose(['Gain 2 titanium', [gain('titanium', 2)]], ['Gain 3 energy', [gain('energy', 3)]], ['Gain 4 heat', [gain('heat', 4)]])],
      },
    ],
    text: 'Put 2 floaters on one of your floater cards (this one counts). Action: add a floater here, or spend one here for 2 titanium, 3 energy or 4 heat.',
  }),
  card({
    id: 'C04', name: 'Community Services', type: 'automated', cost: 13, tags: [], vp: 1, onPlay: [hook('communityServices')],
    text: '+1 M€ production for each of your cards in play without tags, this one included.',
  }),
  card({
    id: 'C05', name: 'Conscription', type: 'event', cost: 5, tags: ['earth'], requirements: [tagsAtLeast('earth', 2)], vp: -1,
    onPlay: [{ do: 'nextCard', discount: 16 }],
    text: 'The next card you play this generation costs 16 M€ less.',
  }),
  card({
    id: 'C06', name: 'Corona Extractor', type: 'automated', cost: 10, tags: ['space', 'power'], requirements: [tagsAtLeast('science', 4)],
    onPlay: [production('energy', 4)], text: '+4 energy production.',
  }),
  card({
    id: 'C07', name: 'Cryo-Sleep', type: 'active', cost: 10, tags: ['science'], vp: 1, colonyRules: { tradeDiscount: 1 },
    text: 'Your trades cost 1 less of whatever you pay with (M€, energy or titanium).',
  }),
  card({
    id: 'C08', name: 'Earth Elevator', type: 'automated', cost: 43, tags: ['space', 'earth'], vp: 4,
    onPlay: [production('titanium', 3)], text: '+3 titanium production.',
  }),
  card({
    id: 'C09', name: 'Ecology Research', type: 'automated', cost: 21, tags: ['science', 'plant', 'animal', 'microbe'], vp: 1,
    onPlay: [hook('plantsPerColony'), addToOther('animal', 1), addToOther('microbe', 2)],
    text: '+1 plant production per colony you own. Put 1 animal on one of your other cards and 2 microbes on one of your other cards.',
  }),
  card({
    id: 'C10', name: 'Floater Leasing', type: 'automated', cost: 3, tags: [], onPlay: [hook('floaterLeasing')],
    text: '+1 M€ production for every 3 floaters on your cards now.',
  }),
  card({
    id: 'C11', name: 'Floater Prototypes', type: 'event', cost: 2, tags: ['science'], onPlay: [addToOther('floater', 2)],
    text: 'Put 2 floaters on one of your other floater cards.',
  }),
  card({
    id: 'C12', name: 'Floater Technology', type: 'active', cost: 7, tags: ['science'],
    actions: [{ check: 'hasOtherFloaterCard', effects: [addToOther('floater', 1)], label: 'Add a floater to another card' }],
    text: 'Action: put 1 floater on another of your floater cards.',
  }),
  card({
    id: 'C13', name: 'Galilean Waystation', type: 'automated', cost: 15, tags: ['space'], vp: 1,
    onPlay: [production('megacredits', { count: 'tags', tag: 'jovian', who: 'all' })],
    text: '+1 M€ production for each Jovian tag in play, whoever owns it.',
  }),
  card({
    id: 'C14', name: 'Heavy Taxation', type: 'automated', cost: 3, tags: ['earth'], requirements: [tagsAtLeast('earth', 2)], vp: -1,
    onPlay: [production('megacredits', 2), gain('megacredits', 4)], text: '+2 M€ production and gain 4 M€.',
  }),
  card({
    id: 'C15', name: 'Ice Moon Colony', type: 'automated', cost: 23, tags: ['space'], playCheck: 'colonySpotFree',
    onPlay: [buildColony, { do: 'place', tile: 'ocean' }], text: 'Build a colony and place an ocean.',
  }),
  card({
    id: 'C16', name: 'Impactor Swarm', type: 'event', cost: 11, tags: ['space'], requirements: [tagsAtLeast('jovian', 2)],
    onPlay: [gain('heat', 12), { do: 'removeFromAny', resource: 'plants', amount: 2 }],
    text: 'Gain 12 heat. You may remove up to 2 plants from any player.',
  }),
  card({
    id: 'C17', name: 'Interplanetary Colony Ship', type: 'event', cost: 12, tags: ['space', 'earth'], playCheck: 'colonySpotFree',
    onPlay: [buildColony], text: 'Build a colony.',
  }),
  card({
    id: 'C18', name: 'Jovian Lanterns', type: 'active', cost: 20, tags: ['jovian'], requirements: [tagsAtLeast('jovian', 1)],
    holds: 'floater', vp: { per: 'resource', every: 2 },
    onPlay: [{ do: 'tr', amount: 1 }, addToAny('floater', 2)],
    actions: [{ cost: [gain('titanium', -1)], effects: [addHere(2)], label: 'Spend 1 titanium: 2 floaters here' }],
    text: '+1 TR; put 2 floaters on one of your floater cards. Action: spend 1 titanium to add 2 floaters here. 1 VP per 2 floaters here.',
  }),
  card({
    id: 'C19', name: 'Jupiter Floating Station', type: 'active', cost: 9, tags: ['jovian'], requirements: [tagsAtLeast('science', 3)],
    holds: 'floater', vp: 1,
    actions: [
      { effects: [hook('addFloaterToJovian')], label: 'Add a floater to a Jovian card' },
      { effects: [hook('jupiterStationCash')], label: 'Gain 1 M€ per floater here (at most 4)' },
    ],
    text: 'Action: put 1 floater on one of your Jovian floater cards, or gain 1 M€ per floater here, at most 4.',
  }),
  card({
    id: 'C20', name: 'Luna Governor', type: 'automated', cost: 4, tags: ['earth', 'earth'], requirements: [tagsAtLeast('earth', 3)],
    onPlay: [production('megacredits', 2)], text: '+2 M€ production.',
  }),
  card({
    id: 'C21', name: 'Lunar Exports', type: 'automated', cost: 19, tags: ['earth', 'space'],
    onPlay: [choose(['+2 plant production', [production('plants', 2)]], ['+5 M€ production', [production('megacredits', 5)]])],
    text: 'Choose: +2 plant production or +5 M€ production.',
  }),
  card({
    id: 'C22', name: 'Lunar Mining', type: 'automated', cost: 11, tags: ['earth'],
    onPlay: [production('titanium', { count: 'tags', tag: 'earth', per: 2 })],
    text: '+1 titanium production for every 2 Earth tags you have, this one included.',
  }),
  card({
    id: 'C23', name: 'Market Manipulation', type: 'event', cost: 1, tags: ['earth'], playCheck: 'marketManipulation',
    onPlay: [hook('marketManipulation')],
    text: 'Move one colony tile\'s marker up a step and another tile\'s marker down a step.',
  }),
  card({
    id: 'C24', name: 'Martian Zoo', type: 'active', cost: 12, tags: ['animal', 'building'], requirements: [{ tiles: 'city', who: 'all', min: 2 }],
    holds: 'animal', vp: 1,
    triggers: [{ when: { on: 'cardPlayed', tag: 'earth', who: 'self' }, effects: [addHere(1)] }],
    actions: [{ effects: [gain('megacredits', { count: 'resourcesHere' })], label: 'Gain 1 M€ per animal here' }],
    text: 'Each Earth tag you play adds an animal here. Action: gain 1 M€ per animal here.',
  }),
  card({
    id: 'C25', name: 'Mining Colony', type: 'automated', cost: 20, tags: ['space'], playCheck: 'colonySpotFree',
    onPlay: [production('titanium', 1), buildColony], text: '+1 titanium production and build a colony.',
  }),
  card({
    id: 'C26', name: 'Minority Refuge', type: 'automated', cost: 5, tags: ['space'], playCheck: 'refugeColony',
    onPlay: [hook('refugeColony')], text: 'Build a colony, then -2 M€ production.',
  }),
  card({
    id: 'C27', name: 'Molecular Printing', type: 'automated', cost: 11, tags: ['science'], vp: 1, onPlay: [hook('molecularPrinting')],
    text: 'Gain 1 M€ for each city tile and each colony in play.',
  }),
  card({
    id: 'C28', name: 'Nitrogen from Titan', type: 'automated', cost: 25, tags: ['jovian', 'space'], vp: 1,
    onPlay: [{ do: 'tr', amount: 2 }, hook('addFloatersToJovian2')], text: '+2 TR; put 2 floaters on one of your Jovian floater cards.',
  }),
  card({
    id: 'C29', name: 'Pioneer Settlement', type: 'automated', cost: 13, tags: ['space'], vp: 2, playCheck: 'pioneerSettlement',
    onPlay: [hook('refugeColony')], text: 'Requires that you own at most 1 colony. Build a colony, then -2 M€ production.',
  }),
  card({
    id: 'C30', name: 'Productive Outpost', type: 'automated', cost: 0, tags: [], onPlay: [hook('productiveOutpost')],
    text: 'Collect the colony bonus of each of your colonies.',
  }),
  card({
    id: 'C31', name: 'Quantum Communications', type: 'automated', cost: 8, tags: [], requirements: [tagsAtLeast('science', 4)], vp: 1,
    onPlay: [hook('quantumCommunications')], text: '+1 M€ production for each colony in play.',
  }),
  card({
    id: 'C32', name: 'Red Spot Observatory', type: 'active', cost: 17, tags: ['jovian', 'science'], requirements: [tagsAtLeast('science', 3)],
    holds: 'floater', vp: 2, onPlay: [{ do: 'draw', amount: 2 }],
    actions: [
      { effects: [addHere(1)], label: 'Add a floater here' },
      { cost: [spendHere(1)], effects: [{ do: 'draw', amount: 1 }], label: 'Spend a floater here: draw a card' },
    ],
    text: 'Draw 2 cards. Action: add a floater here, or spend one here to draw a card.',
  }),
  card({
    id: 'C33', name: 'Refugee Camps', type: 'active', cost: 10, tags: ['earth'], holds: 'camp', vp: { per: 'resource', every: 1 },
    actions: [{ cost: [production('megacredits', -1)], effects: [addHere(1)], label: '-1 M€ production: a camp here' }],
    text: 'Action: lower your M€ production 1 step to add a camp here. 1 VP per camp here.',
  }),
  card({
    id: 'C34', name: 'Research Colony', type: 'automated', cost: 20, tags: ['space', 'science'], playCheck: 'colonySpotFreeAnywhere',
    onPlay: [hook('buildColonyAnywhere'), { do: 'draw', amount: 2 }],
    text: 'Build a colony, even on a tile where you already have one. Draw 2 cards.',
  }),
  card({
    id: 'C35', name: 'Rim Freighters', type: 'active', cost: 4, tags: ['space'], colonyRules: { tradeDiscount: 1 },
    text: 'Your trades cost 1 less of whatever you pay with.',
  }),
  card({
    id: 'C36', name: 'Sky Docks', type: 'active', cost: 18, tags: ['space', 'earth'], requirements: [tagsAtLeast('earth', 2)], vp: 2,
    discount: { amount: 1 }, onPlay: [hook('gainTradeFleet')],
    text: 'Gain a trade fleet. Cards you play cost 1 M€ less.',
  }),
  card({
    id: 'C37', name: 'Solar Probe', type: 'event', cost: 9, tags: ['space', 'science'], vp: 1, onPlay: [hook('solarProbe')],
    text: 'Draw a card for every 3 science tags you have, this one included.',
  }),
  card({
    id: 'C38', name: 'Solar Reflectors', type: 'automated', cost: 23, tags: ['space'], onPlay: [production('heat', 5)],
    text: '+5 heat production.',
  }),
  card({
    id: 'C39', name: 'Space Port', type: 'automated', cost: 22, tags: ['city', 'building'], playCheck: 'hasColony',
    onPlay: [production('energy', -1), production('megacredits', 4), { do: 'place', tile: 'city' }, hook('gainTradeFleet')],
    text: 'Requires a colony of your own. -1 energy production, +4 M€ production, place a city and gain a trade fleet.',
  }),
  card({
    id: 'C40', name: 'Space Port Colony', type: 'automated', cost: 27, tags: ['space'], playCheck: 'spacePortColony',
    vp: { hook: 'spacePortColony' }, onPlay: [hook('buildColonyAnywhere'), hook('gainTradeFleet')],
    text: 'Requires a colony of your own. Build a colony (even next to your own on a tile) and gain a trade fleet. 1 VP per 2 colonies in play.',
  }),
  card({
    id: 'C41', name: 'Spin-off Department', type: 'active', cost: 10, tags: ['building'], onPlay: [production('megacredits', 2)],
    triggers: [{ when: { on: 'cardPlayed', who: 'self' }, effects: [hook('spinOffDraw')] }],
    text: '+2 M€ production. Whenever you play a card with a printed cost of 20 M€ or more, draw a card.',
  }),
  card({
    id: 'C42', name: 'Sub-zero Salt Fish', type: 'active', cost: 5, tags: ['animal'], requirements: [{ parameter: 'temperature', min: -6 }],
    holds: 'animal', vp: { per: 'resource', every: 2 },
    onPlay: [{ do: 'productionOfAny', resource: 'plants', amount: 1 }], actions: [{ effects: [addHere(1)], label: 'Add an animal here' }],
    text: 'A player of your choice loses 1 plant production. Action: add an animal here. 1 VP per 2 animals here.',
  }),
  card({
    id: 'C43', name: 'Titan Air-scrapping', type: 'active', cost: 21, tags: ['jovian'], holds: 'floater', vp: 2,
    actions: [
      { cost: [gain('titanium', -1)], effects: [addHere(2)], label: 'Spend 1 titanium: 2 floaters here' },
      { cost: [spendHere(2)], effects: [{ do: 'tr', amount: 1 }], label: 'Spend 2 floaters here: +1 TR' },
    ],
    text: 'Action: spend 1 titanium to add 2 floaters here, or spend 2 floaters here to raise your TR 1 step.',
  }),
  card({
    id: 'C44', name: 'Titan Floating Launch-pad', type: 'active', cost: 18, tags: ['jovian'], holds: 'floater', vp: 1,
    onPlay: [hook('addFloatersToJovian2')],
    actions: [
      { effects: [hook('addFloaterToJovian')], label: 'Add a floater to a Jovian card' },
      { check: 'canTradeFree', cost: [spendHere(1)], effects: [hook('chooseTradeTile')], label: 'Spend a floater here: trade for free' },
    ],
    text: 'Put 2 floaters on one of your Jovian floater cards. Action: put a floater on one of them, or spend one here to trade without paying the fee.',
  }),
  card({
    id: 'C45', name: 'Titan Shuttles', type: 'active', cost: 23, tags: ['jovian', 'space'], holds: 'floater', vp: 1,
    actions: [
      { effects: [hook('addFloatersToJovian2')], label: 'Add 2 floaters to a Jovian card' },
      { check: 'hasFloaterHere', effects: [hook('titanShuttlesCashIn')], label: 'Spend floaters here for titanium' },
    ],
    text: 'Action: put 2 floaters on one of your Jovian floater cards, or spend any number of floaters here for as many titanium.',
  }),
  card({
    id: 'C46', name: 'Trade Envoys', type: 'active', cost: 6, tags: [], colonyRules: { tradeMarkerRaise: 1 },
    text: 'When you trade, you may first move that tile\'s marker up a step.',
  }),
  card({
    id: 'C47', name: 'Trading Colony', type: 'active', cost: 18, tags: ['space'], playCheck: 'colonySpotFree',
    colonyRules: { tradeMarkerRaise: 1 }, onPlay: [buildColony],
    text: 'Build a colony. When you trade, you may first move that tile\'s marker up a step.',
  }),
  card({
    id: 'C48', name: 'Urban Decomposers', type: 'automated', cost: 6, tags: ['microbe'], requirements: [{ tiles: 'city', who: 'self', min: 1 }],
    playCheck: 'hasColony', onPlay: [production('plants', 1), addToOther('microbe', 2)],
    text: 'Requires a colony of your own. +1 plant production; put 2 microbes on one of your other microbe cards.',
  }),
  card({
    id: 'C49', name: 'Warp Drive', type: 'active', cost: 14, tags: ['science'], requirements: [tagsAtLeast('science', 5)], vp: 2,
    discount: { amount: 4, tag: 'space' }, text: 'Cards with a space tag cost you 4 M€ less.',
  }),
];
