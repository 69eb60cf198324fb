// TINYforming Mars bound to the host's engine interface.
import * as tiny from '../../engine/tiny';
import { tinyMoveSchema, type TinyMove } from '../../shared/tiny/moves';
import { tinySetupSchema, type TinySetupParsed } from '../../shared/tiny/setup';
import type { TinyView } from '../../shared/tiny/view';
import { TINY_BOTS } from '../bots/tiny';
import { rolloutTinyBot } from '../bots/tiny/rollout';
import { seatsOfPlayers, type GameEngine } from '../engine';
import { viewBots } from './viewBot';

export const tinyEngine: GameEngine<tiny.TinyState, TinyMove, TinyView, TinySetupParsed> = {
  system: 'tiny',
  setupSchema: tinySetupSchema,
  moveSchema: tinyMoveSchema,
  createGame: tiny.createGame,
  applyMove: tiny.applyMove,
  revealedBy: tiny.revealedBy,
  logLength: (state) => state.log.length,
  viewFor: tiny.viewFor,
  legalMoves: tiny.legalMoves,
  waitingFor: tiny.waitingFor,
  stateHash: tiny.stateHash,
  rulesHash: tiny.rulesHash,
  summary: tiny.summary,
  seatsOf: seatsOfPlayers,
  bots: { ...viewBots(tiny, TINY_BOTS), search: rolloutTinyBot() },
};
