// "What would the bot do?" beside a game's prompt: asks the host (which works it out in the background
// and keeps sharpening it while the player thinks), then shows the suggestion, why in a sentence, and
// for the best few answers their chance with its 95 % range and whether the best two are told apart.
// Disabled, with the reason as its tooltip, where the host gives no hints (LAN rule, game over).
import type { CSSProperties } from 'react';
import type { GameView } from '../../shared/protocol';
import type { HintReport } from '../../shared/hint';
import { actions, useApp } from '../store';
import { describeTmMove } from './describeTmMove';
import { describeDiceMove, describeTinyMove } from './describeSmallMove';
import { positionKey, useHintAt } from './hintStore';
import { chanceOfWords, chanceWords, reasonWords, verdictWords } from './hintWords';
import { useUi } from '../ui';

const box: CSSProperties = { marginTop: 6, pointerEvents: 'auto' };
const suggestion: CSSProperties = { marginTop: 4, padding: '4px 8px', borderLeft: '3px solid #ffd166', background: 'rgba(255, 209, 102, 0.12)', borderRadius: 4 };
const chances: CSSProperties = { margin: '4px 0 0', paddingLeft: 18, fontSize: 12 };
const why: CSSProperties = { marginTop: 3, fontSize: 12 };
const note: CSSProperties = { fontSize: 11, opacity: 0.75, marginTop: 3 };

function describe(view: GameView, move: unknown): string {
  if (view.system === 'tm') return describeTmMove(view, move);
  if (view.system === 'tiny') return describeTinyMove(view, move);
  if (view.system === 'dice') return describeDiceMove(view, move);
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
      {report && <HintReportView view={view} report={report} />}
    </div>
  );
}

function HintReportView({ view, report }: { view: GameView; report: HintReport }) {
  const versusChoice = report.reason?.versus !== null && report.reason?.versus !== undefined ? report.choices[report.reason.versus] : report.choices[1];
  const versus = versusChoice ? describe(view, versusChoice.move) : null;
  const of = chanceOfWords(report.chanceOf);
  return (
    <div style={suggestion} data-testid="hint-suggestion" role="status" data-verdict={report.verdict} data-final={report.final}>
      <div>
        The bot would: <strong data-testid="hint-move">{describe(view, report.move)}</strong>
      </div>
      {report.reason && (
        <div style={why} data-testid="hint-reason">
          {reasonWords(report.reason, versus)}
        </div>
      )}
      {report.choices.some((c) => c.winChance !== null) && (
        <ol style={chances} data-testid="hint-chances">
          {report.choices.map((c, i) => (
            <li key={i} data-testid="hint-choice">
              {describe(view, c.move)}: <span data-testid="hint-chance">{chanceWords(c)}</span> {of}
            </li>
          ))}
        </ol>
      )}
      <div style={note} data-testid="hint-verdict">
        {verdictWords(report, versus)}
      </div>
    </div>
  );
}
