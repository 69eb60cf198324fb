// While bots' moves are being shown one at a time (the bot speed setting), says so and offers to show the
// rest at once.
import { actions, useApp } from '../store';

export function BotMovesWaiting() {
  const waiting = useApp((s) => s.botViewsWaiting);
  if (waiting === 0) return null;
  return (
    <div className="bot-moves-waiting" data-testid="bot-moves-waiting" data-waiting={waiting} role="status">
      <span>
        Showing bot moves · {waiting} more
      </span>
      <button type="button" className="small" data-testid="show-bot-moves" onClick={() => actions.showBotMovesNow()} title="Show the bots' remaining moves at once (bot speed: ☰ → Settings)">
        Show all
      </button>
    </div>
  );
}
