// Audits what a LAN client received against what its seat may know: no card on another seat's hand
// (unless the same card is in plain sight for this seat too) and no deck at all. Used by the soak run.
import { isGameOver } from '../../shared/gameOver';
import type { GameView } from '../../shared/protocol';
import type { Session } from '../session';

type HandEntry = string | { id: string };

function handOf(view: GameView, seat: number): string[] {
  const player = (view.players as { hand?: HandEntry[] }[])[seat];
  return (player?.hand ?? []).map((card) => (typeof card === 'string' ? card : card.id));
}

/** Card ids on other seats' hands right now that nothing in this seat's own view shows. */
export function secretsFor(session: Session, seat: number): string[] {
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
