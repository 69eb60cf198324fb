// A TINYforming Mars bot sees only its seat's view and the legal moves, like a player at the table.
import type { TinyMove } from '../../../shared/tiny/moves';
import type { TinyView } from '../../../shared/tiny/view';
import type { BotRandom } from '../types';

export type TinyBot = (view: TinyView, legalMoves: TinyMove[], rng: BotRandom) => TinyMove;
