// A realistic TmView for developing the renderer without the engine (?fixture=1).
// Map facts copied from the Tharsis board; card texts are our own short wording.
import type { SpaceView, TileView, TmView } from '../../shared/tm/view';
import type { Prompt } from '../../shared/tm/prompt';

const MAP: SpaceView[] = [
  {"id": "r0c0", "row": 0, "col": 0, "type": "land", "bonus": {"steel": 2}},
  {"id": "r0c1", "row": 0, "col": 1, "type": "ocean", "bonus": {"steel": 2}},
  {"id": "r0c2", "row": 0, "col": 2, "type": "land", "bonus": {}},
  {"id": "r0c3", "row": 0, "col": 3, "type": "ocean", "bonus": {"cards": 1}},
  {"id": "r0c4", "row": 0, "col": 4, "type": "ocean", "bonus": {}},
  {"id": "r1c0", "row": 1, "col": 0, "type": "land", "bonus": {}},
  {"id": "r1c1", "row": 1, "col": 1, "type": "land", "bonus": {"steel": 1}, "name": "Tharsis Tholus"},
  {"id": "r1c2", "row": 1, "col": 2, "type": "land", "bonus": {}},
  {"id": "r1c3", "row": 1, "col": 3, "type": "land", "bonus": {}},
  {"id": "r1c4", "row": 1, "col": 4, "type": "land", "bonus": {}},
  {"id": "r1c5", "row": 1, "col": 5, "type": "ocean", "bonus": {"cards": 2}},
  {"id": "r2c0", "row": 2, "col": 0, "type": "land", "bonus": {"cards": 1}, "name": "Ascraeus Mons"},
  {"id": "r2c1", "row": 2, "col": 1, "type": "land", "bonus": {}},
  {"id": "r2c2", "row": 2, "col": 2, "type": "land", "bonus": {}},
  {"id": "r2c3", "row": 2, "col": 3, "type": "land", "bonus": {}},
  {"id": "r2c4", "row": 2, "col": 4, "type": "land", "bonus": {}},
  {"id": "r2c5", "row": 2, "col": 5, "type": "land", "bonus": {}},
  {"id": "r2c6", "row": 2, "col": 6, "type": "land", "bonus": {"steel": 1}},
  {"id": "r3c0", "row": 3, "col": 0, "type": "land", "bonus": {"plants": 1, "titanium": 1}, "name": "Pavonis Mons"},
  {"id": "r3c1", "row": 3, "col": 1, "type": "land", "bonus": {"plants": 1}},
  {"id": "r3c2", "row": 3, "col": 2, "type": "land", "bonus": {"plants": 1}},
  {"id": "r3c3", "row": 3, "col": 3, "type": "land", "bonus": {"plants": 1}},
  {"id": "r3c4", "row": 3, "col": 4, "type": "land", "bonus": {"plants": 2}},
  {"id": "r3c5", "row": 3, "col": 5, "type": "land", "bonus": {"plants": 1}},
  {"id": "r3c6", "row": 3, "col": 6, "type": "land", "bonus": {"plants": 1}},
  {"id": "r3c7", "row": 3, "col": 7, "type": "ocean", "bonus": {"plants": 2}},
  {"id": "r4c0", "row": 4, "col": 0, "type": "land", "bonus": {"plants": 2}, "name": "Arsia Mons"},
  {"id": "r4c1", "row": 4, "col": 1, "type": "land", "bonus": {"plants": 2}},
  {"id": "r4c2", "row": 4, "col": 2, "type": "land", "bonus": {"plants": 2}, "name": "Noctis City"},
  {"id": "r4c3", "row": 4, "col": 3, "type": "ocean", "bonus": {"plants": 2}},
  {"id": "r4c4", "row": 4, "col": 4, "type": "ocean", "bonus": {"plants": 2}},
  {"id": "r4c5", "row": 4, "col": 5, "type": "ocean", "bonus": {"plants": 2}},
  {"id": "r4c6", "row": 4, "col": 6, "type": "land", "bonus": {"plants": 2}},
  {"id": "r4c7", "row": 4, "col": 7, "type": "land", "bonus": {"plants": 2}},
  {"id": "r4c8", "row": 4, "col": 8, "type": "land", "bonus": {"plants": 2}},
  {"id": "r5c0", "row": 5, "col": 0, "type": "land", "bonus": {"plants": 1}},
  {"id": "r5c1", "row": 5, "col": 1, "type": "land", "bonus": {"plants": 2}},
  {"id": "r5c2", "row": 5, "col": 2, "type": "land", "bonus": {"plants": 1}},
  {"id": "r5c3", "row": 5, "col": 3, "type": "land", "bonus": {"plants": 1}},
  {"id": "r5c4", "row": 5, "col": 4, "type": "land", "bonus": {"plants": 1}},
  {"id": "r5c5", "row": 5, "col": 5, "type": "ocean", "bonus": {"plants": 1}},
  {"id": "r5c6", "row": 5, "col": 6, "type": "ocean", "bonus": {"plants": 1}},
  {"id": "r5c7", "row": 5, "col": 7, "type": "ocean", "bonus": {"plants": 1}},
  {"id": "r6c0", "row": 6, "col": 0, "type": "land", "bonus": {}},
  {"id": "r6c1", "row": 6, "col": 1, "type": "land", "bonus": {}},
  {"id": "r6c2", "row": 6, "col": 2, "type": "land", "bonus": {}},
  {"id": "r6c3", "row": 6, "col": 3, "type": "land", "bonus": {}},
  {"id": "r6c4", "row": 6, "col": 4, "type": "land", "bonus": {}},
  {"id": "r6c5", "row": 6, "col": 5, "type": "land", "bonus": {"plants": 1}},
  {"id": "r6c6", "row": 6, "col": 6, "type": "land", "bonus": {}},
  {"id": "r7c0", "row": 7, "col": 0, "type": "land", "bonus": {"steel": 2}},
  {"id": "r7c1", "row": 7, "col": 1, "type": "land", "bonus": {}},
  {"id": "r7c2", "row": 7, "col": 2, "type": "land", "bonus": {"cards": 1}},
  {"id": "r7c3", "row": 7, "col": 3, "type": "land", "bonus": {"cards": 1}},
  {"id": "r7c4", "row": 7, "col": 4, "type": "land", "bonus": {}},
  {"id": "r7c5", "row": 7, "col": 5, "type": "land", "bonus": {"titanium": 1}},
  {"id": "r8c0", "row": 8, "col": 0, "type": "land", "bonus": {"steel": 1}},
  {"id": "r8c1", "row": 8, "col": 1, "type": "land", "bonus": {"steel": 2}},
  {"id": "r8c2", "row": 8, "col": 2, "type": "land", "bonus": {}},
  {"id": "r8c3", "row": 8, "col": 3, "type": "land", "bonus": {}},
  {"id": "r8c4", "row": 8, "col": 4, "type": "ocean", "bonus": {"titanium": 2}},];

const TILES: Record<string, TileView> = {
  r0c3: { kind: 'ocean', owner: null },
  r4c4: { kind: 'ocean', owner: null },
  r5c5: { kind: 'ocean', owner: null },
  r3c3: { kind: 'greenery', owner: 0 },
  r3c4: { kind: 'city', owner: 0 },
  r4c6: { kind: 'greenery', owner: 1 },
  r5c2: { kind: 'city', owner: 1 },
  r6c2: { kind: 'greenery', owner: 1 },
  r7c4: { kind: 'special', owner: 0, special: 'Mining Area' },
  r4c2: { kind: 'city', owner: 1, label: 'Noctis City' },
};

export function sampleSpaces(): SpaceView[] {
  const spaces = MAP.map((s) => ({ ...s, bonus: { ...s.bonus }, tile: TILES[s.id] ? { ...TILES[s.id] } : undefined }));
  spaces.push({ id: 'phobos', row: -1, col: 0, type: 'offmap', name: 'Phobos Space Haven', bonus: {}, tile: { kind: 'city', owner: 0, special: 'Phobos Space Haven' } });
  return spaces;
}

const CARDS: TmView['cards'] = {
  B01: { id: 'B01', name: 'Credicor', set: 'corpera', type: 'corporation', cost: null, tags: [], requirement: '', text: 'Start with 57 M€. Gain 4 M€ back whenever you pay 20 M€ or more for a card or standard project.', vp: '' },
  R07: { id: 'R07', name: 'Ecoline', set: 'corpera', type: 'corporation', cost: null, tags: ['plant'], requirement: '', text: 'Start with 36 M€, 3 plants and 2 plant production. Greenery costs you 7 plants.', vp: '' },
  '009': { id: '009', name: 'Mining Rights', set: 'base', type: 'automated', cost: 9, tags: ['building'], requirement: '', text: 'Place this tile on a space with a steel or titanium bonus; raise that production 1 step.', vp: '' },
  '015': { id: '015', name: 'Deep Well Heating', set: 'base', type: 'automated', cost: 13, tags: ['power', 'building'], requirement: '', text: 'Raise energy production 1 step and temperature 1 step.', vp: '' },
  '023': { id: '023', name: 'Asteroid', set: 'base', type: 'event', cost: 14, tags: ['space', 'event'], requirement: '', text: 'Raise temperature 1 step, gain 2 titanium and remove up to 3 plants from any player.', vp: '' },
  '031': { id: '031', name: 'Lichen', set: 'base', type: 'automated', cost: 7, tags: ['plant'], requirement: 'Temperature −24 °C or warmer', text: 'Raise plant production 1 step.', vp: '' },
  '046': { id: '046', name: 'Tardigrades', set: 'base', type: 'active', cost: 4, tags: ['microbe'], requirement: '', text: 'Action: add 1 microbe here.', vp: '1 per 4 microbes', resourceType: 'microbe' },
  '052': { id: '052', name: 'Birds', set: 'base', type: 'active', cost: 10, tags: ['animal'], requirement: 'Oxygen 13% or more', text: 'Action: add an animal here. Lower any plant production 2 steps.', vp: '1 per animal', resourceType: 'animal' },
  '064': { id: '064', name: 'Space Elevator', set: 'base', type: 'active', cost: 27, tags: ['space', 'building'], requirement: '', text: 'Titanium production +1. Action: spend 1 steel to gain 5 M€.', vp: '2' },
  '077': { id: '077', name: 'Solar Power', set: 'base', type: 'automated', cost: 11, tags: ['power', 'building'], requirement: '', text: 'Raise energy production 1 step.', vp: '1' },
  '086': { id: '086', name: 'Research', set: 'base', type: 'automated', cost: 11, tags: ['science', 'science'], requirement: '', text: 'Draw 2 cards.', vp: '1' },
  '101': { id: '101', name: 'Comet', set: 'base', type: 'event', cost: 21, tags: ['space', 'event'], requirement: '', text: 'Raise temperature 1 step and place an ocean tile. Remove up to 3 plants from any player.', vp: '' },
  '118': { id: '118', name: 'Trees', set: 'base', type: 'automated', cost: 13, tags: ['plant'], requirement: 'Temperature −4 °C or warmer', text: 'Raise plant production 3 steps. Gain 1 plant.', vp: '1' },
  '133': { id: '133', name: 'Kelp Farming', set: 'base', type: 'automated', cost: 17, tags: ['plant'], requirement: '6 ocean tiles', text: 'M€ production +2, plant production +3, gain 2 plants.', vp: '1' },
  '140': { id: '140', name: 'Mass Converter', set: 'base', type: 'active', cost: 8, tags: ['science', 'power'], requirement: '5 science tags', text: 'Energy production +6. Space cards cost you 2 M€ less.', vp: '' },
  '170': { id: '170', name: 'Io Mining Industries', set: 'base', type: 'automated', cost: 41, tags: ['jovian', 'space'], requirement: '', text: 'Titanium production +2, M€ production +2.', vp: '1 per Jovian tag' },
};

function actionPrompt(): Prompt {
  return {
    kind: 'action',
    seat: 0,
    title: 'Take an action',
    actionsTaken: 0,
    choices: [
      {
        type: 'playCard',
        cards: [
          { card: '077', cost: 11, steelValue: 2, titaniumValue: 0, heatUsable: false },
          { card: '064', cost: 27, steelValue: 2, titaniumValue: 3, heatUsable: false },
          { card: '031', cost: 7, steelValue: 0, titaniumValue: 0, heatUsable: false },
        ],
      },
      {
        type: 'standardProject',
        projects: [
          { name: 'Sell Patents', cost: 0 },
          { name: 'Power Plant', cost: 11 },
          { name: 'Asteroid', cost: 14 },
          { name: 'Aquifer', cost: 18 },
        ],
      },
      { type: 'cardAction', cards: ['046'] },
      { type: 'claimMilestone', milestones: ['Builder'], cost: 8 },
      { type: 'fundAward', awards: ['Landlord', 'Banker', 'Scientist'], cost: 8 },
      { type: 'convertHeat', cost: 8 },
      { type: 'pass' },
    ],
  };
}

export function samplePrompt(kind: string | null): Prompt | null {
  switch (kind) {
    case 'none':
      return null;
    case 'space':
      return { kind: 'space', seat: 0, title: 'Place a greenery tile', tile: 'greenery', spaces: ['r2c3', 'r2c4', 'r3c2', 'r3c5', 'r4c3', 'r4c5', 'r2c2'] };
    case 'cards':
      return { kind: 'cards', seat: 0, title: 'Research: buy cards (3 M€ each)', cards: ['015', '023', '086', '101'], min: 0, max: 4, costEach: 3 };
    case 'player':
      return { kind: 'player', seat: 0, title: 'Remove up to 3 plants from which player?', players: [0, 1] };
    case 'amount':
      return { kind: 'amount', seat: 0, title: 'How much heat to spend?', min: 0, max: 6 };
    case 'option':
      return { kind: 'option', seat: 0, title: 'Choose one', options: ['Gain 3 plants', 'Add 2 microbes to Tardigrades', 'Do nothing'] };
    case 'payment':
      return { kind: 'payment', seat: 0, title: 'Pay for Space Elevator', cost: 27, heatUsable: false, steelValue: 2, titaniumValue: 3 };
    default:
      return actionPrompt();
  }
}

export function sampleView(promptKind: string | null = null, ended = false): TmView {
  return {
    system: 'tm',
    viewer: 0,
    generation: 5,
    phase: ended ? 'ended' : 'action',
    firstPlayer: 1,
    activePlayer: 0,
    parameters: { temperature: -18, oxygen: 4, oceans: 3 },
    parameterLimits: {
      temperature: { min: -30, max: 8, step: 2 },
      oxygen: { min: 0, max: 14, step: 1 },
      oceans: { min: 0, max: 9, step: 1 },
    },
    spaces: sampleSpaces(),
    players: [
      {
        seat: 0, name: 'Ada', color: 'red', corporation: 'B01', tr: 27,
        stock: { megacredits: 31, steel: 6, titanium: 4, plants: 5, energy: 2, heat: 9 },
        production: { megacredits: 4, steel: 2, titanium: 1, plants: 1, energy: 2, heat: 3 },
        handCount: 6, hand: ['077', '064', '031', '118', '133', '140'],
        played: [
          { id: 'B01', resources: 0, actionUsed: false },
          { id: '046', resources: 3, actionUsed: false },
          { id: '009', resources: 0, actionUsed: false },
        ],
        passed: false, tags: { building: 3, microbe: 1, space: 1, science: 1 }, vp: 31,
      },
      {
        seat: 1, name: 'Boris', color: 'blue', corporation: 'R07', tr: 25,
        stock: { megacredits: 12, steel: 1, titanium: 0, plants: 11, energy: 0, heat: 4 },
        production: { megacredits: 2, steel: 0, titanium: 0, plants: 4, energy: 1, heat: 1 },
        handCount: 4,
        played: [
          { id: 'R07', resources: 0, actionUsed: false },
          { id: '052', resources: 2, actionUsed: true },
          { id: '170', resources: 0, actionUsed: false },
        ],
        passed: false, tags: { plant: 3, animal: 1, jovian: 1, space: 1 }, vp: 30,
      },
    ],
    milestones: [
      { name: 'Terraformer', description: 'Terraform rating of 35 or more', claimedBy: null, progress: [27, 25], threshold: 35 },
      { name: 'Mayor', description: 'Own 3 cities', claimedBy: null, progress: [2, 2], threshold: 3 },
      { name: 'Gardener', description: 'Own 3 greenery tiles', claimedBy: 1, progress: [1, 3], threshold: 3 },
      { name: 'Builder', description: 'Have 8 building tags', claimedBy: null, progress: [8, 1], threshold: 8 },
      { name: 'Planner', description: 'Have 16 cards in hand', claimedBy: null, progress: [6, 4], threshold: 16 },
    ],
    awards: [
      { name: 'Landlord', description: 'Most tiles in play', fundedBy: null, standings: [4, 4] },
      { name: 'Banker', description: 'Highest M€ production', fundedBy: null, standings: [4, 2] },
      { name: 'Scientist', description: 'Most science tags', fundedBy: null, standings: [1, 0] },
      { name: 'Thermalist', description: 'Most heat resources', fundedBy: 1, standings: [9, 4] },
      { name: 'Miner', description: 'Most steel and titanium resources', fundedBy: null, standings: [10, 1] },
    ],
    prompt: samplePrompt(promptKind),
    waitingFor: [0],
    log: [
      { generation: 4, seat: null, text: 'Production phase: everyone produces.' },
      { generation: 5, seat: null, text: 'Generation 5 begins. Boris goes first.' },
      { generation: 5, seat: 1, text: 'Boris converts 7 plants into a greenery (oxygen 4%).' },
      { generation: 5, seat: 1, text: 'Boris funds Thermalist for 8 M€.' },
      { generation: 5, seat: 0, text: 'Ada plays Mining Rights and places it on r7c4.' },
      { generation: 5, seat: 1, text: 'Boris uses Birds: adds 1 animal.' },
    ],
    deckCount: 142,
    discardCount: 17,
    options: { corporateEra: true, draft: false, solo: false },
    cards: CARDS,
    scores: ended
      ? [
          { seat: 0, tr: 38, milestones: 5, awards: 7, greeneries: 6, cities: 8, cards: 9, total: 73, megacredits: 21, rank: 1 },
          { seat: 1, tr: 35, milestones: 10, awards: 5, greeneries: 9, cities: 4, cards: 7, total: 70, megacredits: 44, rank: 2 },
        ]
      : null,
    seed: ended ? 'hellas-04211' : null,
  };
}
