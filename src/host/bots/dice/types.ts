// A Dice Game bot sees only its seat's view and the legal moves, like a human at the table.
import type { DiceMove } from '../../../shared/dice/moves';
import type { DiceView } from '../../../shared/dice/view';
import type { BotRandom } from '../types';

export type DiceBot = (view: DiceView, legalMoves: DiceMove[], rng: BotRandom) => DiceMove;
