// A new game from the new-game screen's choices.
import type { NewGameSetup } from '../../shared/protocol';
import { emptyStock } from '../../shared/tm/basics';
import { randomInt, startingRng, shuffleInPlace } from '../core/rng';
import { settle } from './apply';
import { corporationPool, projectDeck } from './cards/catalogue';
import { setupColonies } from './colonies/setup';
import { setupCornucopia } from './cornucopia/market';
import { startGameFlow } from './phases';
import { placeNeutralTiles } from './solo';
import type { PlayerState, TmState } from './state';
import { emptyFlow } from './resourceFlow';

export const STARTING_TR = 20;
export const SOLO_STARTING_TR = 14;
export const SOLO_GENERATIONS = 14;

export function createGame(setup: NewGameSetup): TmState {
  const solo = setup.options.solo && setup.players.length === 1;
  // Solo always uses the Corporate Era cards and no extra production (rulebook).
  const options = { corporateEra: setup.options.corporateEra || solo, draft: setup.options.draft && !solo, solo, colonies: setup.options.colonies === true,
    ...(setup.options.cornucopia ? { cornucopia: true, cornucopiaDraft: setup.options.cornucopiaDraft === true } : {}) };
  const players: PlayerState[] = setup.players.map((p, seat) => ({
    seat, name: p.name, color: p.color, beginner: p.beginner, corporation: null, tr: solo ? SOLO_STARTING_TR : STARTING_TR,
    stock: emptyStock(), production: emptyStock(), hand: [], played: [], corporationCard: null, passed: false,
    actionsThisTurn: 0, firstActionPending: false, offered: [], corporationsOffered: [], trRaisedThisGeneration: false, draftHand: [],
    flow: emptyFlow(),
  }));
  const state: TmState = {
    system: 'tm', version: 1, seed: setup.seed, rng: startingRng(setup.seed, setup.seedKind), options, flow: 'setup', generation: 1,
    maxGenerations: solo ? SOLO_GENERATIONS : null, firstPlayer: 0, activePlayer: null, players,
    parameters: { temperature: -30, oxygen: 0, oceans: 0 }, tiles: {}, deck: [], discard: [], corporationDeck: [],
    claimedMilestones: [], fundedAwards: [], pending: {}, queue: [], acting: null, log: [], moveCount: 0,
    finished: false, scores: null, stats: {},
  };
  state.deck = shuffleInPlace(state, projectDeck(options));
  state.corporationDeck = shuffleInPlace(state, corporationPool(options));
  state.firstPlayer = randomInt(state, players.length);
  if (solo) placeNeutralTiles(state);
  setupCornucopia(state);
  // Solo Colonies first asks which moon to leave out; its answer starts the game flow.
  if (!setupColonies(state)) startGameFlow(state);
  settle(state);
  return state;
}
