// "What would the bot do?" beside a game's prompt: asks the host (which works it out in the background),
// then shows the bot's suggestion and, for the best few answers, the share of sampled games won after
// them. Disabled, with the reason as its tooltip, where the host gives no hints (LAN rule, TINY, Dice).
import type { CSSProperties } from 'react';
import type { GameView } from '../../shared/protocol';
import type { HintReport } from '../../shared/hint';
import { actions, useApp } from '../store';
import { describeTmMove } from './describeTmMove';
import { positionKey, useHintAt } from './hintStore';
import { useUi } from '../ui';

const box: CSSProperties = { marginTop: 6, pointerEvents: 'auto' };
const suggestion: CSSProperties = { marginTop: 4, padding: '4px 8px', borderLeft: '3px solid #ffd166', background: 'rgba(255, 209, 102, 0.12)', borderRadius: 4 };
const chances: CSSProperties = { margin: '4px 0 0', paddingLeft: 18, fontSize: 12 };
const note: CSSProperties = { fontSize: 11, opacity: 0.7, marginTop: 2 };

function describe(view: GameView, move: unknown): string {
  if (view.system === 'tm') return describeTmMove(view, move);
  return 'an answer this screen cannot show';
}

export function HintButton() {
  const view = useApp((s) => s.gameView);
  const session = useApp((s) => s.session);
  const localStep = useUi((s) => s.playing);
  const position = view && session?.hint && view.prompt ? positionKey(session.gameId, view.viewer, session.hint.moveCount, localStep) : null;
  const entry = useHintAt(position);
  if (!view || !session?.hint || position === null || view.viewer === null) return null;
  const state = session.hint;
  const thinking = entry?.status === 'thinking';
  const tooltip = state.available ? 'What would the bot do? (B)' : `No hint: ${state.reason ?? 'not now'}`;
  const report = entry?.status === 'ready' ? entry.report : null;
  return (
    <div style={box} data-testid="hint-row">
      <span title={tooltip} data-testid="hint-tooltip">
        <button type="button" data-testid="hint" disabled={!state.available || thinking} title={tooltip} onClick={() => actions.hint(position)}>
          {thinking ? 'The bot is thinking…' : 'What would the bot do?'}
        </button>
      </span>
      {report && (
        <div style={suggestion} data-testid="hint-suggestion" role="status">
          <div>
            The bot would: <strong data-testid="hint-move">{describe(view, report.move)}</strong>
          </div>
          {report.choices.some((c) => c.winChance !== null) && (
            <ol style={chances} data-testid="hint-chances">
              {report.choices.map((c, i) => (
                <li key={i}>
                  {describe(view, c.move)}: {c.winChance === null ? '—' : `${Math.round(c.winChance * 100)} % to win (${gamesWon(c.winChance, report.worlds)}/${report.worlds})`}
                </li>
              ))}
            </ol>
          )}
          <div style={note}>
            Picked by looking a generation ahead; chances from {report.worlds} games each, played to the end{pickTrailsAnother(report) ? ': too few to overrule the pick' : ''}.
          </div>
        </div>
      )}
    </div>
  );
}

/** Games won out of those played (a tie or a game cut short counts as a share, so "about"). */
function gamesWon(chance: number, worlds: number): string {
  const won = chance * worlds;
  return Number.isInteger(Math.round(won * 1000) / 1000) ? String(Math.round(won)) : `≈${Math.round(won)}`;
}

/** The suggestion's own chance is below another answer's (few games: the two judgements can differ). */
function pickTrailsAnother(report: HintReport): boolean {
  const own = report.choices[0]?.winChance;
  return own !== null && own !== undefined && report.choices.some((c) => c.winChance !== null && c.winChance > own);
}
