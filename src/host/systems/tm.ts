// Terraforming Mars (base, Corporate Era, Colonies) bound to the host's engine interface.
import { applyMove, createGame, legalMoves, revealedBy, rulesHash, stateHash, viewFor, waitingFor, type TmState } from '../../engine/tm';
import { ALL_CARDS, cardInfo } from '../../engine/tm/cards/catalogue';
import { moduleCatalogue } from '../../engine/tm/cornucopia/view';
import { moveSchema, newGameSchema, type NewGameSetup } from '../../shared/protocol';
import type { Move } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import { BOTS } from '../bots';
import { seatsOfPlayers, type GameEngine } from '../engine';
import { tmWorkerBots } from '../hints/workerBots';

export const tmEngine: GameEngine<TmState, Move, TmView, NewGameSetup> = {
  system: 'tm',
  setupSchema: newGameSchema,
  // The schema's output is the engine's Move type; zod's inferred type only spells it differently.
  moveSchema: moveSchema as unknown as GameEngine<TmState, Move>['moveSchema'],
  createGame,
  applyMove,
  revealedBy,
  logLength: (state) => state.log.length,
  viewFor,
  legalMoves,
  waitingFor,
  stateHash,
  rulesHash,
  summary: (state) => ({
    generation: state.generation,
    phase: state.finished ? 'ended' : state.flow,
    players: state.players.map((p) => p.name),
    finished: state.finished,
    moveCount: state.moveCount,
  }),
  seatsOf: seatsOfPlayers,
  catalogue: () => [...ALL_CARDS.map((card) => cardInfo(card.id)), ...moduleCatalogue()],
  bots: BOTS,
  // The search bot thinks on a worker when bots play at people's pace (the host's thread stays free).
  backgroundBots: tmWorkerBots(),
};
