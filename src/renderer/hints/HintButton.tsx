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
import type { Say } from '../i18n/say';
import { sayMessageOrText } from '../i18n/say';
import { useSay } from '../i18n/useSay';

const box: CSSProperties = { marginTop: 6, pointerEvents: 'auto' };
const suggestion: CSSProperties = { marginTop: 4, padding: '4px 8px', borderLeft: '3px solid #ffd166', background: 'rgba(255, 209, 102, 0.12)', borderRadius: 4 };
const chances: CSSProperties = { margin: '4px 0 0', paddingLeft: 18, fontSize: 12 };
const why: CSSProperties = { marginTop: 3, fontSize: 12 };
const note: CSSProperties = { fontSize: 11, opacity: 0.75, marginTop: 3 };

function describe(say: Say, view: GameView, move: unknown): string {
  if (view.system === 'tm') return describeTmMove(view, move, say);
  if (view.system === 'tiny') return describeTinyMove(view, move, say);
  if (view.system === 'dice') return describeDiceMove(view, move);
  return say('hint.report.unknownAnswer');
}

export function HintButton() {
  const view = useApp((s) => s.gameView);
  const session = useApp((s) => s.session);
  const localStep = useUi((s) => s.playing);
  const position = view && session?.hint && view.prompt ? positionKey(session.gameId, view.viewer, session.hint.moveCount, localStep) : null;
  const entry = useHintAt(position);
  const say = useSay();
  if (!view || !session?.hint || position === null || view.viewer === null) return null;
  const state = session.hint;
  const thinking = entry?.status === 'thinking';
  const tooltip = state.available
    ? say('hint.button.tooltip', { key: 'B' })
    : say('hint.button.unavailable', { reason: state.reason ? sayMessageOrText(say, state.reason) : say('hint.button.notNow') });
  const report = entry?.status === 'ready' ? entry.report : null;
  return (
    <div style={box} data-testid="hint-row">
      <span title={tooltip} data-testid="hint-tooltip">
        <button type="button" data-testid="hint" disabled={!state.available || thinking} title={tooltip} onClick={() => actions.hint(position)}>
          {say(thinking ? 'hint.button.thinking' : 'hint.button.ask')}
        </button>
      </span>
      {report && <HintReportView view={view} report={report} />}
    </div>
  );
}

function HintReportView({ view, report }: { view: GameView; report: HintReport }) {
  const versusChoice = report.reason?.versus !== null && report.reason?.versus !== undefined ? report.choices[report.reason.versus] : report.choices[1];
  const say = useSay();
  const versus = versusChoice ? describe(say, view, versusChoice.move) : null;
  const of = chanceOfWords(say, report.chanceOf);
  return (
    <div style={suggestion} data-testid="hint-suggestion" role="status" data-verdict={report.verdict} data-final={report.final}>
      <div>
        {say('hint.report.wouldDo')} <strong data-testid="hint-move">{describe(say, view, report.move)}</strong>
      </div>
      {report.reason && (
        <div style={why} data-testid="hint-reason">
          {reasonWords(say, report.reason, versus, view.system)}
        </div>
      )}
      {report.choices.some((c) => c.winChance !== null) && (
        <ol style={chances} data-testid="hint-chances">
          {report.choices.map((c, i) => (
            <li key={i} data-testid="hint-choice">
              {describe(say, view, c.move)}: <span data-testid="hint-chance">{chanceWords(say, c)}</span> {of}
            </li>
          ))}
        </ol>
      )}
      <div style={note} data-testid="hint-verdict">
        {verdictWords(say, report, versus)}
      </div>
    </div>
  );
}
