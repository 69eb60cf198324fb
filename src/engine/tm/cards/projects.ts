// Project cards of the base game and Corporate Era, as data. Facts (cost, tags, requirements, VP) come
// from the project's reference files; the player-facing text is our own wording.
import { msg } from '../../../shared/message';
import type { Tag } from '../../../shared/tm/basics';
import {
  addHere, addToAny, addToOther, allCities, anyLoses, choose, draw, gain, hook, maxOf, minOf, myTags, ocean, payHeat, payMoney, place, production, productionAtLeast, raise, removePlants, spendHere, tagsAtLeast, tr,
} from './builders';
import type { CardDef, Effect } from './vocabulary';
import { addToOtherCardChoice, addToOwnCardChoice, addToPlayedCardChoice, gainChoice, productionChoice, removeFromCardChoice, removeFromPlayerChoice, stealChoice } from '../promptWords';

export const PROJECT_CARDS: CardDef[] = [
  {
    id: '001', name: 'Colonizer Training Camp', set: 'base', type: 'automated', cost: 8, tags: ['jovian', 'building'],
    requirements: [maxOf('oxygen', 5)], vp: 2,
  },
  {
    id: '002', name: 'Asteroid Mining Consortium', set: 'corpera', type: 'automated', cost: 13, tags: ['jovian'],
    requirements: [productionAtLeast('titanium', 1)], vp: 1,
    onPlay: [anyLoses('titanium', 1), production('titanium', 1)],
  },
  {
    id: '003', name: 'Deep Well Heating', set: 'base', type: 'automated', cost: 13, tags: ['power', 'building'],
    onPlay: [production('energy', 1), raise('temperature', 1)],
  },
  {
    id: '004', name: 'Cloud Seeding', set: 'base', type: 'automated', cost: 11, tags: [],
    requirements: [minOf('oceans', 3)],
    onPlay: [production('megacredits', -1), anyLoses('heat', 1), production('plants', 2)],
  },
  {
    id: '005', name: 'Search For Life', set: 'base', type: 'active', cost: 3, tags: ['science'],
    requirements: [maxOf('oxygen', 6)], holds: 'science', vp: { hook: 'searchForLife' },
    actions: [{ check: 'deckHasCards', cost: [payMoney(1)], effects: [hook('searchForLife')], label: msg('tmPrompt.cardAction.revealTopCard') }],
  },
  {
    id: '006', name: "Inventors' Guild", set: 'corpera', type: 'active', cost: 9, tags: ['science'],
    actions: [{ check: 'deckHasCards', effects: [hook('lookAtTopCard')], label: msg('tmPrompt.cardAction.lookAtTopCard') }],
  },
  {
    id: '007', name: 'Martian Rails', set: 'base', type: 'active', cost: 13, tags: ['building'],
    actions: [{ cost: [gain('energy', -1)], effects: [gain('megacredits', allCities(true))], label: msg('tmPrompt.cardAction.energyForCityMegacredits') }],
  },
  {
    id: '008', name: 'Capital', set: 'base', type: 'automated', cost: 26, tags: ['city', 'building'],
    requirements: [minOf('oceans', 4)], vp: { hook: 'capitalOceans' },
    onPlay: [production('energy', -2), production('megacredits', 5), place('city', undefined, 'Capital')],
  },
  {
    id: '009', name: 'Asteroid', set: 'base', type: 'event', cost: 14, tags: ['space'],
    onPlay: [raise('temperature', 1), gain('titanium', 2), removePlants(3)],
  },
  {
    id: '010', name: 'Comet', set: 'base', type: 'event', cost: 21, tags: ['space'],
    onPlay: [raise('temperature', 1), ocean, removePlants(3)],
  },
  {
    id: '011', name: 'Big Asteroid', set: 'base', type: 'event', cost: 27, tags: ['space'],
    onPlay: [raise('temperature', 2), gain('titanium', 4), removePlants(4)],
  },
  {
    id: '012', name: 'Water Import From Europa', set: 'base', type: 'active', cost: 25, tags: ['jovian', 'space'],
    vp: { per: 'tag', tag: 'jovian', every: 1 },
    actions: [{ cost: [{ do: 'payMoney', amount: 12, titanium: true }], effects: [ocean], label: msg('tmPrompt.cardAction.oceanWithTitanium') }],
  },
  {
    id: '013', name: 'Space Elevator', set: 'corpera', type: 'active', cost: 27, tags: ['space', 'building'], vp: 2,
    onPlay: [production('titanium', 1)],
    actions: [{ cost: [gain('steel', -1)], effects: [gain('megacredits', 5)], label: msg('tmPrompt.cardAction.steelForFiveMegacredits') }],
  },
  {
    id: '014', name: 'Development Center', set: 'corpera', type: 'active', cost: 11, tags: ['science', 'building'],
    actions: [{ cost: [gain('energy', -1)], effects: [draw(1)], label: msg('tmPrompt.cardAction.energyToDraw') }],
  },
  {
    id: '015', name: 'Equatorial Magnetizer', set: 'base', type: 'active', cost: 11, tags: ['building'],
    actions: [{ cost: [production('energy', -1)], effects: [tr(1)], label: msg('tmPrompt.cardAction.energyProductionForTr') }],
  },
  {
    id: '016', name: 'Domed Crater', set: 'base', type: 'automated', cost: 24, tags: ['city', 'building'],
    requirements: [maxOf('oxygen', 7)], vp: 1,
    onPlay: [production('energy', -1), production('megacredits', 3), gain('plants', 3), place('city')],
  },
  {
    id: '017', name: 'Noctis City', set: 'base', type: 'automated', cost: 18, tags: ['city', 'building'],
    onPlay: [production('energy', -1), production('megacredits', 3), place('city', 'noctis')],
  },
  {
    id: '018', name: 'Methane From Titan', set: 'base', type: 'automated', cost: 28, tags: ['jovian', 'space'],
    requirements: [minOf('oxygen', 2)], vp: 2,
    onPlay: [production('heat', 2), production('plants', 2)],
  },
  {
    id: '019', name: 'Imported Hydrogen', set: 'base', type: 'event', cost: 16, tags: ['earth', 'space'],
    onPlay: [
      choose([gainChoice('plants', 3), [gain('plants', 3)]], [addToOwnCardChoice('microbe', 3), [addToAny('microbe', 3)]], [addToOwnCardChoice('animal', 2), [addToAny('animal', 2)]]),
      ocean,
    ],
  },
  {
    id: '020', name: 'Research Outpost', set: 'base', type: 'active', cost: 18, tags: ['science', 'city', 'building'],
    discount: { amount: 1 },
    onPlay: [place('city', 'isolated')],
  },
  {
    id: '021', name: 'Phobos Space Haven', set: 'base', type: 'automated', cost: 25, tags: ['space', 'city'], vp: 3,
    onPlay: [production('titanium', 1), place('city', 'phobos')],
  },
  {
    id: '022', name: 'Black Polar Dust', set: 'base', type: 'automated', cost: 15, tags: [],
    onPlay: [ocean, production('megacredits', -2), production('heat', 3)],
  },
  {
    id: '023', name: 'Arctic Algae', set: 'base', type: 'active', cost: 12, tags: ['plant'],
    requirements: [maxOf('temperature', -12)],
    onPlay: [gain('plants', 1)],
    triggers: [{ when: { on: 'tilePlaced', tile: 'ocean', who: 'any' }, effects: [gain('plants', 2)] }],
  },
  {
    id: '024', name: 'Predators', set: 'base', type: 'active', cost: 14, tags: ['animal'],
    requirements: [minOf('oxygen', 11)], holds: 'animal', vp: { per: 'resource', every: 1 },
    actions: [{ cost: [{ do: 'removeResourceFromAnyCard', resource: 'animal', amount: 1 }], effects: [addHere(1)], label: msg('tmPrompt.cardAction.takeAnimal') }],
  },
  {
    id: '025', name: 'Space Station', set: 'corpera', type: 'active', cost: 10, tags: ['space'], vp: 1,
    discount: { amount: 2, tag: 'space' },
  },
  {
    id: '026', name: 'Eos Chasma National Park', set: 'base', type: 'automated', cost: 16, tags: ['plant', 'building'],
    requirements: [minOf('temperature', -12)], vp: 1,
    onPlay: [addToAny('animal', 1), gain('plants', 3), production('megacredits', 2)],
  },
  {
    id: '027', name: 'Interstellar Colony Ship', set: 'corpera', type: 'event', cost: 24, tags: ['earth', 'space'],
    requirements: [tagsAtLeast('science', 5)], vp: 4,
  },
  {
    id: '028', name: 'Security Fleet', set: 'corpera', type: 'active', cost: 12, tags: ['space'],
    holds: 'fighter', vp: { per: 'resource', every: 1 },
    actions: [{ cost: [gain('titanium', -1)], effects: [addHere(1)], label: msg('tmPrompt.cardAction.titaniumForFighter') }],
  },
  {
    id: '029', name: 'Cupola City', set: 'base', type: 'automated', cost: 16, tags: ['city', 'building'],
    requirements: [maxOf('oxygen', 9)],
    onPlay: [production('energy', -1), production('megacredits', 3), place('city')],
  },
  {
    id: '030', name: 'Lunar Beam', set: 'base', type: 'automated', cost: 13, tags: ['earth', 'power'],
    onPlay: [production('megacredits', -2), production('heat', 2), production('energy', 2)],
  },
  {
    id: '031', name: 'Optimal Aerobraking', set: 'base', type: 'active', cost: 7, tags: ['space'],
    triggers: [{ when: { on: 'cardPlayed', tag: 'event', andTag: 'space', who: 'self' }, effects: [gain('megacredits', 3), gain('heat', 3)] }],
  },
  {
    id: '032', name: 'Underground City', set: 'base', type: 'automated', cost: 18, tags: ['city', 'building'],
    onPlay: [production('energy', -2), production('steel', 2), place('city')],
  },
  {
    id: '033', name: 'Regolith Eaters', set: 'base', type: 'active', cost: 13, tags: ['science', 'microbe'], holds: 'microbe',
    actions: [
      { effects: [addHere(1)], label: msg('tmPrompt.cardAction.addMicrobeHere') },
      { cost: [spendHere(2)], effects: [raise('oxygen', 1)], label: msg('tmPrompt.cardAction.microbesForOxygen') },
    ],
  },
  {
    id: '034', name: 'GHG Producing Bacteria', set: 'base', type: 'active', cost: 8, tags: ['science', 'microbe'],
    requirements: [minOf('oxygen', 4)], holds: 'microbe',
    actions: [
      { effects: [addHere(1)], label: msg('tmPrompt.cardAction.addMicrobeHere') },
      { cost: [spendHere(2)], effects: [raise('temperature', 1)], label: msg('tmPrompt.cardAction.microbesForTemperature') },
    ],
  },
  {
    id: '035', name: 'Ants', set: 'base', type: 'active', cost: 9, tags: ['microbe'],
    requirements: [minOf('oxygen', 4)], holds: 'microbe', vp: { per: 'resource', every: 2 },
    actions: [{ cost: [{ do: 'removeResourceFromAnyCard', resource: 'microbe', amount: 1 }], effects: [addHere(1)], label: msg('tmPrompt.cardAction.takeMicrobe') }],
  },
  {
    id: '036', name: 'Release of Inert Gases', set: 'base', type: 'event', cost: 14, tags: [],
    onPlay: [tr(2)],
  },
  {
    id: '037', name: 'Nitrogen-Rich Asteroid', set: 'base', type: 'event', cost: 31, tags: ['space'],
    onPlay: [tr(2), raise('temperature', 1), hook('nitrogenRichPlants')],
  },
  {
    id: '038', name: 'Rover Construction', set: 'base', type: 'active', cost: 8, tags: ['building'], vp: 1,
    triggers: [{ when: { on: 'tilePlaced', tile: 'city', who: 'any' }, effects: [gain('megacredits', 2)] }],
  },
  {
    id: '039', name: 'Deimos Down', set: 'base', type: 'event', cost: 31, tags: ['space'],
    onPlay: [raise('temperature', 3), gain('steel', 4), removePlants(8)],
  },
  {
    id: '040', name: 'Asteroid Mining', set: 'base', type: 'automated', cost: 30, tags: ['jovian', 'space'], vp: 2,
    onPlay: [production('titanium', 2)],
  },
  {
    id: '041', name: 'Food Factory', set: 'base', type: 'automated', cost: 12, tags: ['building'], vp: 1,
    onPlay: [production('plants', -1), production('megacredits', 4)],
  },
  {
    id: '042', name: 'ArchaeBacteria', set: 'base', type: 'automated', cost: 6, tags: ['microbe'],
    requirements: [maxOf('temperature', -18)],
    onPlay: [production('plants', 1)],
  },
  {
    id: '043', name: 'Carbonate Processing', set: 'base', type: 'automated', cost: 6, tags: ['building'],
    onPlay: [production('energy', -1), production('heat', 3)],
  },
  {
    id: '044', name: 'Natural Preserve', set: 'base', type: 'automated', cost: 9, tags: ['science', 'building'],
    requirements: [maxOf('oxygen', 4)], vp: 1,
    onPlay: [production('megacredits', 1), place('special', 'isolated', 'Natural Preserve')],
  },
  {
    id: '045', name: 'Nuclear Power', set: 'base', type: 'automated', cost: 10, tags: ['power', 'building'],
    onPlay: [production('megacredits', -2), production('energy', 3)],
  },
  {
    id: '046', name: 'Lightning Harvest', set: 'corpera', type: 'automated', cost: 8, tags: ['power'],
    requirements: [tagsAtLeast('science', 3)], vp: 1,
    onPlay: [production('energy', 1), production('megacredits', 1)],
  },
  {
    id: '047', name: 'Algae', set: 'base', type: 'automated', cost: 10, tags: ['plant'],
    requirements: [minOf('oceans', 5)],
    onPlay: [production('plants', 2), gain('plants', 1)],
  },
  {
    id: '048', name: 'Adapted Lichen', set: 'base', type: 'automated', cost: 9, tags: ['plant'],
    onPlay: [production('plants', 1)],
  },
  {
    id: '049', name: 'Tardigrades', set: 'corpera', type: 'active', cost: 4, tags: ['microbe'],
    holds: 'microbe', vp: { per: 'resource', every: 4 },
    actions: [{ effects: [addHere(1)], label: msg('tmPrompt.cardAction.addMicrobeHere') }],
  },
  {
    id: '050', name: 'Virus', set: 'corpera', type: 'event', cost: 1, tags: ['microbe'],
    onPlay: [choose(
      [removeFromCardChoice('animal', 2), [{ do: 'removeResourceFromAnyCard', resource: 'animal', amount: 2 }]],
      [removeFromPlayerChoice('plants', 5), [removePlants(5)]],
    )],
  },
  {
    id: '051', name: 'Miranda Resort', set: 'corpera', type: 'automated', cost: 12, tags: ['jovian', 'space'], vp: 1,
    onPlay: [production('megacredits', myTags('earth'))],
  },
  {
    id: '052', name: 'Fish', set: 'base', type: 'active', cost: 9, tags: ['animal'],
    requirements: [minOf('temperature', 2)], holds: 'animal', vp: { per: 'resource', every: 1 },
    onPlay: [anyLoses('plants', 1)],
    actions: [{ effects: [addHere(1)], label: msg('tmPrompt.cardAction.addAnimalHere') }],
  },
  {
    id: '053', name: 'Lake Marineris', set: 'base', type: 'automated', cost: 18, tags: [],
    requirements: [minOf('temperature', 0)], vp: 2,
    onPlay: [ocean, ocean],
  },
  {
    id: '054', name: 'Small Animals', set: 'base', type: 'active', cost: 6, tags: ['animal'],
    requirements: [minOf('oxygen', 6)], holds: 'animal', vp: { per: 'resource', every: 2 },
    onPlay: [anyLoses('plants', 1)],
    actions: [{ effects: [addHere(1)], label: msg('tmPrompt.cardAction.addAnimalHere') }],
  },
  {
    id: '055', name: 'Kelp Farming', set: 'base', type: 'automated', cost: 17, tags: ['plant'],
    requirements: [minOf('oceans', 6)], vp: 1,
    onPlay: [production('megacredits', 2), production('plants', 3), gain('plants', 2)],
  },
  {
    id: '056', name: 'Mine', set: 'corpera', type: 'automated', cost: 4, tags: ['building'],
    onPlay: [production('steel', 1)],
  },
  {
    id: '057', name: 'Vesta Shipyard', set: 'corpera', type: 'automated', cost: 15, tags: ['jovian', 'space'], vp: 1,
    onPlay: [production('titanium', 1)],
  },
  {
    id: '058', name: 'Beam From A Thorium Asteroid', set: 'base', type: 'automated', cost: 32, tags: ['jovian', 'space', 'power'],
    requirements: [tagsAtLeast('jovian', 1)], vp: 1,
    onPlay: [production('heat', 3), production('energy', 3)],
  },
  {
    id: '059', name: 'Mangrove', set: 'base', type: 'automated', cost: 12, tags: ['plant'],
    requirements: [minOf('temperature', 4)], vp: 1,
    onPlay: [place('greenery', 'oceanSpace')],
  },
  {
    id: '060', name: 'Trees', set: 'base', type: 'automated', cost: 13, tags: ['plant'],
    requirements: [minOf('temperature', -4)], vp: 1,
    onPlay: [production('plants', 3), gain('plants', 1)],
  },
  {
    id: '061', name: 'Great Escarpment Consortium', set: 'corpera', type: 'automated', cost: 6, tags: [],
    requirements: [productionAtLeast('steel', 1)],
    onPlay: [anyLoses('steel', 1), production('steel', 1)],
  },
  {
    id: '062', name: 'Mineral Deposit', set: 'corpera', type: 'event', cost: 5, tags: [],
    onPlay: [gain('steel', 5)],
  },
  {
    id: '063', name: 'Mining Expedition', set: 'base', type: 'event', cost: 12, tags: [],
    onPlay: [raise('oxygen', 1), removePlants(2), gain('steel', 2)],
  },
  {
    id: '064', name: 'Mining Area', set: 'corpera', type: 'automated', cost: 4, tags: ['building'],
    onPlay: [place('special', 'bonusNextToOwn', 'Mining Area'), hook('miningBonusProduction')],
  },
  {
    id: '065', name: 'Building Industries', set: 'corpera', type: 'automated', cost: 6, tags: ['building'],
    onPlay: [production('energy', -1), production('steel', 2)],
  },
  {
    id: '066', name: 'Land Claim', set: 'corpera', type: 'event', cost: 1, tags: [],
    onPlay: [{ do: 'claimSpace' }],
  },
  {
    id: '067', name: 'Mining Rights', set: 'base', type: 'automated', cost: 9, tags: ['building'],
    onPlay: [place('special', 'steelOrTitaniumBonus', 'Mining Rights'), hook('miningBonusProduction')],
  },
  {
    id: '068', name: 'Sponsors', set: 'corpera', type: 'automated', cost: 6, tags: ['earth'],
    onPlay: [production('megacredits', 2)],
  },
  {
    id: '069', name: 'Electro Catapult', set: 'corpera', type: 'active', cost: 17, tags: ['building'],
    requirements: [maxOf('oxygen', 8)], vp: 1,
    onPlay: [production('energy', -1)],
    actions: [
      { cost: [gain('plants', -1)], effects: [gain('megacredits', 7)], label: msg('tmPrompt.cardAction.plantForSevenMegacredits') },
      { cost: [gain('steel', -1)], effects: [gain('megacredits', 7)], label: msg('tmPrompt.cardAction.steelForSevenMegacredits') },
    ],
  },
  {
    id: '070', name: 'Earth Catapult', set: 'corpera', type: 'active', cost: 23, tags: ['earth'], vp: 2,
    discount: { amount: 2 },
  },
  {
    id: '071', name: 'Advanced Alloys', set: 'corpera', type: 'active', cost: 9, tags: ['science'],
    paymentBonus: { steel: 1, titanium: 1 },
  },
  {
    id: '072', name: 'Birds', set: 'base', type: 'active', cost: 10, tags: ['animal'],
    requirements: [minOf('oxygen', 13)], holds: 'animal', vp: { per: 'resource', every: 1 },
    onPlay: [anyLoses('plants', 2)],
    actions: [{ effects: [addHere(1)], label: msg('tmPrompt.cardAction.addAnimalHere') }],
  },
  {
    id: '073', name: 'Mars University', set: 'corpera', type: 'active', cost: 8, tags: ['science', 'building'], vp: 1,
    triggers: [{ when: { on: 'cardPlayed', tag: 'science', who: 'self' }, effects: [{ do: 'cycleCard' }] }],
  },
  {
    id: '074', name: 'Viral Enhancers', set: 'corpera', type: 'active', cost: 9, tags: ['science', 'microbe'],
    triggers: (['plant', 'microbe', 'animal'] as Tag[]).map((tag) => ({
      when: { on: 'cardPlayed' as const, tag, who: 'self' as const },
      effects: [choose(
        [gainChoice('plants', 1), [gain('plants', 1)]],
        [addToPlayedCardChoice('microbe', 1), [{ do: 'addResource', amount: 1, to: 'playedCard', resource: 'microbe' }]],
        [addToPlayedCardChoice('animal', 1), [{ do: 'addResource', amount: 1, to: 'playedCard', resource: 'animal' }]],
      )],
    })),
  },
  {
    id: '075', name: 'Towing A Comet', set: 'base', type: 'event', cost: 23, tags: ['space'],
    onPlay: [gain('plants', 2), raise('oxygen', 1), ocean],
  },
  {
    id: '076', name: 'Space Mirrors', set: 'base', type: 'active', cost: 3, tags: ['power', 'space'],
    actions: [{ cost: [payMoney(7)], effects: [production('energy', 1)], label: msg('tmPrompt.cardAction.buyEnergyProduction') }],
  },
  {
    id: '077', name: 'Solar Wind Power', set: 'base', type: 'automated', cost: 11, tags: ['science', 'space', 'power'],
    onPlay: [production('energy', 1), gain('titanium', 2)],
  },
  {
    id: '078', name: 'Ice Asteroid', set: 'base', type: 'event', cost: 23, tags: ['space'],
    onPlay: [ocean, ocean],
  },
  {
    id: '079', name: 'Quantum Extractor', set: 'corpera', type: 'active', cost: 13, tags: ['science', 'power'],
    requirements: [tagsAtLeast('science', 4)],
    discount: { amount: 2, tag: 'space' },
    onPlay: [production('energy', 4)],
  },
  {
    id: '080', name: 'Giant Ice Asteroid', set: 'base', type: 'event', cost: 36, tags: ['space'],
    onPlay: [raise('temperature', 2), ocean, ocean, removePlants(6)],
  },
  {
    id: '081', name: 'Ganymede Colony', set: 'base', type: 'automated', cost: 20, tags: ['jovian', 'space', 'city'],
    vp: { per: 'tag', tag: 'jovian', every: 1 },
    onPlay: [place('city', 'ganymede')],
  },
  {
    id: '082', name: 'Callisto Penal Mines', set: 'corpera', type: 'automated', cost: 24, tags: ['jovian', 'space'], vp: 2,
    onPlay: [production('megacredits', 3)],
  },
  {
    id: '083', name: 'Giant Space Mirror', set: 'base', type: 'automated', cost: 17, tags: ['power', 'space'],
    onPlay: [production('energy', 3)],
  },
  {
    id: '084', name: 'Trans-Neptune Probe', set: 'corpera', type: 'automated', cost: 6, tags: ['science', 'space'], vp: 1,
  },
  {
    id: '085', name: 'Commercial District', set: 'corpera', type: 'automated', cost: 16, tags: ['building'],
    vp: { hook: 'commercialDistrict' },
    onPlay: [production('energy', -1), production('megacredits', 4), place('special', 'anyLand', 'Commercial District')],
  },
  {
    id: '086', name: 'Robotic Workforce', set: 'corpera', type: 'automated', cost: 9, tags: ['science'],
    playCheck: 'hasCopyableBuildingCard',
    onPlay: [hook('roboticWorkforce')],
  },
  {
    id: '087', name: 'Grass', set: 'base', type: 'automated', cost: 11, tags: ['plant'],
    requirements: [minOf('temperature', -16)],
    onPlay: [production('plants', 1), gain('plants', 3)],
  },
  {
    id: '088', name: 'Heather', set: 'base', type: 'automated', cost: 6, tags: ['plant'],
    requirements: [minOf('temperature', -14)],
    onPlay: [production('plants', 1), gain('plants', 1)],
  },
  {
    id: '089', name: 'Peroxide Power', set: 'base', type: 'automated', cost: 7, tags: ['power', 'building'],
    onPlay: [production('megacredits', -1), production('energy', 2)],
  },
  {
    id: '090', name: 'Research', set: 'corpera', type: 'automated', cost: 11, tags: ['science', 'science'], vp: 1,
    onPlay: [draw(2)],
  },
  {
    id: '091', name: 'Gene Repair', set: 'corpera', type: 'automated', cost: 12, tags: ['science'],
    requirements: [tagsAtLeast('science', 3)], vp: 2,
    onPlay: [production('megacredits', 2)],
  },
  {
    id: '092', name: 'Io Mining Industries', set: 'corpera', type: 'automated', cost: 41, tags: ['jovian', 'space'],
    vp: { per: 'tag', tag: 'jovian', every: 1 },
    onPlay: [production('titanium', 2), production('megacredits', 2)],
  },
  {
    id: '093', name: 'Bushes', set: 'base', type: 'automated', cost: 10, tags: ['plant'],
    requirements: [minOf('temperature', -10)],
    onPlay: [production('plants', 2), gain('plants', 2)],
  },
  {
    id: '094', name: 'Mass Converter', set: 'corpera', type: 'active', cost: 8, tags: ['science', 'power'],
    requirements: [tagsAtLeast('science', 5)],
    discount: { amount: 2, tag: 'space', oncePerCard: true },
    onPlay: [production('energy', 6)],
  },
  {
    id: '095', name: 'Physics Complex', set: 'corpera', type: 'active', cost: 12, tags: ['science', 'building'],
    holds: 'science', vp: { per: 'resource', every: 1, points: 2 },
    actions: [{ cost: [gain('energy', -6)], effects: [addHere(1)], label: msg('tmPrompt.cardAction.energyForScience') }],
  },
  {
    id: '096', name: 'Greenhouses', set: 'base', type: 'automated', cost: 6, tags: ['plant', 'building'],
    onPlay: [gain('plants', allCities())],
  },
  {
    id: '097', name: 'Nuclear Zone', set: 'base', type: 'automated', cost: 10, tags: ['earth'], vp: -2,
    onPlay: [place('special', 'anyLand', 'Nuclear Zone'), raise('temperature', 2)],
  },
  {
    id: '098', name: 'Tropical Resort', set: 'corpera', type: 'automated', cost: 13, tags: ['building'], vp: 2,
    onPlay: [production('heat', -2), production('megacredits', 3)],
  },
  {
    id: '099', name: 'Toll Station', set: 'corpera', type: 'automated', cost: 12, tags: ['space'],
    onPlay: [hook('tollStation')],
  },
  {
    id: '100', name: 'Fueled Generators', set: 'base', type: 'automated', cost: 1, tags: ['power', 'building'],
    onPlay: [production('megacredits', -1), production('energy', 1)],
  },
  {
    id: '101', name: 'Ironworks', set: 'base', type: 'active', cost: 11, tags: ['building'],
    actions: [{ cost: [gain('energy', -4)], effects: [gain('steel', 1), raise('oxygen', 1)], label: msg('tmPrompt.cardAction.energyForSteelAndOxygen') }],
  },
  {
    id: '102', name: 'Power Grid', set: 'base', type: 'automated', cost: 18, tags: ['power'],
    onPlay: [production('energy', myTags('power'))],
  },
  {
    id: '103', name: 'Steelworks', set: 'base', type: 'active', cost: 15, tags: ['building'],
    actions: [{ cost: [gain('energy', -4)], effects: [gain('steel', 2), raise('oxygen', 1)], label: msg('tmPrompt.cardAction.energyForTwoSteelAndOxygen') }],
  },
  {
    id: '104', name: 'Ore Processor', set: 'base', type: 'active', cost: 13, tags: ['building'],
    actions: [{ cost: [gain('energy', -4)], effects: [gain('titanium', 1), raise('oxygen', 1)], label: msg('tmPrompt.cardAction.energyForTitaniumAndOxygen') }],
  },
  {
    id: '105', name: 'Earth Office', set: 'corpera', type: 'active', cost: 1, tags: ['earth'],
    discount: { amount: 3, tag: 'earth' },
  },
  {
    id: '106', name: 'Acquired Company', set: 'corpera', type: 'automated', cost: 10, tags: ['earth'],
    onPlay: [production('megacredits', 3)],
  },
  {
    id: '107', name: 'Media Archives', set: 'corpera', type: 'automated', cost: 8, tags: ['earth'],
    onPlay: [hook('mediaArchives')],
  },
  {
    id: '108', name: 'Open City', set: 'base', type: 'automated', cost: 23, tags: ['city', 'building'],
    requirements: [minOf('oxygen', 12)], vp: 1,
    onPlay: [production('energy', -1), production('megacredits', 4), gain('plants', 2), place('city')],
  },
  {
    id: '109', name: 'Media Group', set: 'corpera', type: 'active', cost: 6, tags: ['earth'],
    triggers: [{ when: { on: 'cardPlayed', tag: 'event', who: 'self' }, effects: [gain('megacredits', 3)] }],
  },
  {
    id: '110', name: 'Business Network', set: 'corpera', type: 'active', cost: 4, tags: ['earth'],
    onPlay: [production('megacredits', -1)],
    actions: [{ check: 'deckHasCards', effects: [hook('lookAtTopCard')], label: msg('tmPrompt.cardAction.lookAtTopCard') }],
  },
  {
    id: '111', name: 'Business Contacts', set: 'corpera', type: 'event', cost: 7, tags: ['earth'],
    onPlay: [{ do: 'lookAndKeep', look: 4, keep: 2 }],
  },
  {
    id: '112', name: 'Bribed Committee', set: 'corpera', type: 'event', cost: 7, tags: ['earth'], vp: -2,
    onPlay: [tr(2)],
  },
  {
    id: '113', name: 'Solar Power', set: 'base', type: 'automated', cost: 11, tags: ['power', 'building'], vp: 1,
    onPlay: [production('energy', 1)],
  },
  {
    id: '114', name: 'Breathing Filters', set: 'base', type: 'automated', cost: 11, tags: ['science'],
    requirements: [minOf('oxygen', 7)], vp: 2,
  },
  {
    id: '115', name: 'Artificial Photosynthesis', set: 'base', type: 'automated', cost: 12, tags: ['science'],
    onPlay: [choose([productionChoice('plants', 1), [production('plants', 1)]], [productionChoice('energy', 2), [production('energy', 2)]])],
  },
  {
    id: '116', name: 'Artificial Lake', set: 'base', type: 'automated', cost: 15, tags: ['building'],
    requirements: [minOf('temperature', -6)], vp: 1,
    onPlay: [place('ocean', 'anyLand')],
  },
  {
    id: '117', name: 'Geothermal Power', set: 'base', type: 'automated', cost: 11, tags: ['power', 'building'],
    onPlay: [production('energy', 2)],
  },
  {
    id: '118', name: 'Farming', set: 'base', type: 'automated', cost: 16, tags: ['plant'],
    requirements: [minOf('temperature', 4)], vp: 2,
    onPlay: [production('megacredits', 2), production('plants', 2), gain('plants', 2)],
  },
  {
    id: '119', name: 'Dust Seals', set: 'base', type: 'automated', cost: 2, tags: [],
    requirements: [maxOf('oceans', 3)], vp: 1,
  },
  {
    id: '120', name: 'Urbanized Area', set: 'base', type: 'automated', cost: 10, tags: ['city', 'building'],
    onPlay: [production('energy', -1), production('megacredits', 2), place('city', 'nextToTwoCities')],
  },
  {
    // The printed card lets you pick any player; we follow it (a player may also pick nobody).
    id: '121', name: 'Sabotage', set: 'corpera', type: 'event', cost: 1, tags: [],
    onPlay: [choose(
      [removeFromPlayerChoice('titanium', 3), [{ do: 'removeFromAny', resource: 'titanium', amount: 3 }]],
      [removeFromPlayerChoice('steel', 4), [{ do: 'removeFromAny', resource: 'steel', amount: 4 }]],
      [removeFromPlayerChoice('megacredits', 7), [{ do: 'removeFromAny', resource: 'megacredits', amount: 7 }]],
    )],
  },
  {
    id: '122', name: 'Moss', set: 'base', type: 'automated', cost: 4, tags: ['plant'],
    requirements: [minOf('oceans', 3)],
    onPlay: [gain('plants', -1), production('plants', 1)],
  },
  {
    id: '123', name: 'Industrial Center', set: 'corpera', type: 'active', cost: 4, tags: ['building'],
    onPlay: [place('special', 'nextToCity', 'Industrial Center')],
    actions: [{ cost: [payMoney(7)], effects: [production('steel', 1)], label: msg('tmPrompt.cardAction.buySteelProduction') }],
  },
  {
    id: '124', name: 'Hired Raiders', set: 'corpera', type: 'event', cost: 1, tags: [],
    onPlay: [choose(
      [stealChoice('steel', 2), [{ do: 'steal', resource: 'steel', amount: 2 }]],
      [stealChoice('megacredits', 3), [{ do: 'steal', resource: 'megacredits', amount: 3 }]],
    )],
  },
  {
    id: '125', name: 'Hackers', set: 'corpera', type: 'automated', cost: 3, tags: [], vp: -1,
    onPlay: [production('energy', -1), anyLoses('megacredits', 2), production('megacredits', 2)],
  },
  {
    id: '126', name: 'GHG Factories', set: 'base', type: 'automated', cost: 11, tags: ['building'],
    onPlay: [production('energy', -1), production('heat', 4)],
  },
  {
    id: '127', name: 'Subterranean Reservoir', set: 'base', type: 'event', cost: 11, tags: [],
    onPlay: [ocean],
  },
  {
    id: '128', name: 'Ecological Zone', set: 'base', type: 'active', cost: 12, tags: ['animal', 'plant'],
    requirements: [{ tiles: 'greenery', who: 'self', min: 1 }], holds: 'animal', vp: { per: 'resource', every: 2 },
    onPlay: [place('special', 'nextToGreenery', 'Ecological Zone')],
    triggers: [
      { when: { on: 'cardPlayed', tag: 'animal', who: 'self' }, effects: [addHere(1)] },
      { when: { on: 'cardPlayed', tag: 'plant', who: 'self' }, effects: [addHere(1)] },
    ],
  },
  {
    id: '129', name: 'Zeppelins', set: 'base', type: 'automated', cost: 13, tags: [],
    requirements: [minOf('oxygen', 5)], vp: 1,
    onPlay: [production('megacredits', allCities(true))],
  },
  {
    id: '130', name: 'Worms', set: 'base', type: 'automated', cost: 8, tags: ['microbe'],
    requirements: [minOf('oxygen', 4)],
    onPlay: [production('plants', myTags('microbe', 2))],
  },
  {
    id: '131', name: 'Decomposers', set: 'base', type: 'active', cost: 5, tags: ['microbe'],
    requirements: [minOf('oxygen', 3)], holds: 'microbe', vp: { per: 'resource', every: 3 },
    triggers: (['animal', 'plant', 'microbe'] as Tag[]).map((tag) => ({ when: { on: 'cardPlayed' as const, tag, who: 'self' as const }, effects: [addHere(1)] })),
  },
  {
    id: '132', name: 'Fusion Power', set: 'base', type: 'automated', cost: 14, tags: ['science', 'power', 'building'],
    requirements: [tagsAtLeast('power', 2)],
    onPlay: [production('energy', 3)],
  },
  {
    id: '133', name: 'Symbiotic Fungus', set: 'base', type: 'active', cost: 4, tags: ['microbe'],
    requirements: [minOf('temperature', -14)],
    actions: [{ effects: [addToOther('microbe', 1)], label: msg('tmPrompt.cardAction.microbeToOtherCard') }],
  },
  {
    id: '134', name: 'Extreme-Cold Fungus', set: 'base', type: 'active', cost: 13, tags: ['microbe'],
    requirements: [maxOf('temperature', -10)],
    actions: [
      { effects: [gain('plants', 1)], label: msg('tmPrompt.cardAction.gainPlant') },
      { effects: [addToOther('microbe', 2)], label: msg('tmPrompt.cardAction.twoMicrobesToOtherCard') },
    ],
  },
  {
    id: '135', name: 'Advanced Ecosystems', set: 'base', type: 'automated', cost: 11, tags: ['plant', 'microbe', 'animal'],
    requirements: [tagsAtLeast('plant', 1), tagsAtLeast('microbe', 1), tagsAtLeast('animal', 1)], vp: 3,
  },
  {
    id: '136', name: 'Great Dam', set: 'base', type: 'automated', cost: 12, tags: ['power', 'building'],
    requirements: [minOf('oceans', 4)], vp: 1,
    onPlay: [production('energy', 2)],
  },
  {
    id: '137', name: 'Cartel', set: 'corpera', type: 'automated', cost: 8, tags: ['earth'],
    onPlay: [production('megacredits', myTags('earth'))],
  },
  {
    id: '138', name: 'Strip Mine', set: 'base', type: 'automated', cost: 25, tags: ['building'],
    onPlay: [production('energy', -2), production('steel', 2), production('titanium', 1), raise('oxygen', 2)],
  },
  {
    id: '139', name: 'Wave Power', set: 'base', type: 'automated', cost: 8, tags: ['power'],
    requirements: [minOf('oceans', 3)], vp: 1,
    onPlay: [production('energy', 1)],
  },
  {
    id: '140', name: 'Lava Flows', set: 'base', type: 'event', cost: 18, tags: [],
    onPlay: [raise('temperature', 2), place('special', 'volcanic', 'Lava Flows')],
  },
  {
    id: '141', name: 'Power Plant', set: 'base', type: 'automated', cost: 4, tags: ['power', 'building'],
    onPlay: [production('energy', 1)],
  },
  {
    id: '142', name: 'Mohole Area', set: 'base', type: 'automated', cost: 20, tags: ['building'],
    onPlay: [production('heat', 4), place('special', 'oceanSpace', 'Mohole Area')],
  },
  {
    id: '143', name: 'Large Convoy', set: 'base', type: 'event', cost: 36, tags: ['earth', 'space'], vp: 2,
    onPlay: [ocean, draw(2), choose([gainChoice('plants', 5), [gain('plants', 5)]], [addToOwnCardChoice('animal', 4), [addToAny('animal', 4)]])],
  },
  {
    id: '144', name: 'Titanium Mine', set: 'corpera', type: 'automated', cost: 7, tags: ['building'],
    onPlay: [production('titanium', 1)],
  },
  {
    id: '145', name: 'Tectonic Stress Power', set: 'base', type: 'automated', cost: 18, tags: ['power', 'building'],
    requirements: [tagsAtLeast('science', 2)], vp: 1,
    onPlay: [production('energy', 3)],
  },
  {
    id: '146', name: 'Nitrophilic Moss', set: 'base', type: 'automated', cost: 8, tags: ['plant'],
    requirements: [minOf('oceans', 3)],
    onPlay: [gain('plants', -2), production('plants', 2)],
  },
  {
    id: '147', name: 'Herbivores', set: 'base', type: 'active', cost: 12, tags: ['animal'],
    requirements: [minOf('oxygen', 8)], holds: 'animal', vp: { per: 'resource', every: 2 },
    onPlay: [addHere(1), anyLoses('plants', 1)],
    triggers: [{ when: { on: 'tilePlaced', tile: 'greenery', who: 'self' }, effects: [addHere(1)] }],
  },
  {
    id: '148', name: 'Insects', set: 'base', type: 'automated', cost: 9, tags: ['microbe'],
    requirements: [minOf('oxygen', 6)],
    onPlay: [production('plants', myTags('plant'))],
  },
  {
    id: '149', name: "CEO's Favorite Project", set: 'corpera', type: 'event', cost: 1, tags: [],
    onPlay: [{ do: 'addResource', amount: 1, to: 'cardWithResources' }],
  },
  {
    id: '150', name: 'Anti-Gravity Technology', set: 'corpera', type: 'active', cost: 14, tags: ['science'],
    requirements: [tagsAtLeast('science', 7)], vp: 3,
    discount: { amount: 2 },
  },
  {
    id: '151', name: 'Investment Loan', set: 'corpera', type: 'event', cost: 3, tags: ['earth'],
    onPlay: [production('megacredits', -1), gain('megacredits', 10)],
  },
  {
    id: '152', name: 'Insulation', set: 'base', type: 'automated', cost: 2, tags: [],
    playCheck: 'hasHeatProduction',
    onPlay: [hook('insulation')],
  },
  {
    id: '153', name: 'Adaptation Technology', set: 'base', type: 'active', cost: 12, tags: ['science'], vp: 1,
    requirementSlack: 2,
  },
  {
    id: '154', name: 'Caretaker Contract', set: 'corpera', type: 'active', cost: 3, tags: [],
    requirements: [minOf('temperature', 0)],
    actions: [{ cost: [payHeat(8)], effects: [tr(1)], label: msg('tmPrompt.cardAction.heatForTr') }],
  },
  {
    id: '155', name: 'Designed Microorganisms', set: 'base', type: 'automated', cost: 16, tags: ['science', 'microbe'],
    requirements: [maxOf('temperature', -14)],
    onPlay: [production('plants', 2)],
  },
  {
    id: '156', name: 'Standard Technology', set: 'corpera', type: 'active', cost: 6, tags: ['science'],
    triggers: [{ when: { on: 'standardProject', who: 'self' }, effects: [gain('megacredits', 3)] }],
  },
  {
    id: '157', name: 'Nitrite Reducing Bacteria', set: 'base', type: 'active', cost: 11, tags: ['microbe'], holds: 'microbe',
    onPlay: [addHere(3)],
    actions: [
      { effects: [addHere(1)], label: msg('tmPrompt.cardAction.addMicrobeHere') },
      { cost: [spendHere(3)], effects: [tr(1)], label: msg('tmPrompt.cardAction.microbesForTr') },
    ],
  },
  {
    id: '158', name: 'Industrial Microbes', set: 'base', type: 'automated', cost: 12, tags: ['microbe', 'building'],
    onPlay: [production('energy', 1), production('steel', 1)],
  },
  {
    id: '159', name: 'Lichen', set: 'base', type: 'automated', cost: 7, tags: ['plant'],
    requirements: [minOf('temperature', -24)],
    onPlay: [production('plants', 1)],
  },
  {
    id: '160', name: 'Power Supply Consortium', set: 'corpera', type: 'automated', cost: 5, tags: ['power'],
    requirements: [tagsAtLeast('power', 2)],
    onPlay: [production('energy', 1), anyLoses('energy', 1)],
  },
  {
    id: '161', name: 'Convoy From Europa', set: 'base', type: 'event', cost: 15, tags: ['space'],
    onPlay: [ocean, draw(1)],
  },
  {
    id: '162', name: 'Imported GHG', set: 'base', type: 'event', cost: 7, tags: ['earth', 'space'],
    onPlay: [production('heat', 1), gain('heat', 3)],
  },
  {
    id: '163', name: 'Imported Nitrogen', set: 'base', type: 'event', cost: 23, tags: ['earth', 'space'],
    onPlay: [tr(1), gain('plants', 4), addToAny('microbe', 3), addToAny('animal', 2)],
  },
  {
    id: '164', name: 'Micro-Mills', set: 'base', type: 'automated', cost: 3, tags: [],
    onPlay: [production('heat', 1)],
  },
  {
    id: '165', name: 'Magnetic Field Generators', set: 'base', type: 'automated', cost: 20, tags: ['building'],
    onPlay: [production('energy', -4), production('plants', 2), tr(3)],
  },
  {
    id: '166', name: 'Shuttles', set: 'base', type: 'active', cost: 10, tags: ['space'],
    requirements: [minOf('oxygen', 5)], vp: 1,
    discount: { amount: 2, tag: 'space' },
    onPlay: [production('energy', -1), production('megacredits', 2)],
  },
  {
    id: '167', name: 'Import of Advanced GHG', set: 'base', type: 'event', cost: 9, tags: ['earth', 'space'],
    onPlay: [production('heat', 2)],
  },
  {
    id: '168', name: 'Windmills', set: 'base', type: 'automated', cost: 6, tags: ['power', 'building'],
    requirements: [minOf('oxygen', 7)], vp: 1,
    onPlay: [production('energy', 1)],
  },
  {
    id: '169', name: 'Tundra Farming', set: 'base', type: 'automated', cost: 16, tags: ['plant'],
    requirements: [minOf('temperature', -6)], vp: 2,
    onPlay: [production('plants', 1), production('megacredits', 2), gain('plants', 1)],
  },
  {
    id: '170', name: 'Aerobraked Ammonia Asteroid', set: 'base', type: 'event', cost: 26, tags: ['space'],
    onPlay: [production('heat', 3), production('plants', 1), addToAny('microbe', 2)],
  },
  {
    id: '171', name: 'Magnetic Field Dome', set: 'base', type: 'automated', cost: 5, tags: ['building'],
    onPlay: [production('energy', -2), production('plants', 1), tr(1)],
  },
  {
    id: '172', name: 'Pets', set: 'base', type: 'active', cost: 10, tags: ['earth', 'animal'],
    holds: 'animal', resourcesProtected: true, vp: { per: 'resource', every: 2 },
    onPlay: [addHere(1)],
    triggers: [{ when: { on: 'tilePlaced', tile: 'city', who: 'any' }, effects: [addHere(1)] }],
  },
  {
    id: '173', name: 'Protected Habitats', set: 'corpera', type: 'active', cost: 5, tags: [],
    shieldsOwner: { stock: ['plants'], cardResources: ['animal', 'microbe'] },
  },
  {
    id: '174', name: 'Protected Valley', set: 'base', type: 'automated', cost: 23, tags: ['plant', 'building'],
    onPlay: [production('megacredits', 2), place('greenery', 'oceanSpace')],
  },
  {
    id: '175', name: 'Satellites', set: 'corpera', type: 'automated', cost: 10, tags: ['space'],
    onPlay: [production('megacredits', myTags('space'))],
  },
  {
    id: '176', name: 'Noctis Farming', set: 'base', type: 'automated', cost: 10, tags: ['plant', 'building'],
    requirements: [minOf('temperature', -20)], vp: 1,
    onPlay: [production('megacredits', 1), gain('plants', 2)],
  },
  {
    id: '177', name: 'Water Splitting Plant', set: 'base', type: 'active', cost: 12, tags: ['building'],
    requirements: [minOf('oceans', 2)],
    actions: [{ cost: [gain('energy', -3)], effects: [raise('oxygen', 1)], label: msg('tmPrompt.cardAction.energyForOxygen') }],
  },
  {
    id: '178', name: 'Heat Trappers', set: 'base', type: 'automated', cost: 6, tags: ['power', 'building'], vp: -1,
    onPlay: [anyLoses('heat', 2), production('energy', 1)],
  },
  {
    id: '179', name: 'Soil Factory', set: 'base', type: 'automated', cost: 9, tags: ['building'], vp: 1,
    onPlay: [production('energy', -1), production('plants', 1)],
  },
  {
    id: '180', name: 'Fuel Factory', set: 'corpera', type: 'automated', cost: 6, tags: ['building'],
    onPlay: [production('energy', -1), production('titanium', 1), production('megacredits', 1)],
  },
  {
    id: '181', name: 'Ice Cap Melting', set: 'base', type: 'event', cost: 5, tags: [],
    requirements: [minOf('temperature', 2)],
    onPlay: [ocean],
  },
  {
    id: '182', name: 'Corporate Stronghold', set: 'corpera', type: 'automated', cost: 11, tags: ['city', 'building'], vp: -2,
    onPlay: [production('energy', -1), production('megacredits', 3), place('city')],
  },
  {
    id: '183', name: 'Biomass Combustors', set: 'base', type: 'automated', cost: 4, tags: ['power', 'building'],
    requirements: [minOf('oxygen', 6)], vp: -1,
    onPlay: [anyLoses('plants', 1), production('energy', 2)],
  },
  {
    id: '184', name: 'Livestock', set: 'base', type: 'active', cost: 13, tags: ['animal'],
    requirements: [minOf('oxygen', 9)], holds: 'animal', vp: { per: 'resource', every: 1 },
    onPlay: [production('plants', -1), production('megacredits', 2)],
    actions: [{ effects: [addHere(1)], label: msg('tmPrompt.cardAction.addAnimalHere') }],
  },
  {
    id: '185', name: 'Olympus Conference', set: 'corpera', type: 'active', cost: 10, tags: ['science', 'earth', 'building'],
    holds: 'science', vp: 1,
    triggers: [{
      when: { on: 'cardPlayed', tag: 'science', who: 'self' },
      effects: [choose([msg('tmPrompt.choice.addScienceHere'), [addHere(1)]], [msg('tmPrompt.choice.scienceToDraw'), [spendHere(1), draw(1)]])],
    }],
  },
  {
    id: '186', name: 'Rad-Suits', set: 'corpera', type: 'automated', cost: 6, tags: [],
    requirements: [{ tiles: 'city', who: 'all', min: 2 }], vp: 1,
    onPlay: [production('megacredits', 1)],
  },
  {
    id: '187', name: 'Aquifer Pumping', set: 'base', type: 'active', cost: 18, tags: ['building'],
    actions: [{ cost: [{ do: 'payMoney', amount: 8, steel: true }], effects: [ocean], label: msg('tmPrompt.cardAction.oceanWithSteel') }],
  },
  {
    id: '188', name: 'Flooding', set: 'base', type: 'event', cost: 7, tags: [], vp: -1,
    onPlay: [{ do: 'place', tile: 'ocean', then: 'floodingVictims' }],
  },
  {
    id: '189', name: 'Energy Saving', set: 'base', type: 'automated', cost: 15, tags: ['power'],
    onPlay: [production('energy', allCities())],
  },
  {
    id: '190', name: 'Local Heat Trapping', set: 'base', type: 'event', cost: 1, tags: [],
    onPlay: [payHeat(5), choose([gainChoice('plants', 4), [gain('plants', 4)]], [addToOtherCardChoice('animal', 2), [addToOther('animal', 2)]])],
  },
  {
    id: '191', name: 'Permafrost Extraction', set: 'base', type: 'event', cost: 8, tags: [],
    requirements: [minOf('temperature', -8)],
    onPlay: [ocean],
  },
  {
    id: '192', name: 'Invention Contest', set: 'corpera', type: 'event', cost: 2, tags: ['science'],
    onPlay: [{ do: 'lookAndKeep', look: 3, keep: 1 }],
  },
  {
    id: '193', name: 'Plantation', set: 'base', type: 'automated', cost: 15, tags: ['plant'],
    requirements: [tagsAtLeast('science', 2)],
    onPlay: [place('greenery')],
  },
  {
    id: '194', name: 'Power Infrastructure', set: 'corpera', type: 'active', cost: 4, tags: ['power', 'building'],
    actions: [{ cost: [gain('energy', -1)], effects: [gain('megacredits', 1), hook('convertMoreEnergy')], label: msg('tmPrompt.cardAction.energyIntoMegacredits') }],
  },
  {
    id: '195', name: 'Indentured Workers', set: 'corpera', type: 'event', cost: 0, tags: [], vp: -1,
    onPlay: [{ do: 'nextCard', discount: 8 }],
  },
  {
    id: '196', name: 'Lagrange Observatory', set: 'corpera', type: 'automated', cost: 9, tags: ['science', 'space'], vp: 1,
    onPlay: [draw(1)],
  },
  {
    id: '197', name: 'Terraforming Ganymede', set: 'corpera', type: 'automated', cost: 33, tags: ['jovian', 'space'], vp: 2,
    onPlay: [hook('terraformingGanymede')],
  },
  {
    id: '198', name: 'Immigration Shuttles', set: 'base', type: 'automated', cost: 31, tags: ['earth', 'space'],
    vp: { per: 'tiles', tile: 'city', every: 3, who: 'all' },
    onPlay: [production('megacredits', 5)],
  },
  {
    id: '199', name: 'Restricted Area', set: 'corpera', type: 'active', cost: 11, tags: ['science'],
    onPlay: [place('special', 'anyLand', 'Restricted Area')],
    actions: [{ cost: [payMoney(2)], effects: [draw(1)], label: msg('tmPrompt.cardAction.payToDraw') }],
  },
  {
    id: '200', name: 'Immigrant City', set: 'base', type: 'active', cost: 13, tags: ['city', 'building'],
    onPlay: [place('city'), production('energy', -1), production('megacredits', -2)],
    triggers: [{ when: { on: 'tilePlaced', tile: 'city', who: 'any' }, effects: [production('megacredits', 1)] }],
  },
  {
    id: '201', name: 'Energy Tapping', set: 'corpera', type: 'automated', cost: 3, tags: ['power'], vp: -1,
    onPlay: [production('energy', 1), anyLoses('energy', 1)],
  },
  {
    id: '202', name: 'Underground Detonations', set: 'base', type: 'active', cost: 6, tags: ['building'],
    actions: [{ cost: [payMoney(10)], effects: [production('heat', 2)], label: msg('tmPrompt.cardAction.buyHeatProduction') }],
  },
  {
    id: '203', name: 'Soletta', set: 'base', type: 'automated', cost: 35, tags: ['space'],
    onPlay: [production('heat', 7)],
  },
  {
    id: '204', name: 'Technology Demonstration', set: 'corpera', type: 'event', cost: 5, tags: ['science', 'space'],
    onPlay: [draw(2)],
  },
  {
    id: '205', name: 'Rad-Chem Factory', set: 'base', type: 'automated', cost: 8, tags: ['building'],
    onPlay: [production('energy', -1), tr(2)],
  },
  {
    id: '206', name: 'Special Design', set: 'base', type: 'event', cost: 4, tags: ['science'],
    onPlay: [{ do: 'nextCard', slack: 2 }],
  },
  {
    id: '207', name: 'Medical Lab', set: 'corpera', type: 'automated', cost: 13, tags: ['science', 'building'], vp: 1,
    onPlay: [production('megacredits', myTags('building', 2))],
  },
  {
    id: '208', name: 'AI Central', set: 'corpera', type: 'active', cost: 21, tags: ['science', 'building'],
    requirements: [tagsAtLeast('science', 3)], vp: 1,
    onPlay: [production('energy', -1)],
    actions: [{ effects: [draw(2)], label: msg('tmPrompt.cardAction.drawTwoCards') }],
  },
];
