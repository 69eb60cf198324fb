// Whether a view shows a finished game, whatever its system (Terraforming Mars says so with its scores).
import type { GameView } from './protocol';

export function isGameOver(view: GameView): boolean {
  return view.system === 'tm' ? view.scores !== null && view.scores !== undefined : view.finished;
}
