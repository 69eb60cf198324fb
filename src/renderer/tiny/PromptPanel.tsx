// The panel that answers the seat's prompt: one button per legal choice. For a city, first pick which
// city (or a new one), then the hex (here or on the board).
import type { HexId } from '../../shared/tiny/basics';
import type { TinyMove } from '../../shared/tiny/moves';
import type { TinyView } from '../../shared/tiny/view';
import { UndoButton } from '../undo/UndoButton';
import { HintButton } from '../hints/HintButton';
import { ProjectCard } from './Panels';
import { type Choice, choicesOf, cityOrigins } from './promptChoices';
import { useSay } from '../i18n/useSay';

/** Which end of the drawn card faces the player: each answer shows that project in full. */
function OrientChoices({ view, ends, choices, onMove }: { view: TinyView; ends: [string, string]; choices: Choice[]; onMove: (move: TinyMove) => void }) {
  const say = useSay();
  return (
    <div className="tiny-choices orient">
      {choices.map((c, i) => {
        const item = view.table.find((t) => t.project.id === ends[i]);
        return (
          <button key={c.testId} type="button" data-testid={c.testId} onClick={() => onMove(c.move)}>
            <span className="tiny-orient-label">{say(c.label)}</span>
            {item && <ProjectCard item={item} />}
            {c.detail && <small>{say(c.detail)}</small>}
          </button>
        );
      })}
    </div>
  );
}

export function PromptPanel({ view, seat, cityChoice, onCityChoice, onMove }: {
  view: TinyView;
  seat: number;
  cityChoice: HexId | null;
  onCityChoice: (from: HexId | null) => void;
  onMove: (move: TinyMove) => void;
}) {
  const say = useSay();
  const prompt = view.prompt;
  if (view.finished) return null;
  if (!prompt || prompt.seat !== seat) {
    const names = view.waitingFor.map((s) => view.players[s]?.name ?? say('tiny.screen.seat', { seat: s + 1 }));
    return (
      <div className="tiny-prompt panel" data-testid="tiny-prompt-waiting">
        <span className="muted">{names.length ? say('tiny.screen.waitingFor', { names }) : say('tiny.screen.waitingForGame')}</span>
        <UndoButton />
      </div>
    );
  }
  const origins = cityOrigins(prompt);
  const choices = choicesOf(prompt, cityChoice);
  return (
    <div className="tiny-prompt panel" data-testid="tiny-prompt" data-kind={prompt.kind} role="region" aria-labelledby="tiny-prompt-title">
      <div className="tiny-prompt-title" id="tiny-prompt-title">{say(prompt.title)}</div>
      {origins.length > 1 && (
        <div className="row-buttons">
          {origins.map((o) => (
            <button key={o.testId} type="button" className={o.from === cityChoice ? 'primary' : ''} data-testid={o.testId} onClick={() => onCityChoice(o.from)}>
              {say(o.label)}
            </button>
          ))}
        </div>
      )}
      {(prompt.kind === 'hex' || prompt.kind === 'city') && <p className="hint">{say('tiny.screen.clickHex')}</p>}
      {prompt.kind === 'orient' ? (
        <OrientChoices view={view} ends={prompt.ends} choices={choices} onMove={onMove} />
      ) : (
        <div className={`tiny-choices ${prompt.kind}`}>
          {choices.map((c) => (
            <button key={c.testId} type="button" data-testid={c.testId} onClick={() => onMove(c.move)} title={c.detail && say(c.detail)}>
              {say(c.label)}
              {c.detail ? <small>{say(c.detail)}</small> : null}
            </button>
          ))}
        </div>
      )}
      <UndoButton />
      <HintButton />
    </div>
  );
}
