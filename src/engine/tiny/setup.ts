// A new game from the setup: seats, a shuffled deck with random faces up, 5 credits each, full
// supplies, and in solitaire the dummy's two cities. Then the chart starts with research.
import { startingRng, randomInt, shuffleInPlace } from '../core/rng';
import { DUMMY_OWNER } from '../../shared/tiny/basics';
import { tinySetupSchema, type TinySetup } from '../../shared/tiny/setup';
import { CARDS, faceEnds, otherFace } from './data/cards';
import { projectById } from './data/projects';
import { initialTinyFlow } from './flow/runFlow';
import { log } from './log';
import { runEntries } from './phases';
import { dummyCityHexes } from './placement';
import { CREDIT_CUBES, CUBE_SUPPLY, START_CREDITS, TOKEN_SUPPLY, type TinyState } from './state';

/** Solitaire: one card is revealed, its two costs count out the dummy's city hexes. */
function placeDummyCities(state: TinyState): void {
  const top = state.deck.shift()!;
  const face = otherFace(top.up);
  const costs = faceEnds(top.card, face).map((id) => projectById(id).cost).sort((a, b) => a - b);
  for (const hex of dummyCityHexes(state, costs[0], costs[1])) state.hexes[hex] = { kind: 'city', owner: DUMMY_OWNER };
  state.deck.push({ card: top.card, up: face });
  log(state, 'tiny.log.dummyCities', { hexes: dummyCityHexes(state, costs[0], costs[1]) });
}

export function createGame(input: TinySetup): TinyState {
  const setup = tinySetupSchema.parse(input);
  const solo = setup.players.length === 1;
  const state: TinyState = {
    system: 'tiny',
    version: 1,
    options: { ...setup.options, solo },
    rng: startingRng(setup.seed, setup.seedKind),
    players: setup.players.map((p) => ({
      name: p.name,
      color: p.color,
      kind: p.kind,
      credits: START_CREDITS,
      heat: 0,
      tokens: { nature: 0, production: 0, science: 0 },
      passed: false,
      usedStandard: false,
    })),
    white: 0,
    generation: 1,
    flow: '',
    deck: [],
    table: [],
    hexes: new Array(20).fill(null),
    // Solitaire sets 5 credit cubes aside to count generations, so only 5 are in play.
    supply: { credits: (solo ? CREDIT_CUBES / 2 : CREDIT_CUBES) - START_CREDITS * setup.players.length, ...CUBE_SUPPLY, tokens: { ...TOKEN_SUPPLY } },
    intense: setup.options.intense ? { heatWithGreenery: true, waterWithHeat: true } : null,
    turn: null,
    activation: null,
    pending: null,
    log: [],
    finished: false,
    scores: null,
    soloWon: null,
    stats: {},
  };
  if (!solo) state.white = randomInt(state, 2);
  state.deck = shuffleInPlace(state, CARDS.map((c) => c.id)).map((card) => ({ card, up: randomInt(state, 2) === 0 ? 'A' : 'B' }));
  if (solo) log(state, 'tiny.log.soloStart', { player: state.players[0].name, map: setup.options.map });
  else log(state, 'tiny.log.whiteStarts', { player: state.players[state.white].name });
  if (solo) placeDummyCities(state);
  const flow = initialTinyFlow();
  state.flow = flow.value;
  runEntries(state, flow.entries);
  return state;
}
