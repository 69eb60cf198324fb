// The engine as the host sees it: a handful of pure functions. Sessions receive it as a parameter so
// the host can be exercised (and the server started) without loading the rules; see defaultEngine.ts.
import type { ApplyResult, TmState } from '../engine/tm';
import type { NewGameSetup } from '../shared/protocol';
import type { Seat } from '../shared/tm/basics';
import type { Move } from '../shared/tm/prompt';
import type { TmView } from '../shared/tm/view';

export interface TmEngine {
  createGame(setup: NewGameSetup): TmState;
  applyMove(state: TmState, seat: Seat, move: Move): ApplyResult;
  viewFor(state: TmState, viewer: Seat | null): TmView;
  waitingFor(state: TmState): Seat[];
  stateHash(state: TmState): string;
}
