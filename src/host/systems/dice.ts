// Terraforming Mars: The Dice Game bound to the host's engine interface.
import * as dice from '../../engine/dice';
import { diceMoveSchema, type DiceMove } from '../../shared/dice/moves';
import { diceSetupSchema } from '../../shared/dice/setup';
import type { DiceView } from '../../shared/dice/view';
import { DICE_BOTS } from '../bots/dice';
import { soloPlanner } from '../bots/dice/planner';
import { seatsOfPlayers, type GameEngine } from '../engine';
import { viewBots } from './viewBot';

type DiceSetupParsed = ReturnType<typeof diceSetupSchema.parse>;

export const diceEngine: GameEngine<dice.DiceState, DiceMove, DiceView, DiceSetupParsed> = {
  system: 'dice',
  setupSchema: diceSetupSchema,
  moveSchema: diceMoveSchema,
  createGame: dice.createGame,
  applyMove: dice.applyMove,
  revealedBy: dice.revealedBy,
  logLength: (state) => state.log.length,
  viewFor: dice.viewFor,
  legalMoves: dice.legalMoves,
  waitingFor: dice.waitingFor,
  stateHash: dice.stateHash,
  rulesHash: dice.rulesHash,
  summary: dice.summary,
  seatsOf: seatsOfPlayers,
  bots: { ...viewBots(dice, DICE_BOTS), search: soloPlanner() },
};
