// Audits what a LAN client received against what its seat may know: no card on another seat's hand
// (unless the same card is in plain sight for this seat too) and no deck at all. Used by the soak run and the LAN tests.
import { isGameOver } from '../../shared/gameOver';
import type { GameView } from '../../shared/protocol';

/** Whatever can show each seat its view of one moment of a game (a session, or a recorded state). */
export interface ViewSource {
  readonly seats: readonly { seat: number }[];
  viewFor(seat: number): GameView;
}

type HandEntry = string | { id: string };

function handOf(view: GameView, seat: number): string[] {
  const player = (view.players as { hand?: HandEntry[] }[])[seat];
  return (player?.hand ?? []).map((card) => (typeof card === 'string' ? card : card.id));
}

/** Card ids on other seats' hands right now that nothing in this seat's own view shows. */
export function secretsFor(session: ViewSource, seat: number): string[] {
  const ownText = JSON.stringify(session.viewFor(seat));
  const secrets: string[] = [];
  for (const other of session.seats) {
    if (other.seat === seat) continue;
    for (const id of handOf(session.viewFor(other.seat), other.seat)) if (!ownText.includes(`"${id}"`)) secrets.push(id);
  }
  return secrets;
}

/**
 * Leaks in one message sent to a seat while the game runs: secret card ids, other seats' hands, any deck
 * list. (Once the game is over the final view may show everything.)
 */
export function leaksIn(text: string, seat: number, secrets: string[]): number {
  const message = JSON.parse(text) as { type: string; view?: GameView };
  if (message.type === 'view' && message.view && isGameOver(message.view)) return 0;
  let leaks = secrets.filter((id) => text.includes(`"${id}"`)).length;
  if (message.type === 'view' && message.view) {
    const players = message.view.players as { hand?: unknown }[];
    leaks += players.filter((p, i) => i !== seat && p.hand !== undefined).length;
    if ('deck' in message.view) leaks += 1;
  }
  return leaks;
}
