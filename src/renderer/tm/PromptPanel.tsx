// One panel for every Prompt kind: the player answers with a Move; nothing here knows game rules.
import { useEffect, useState } from 'react';
import type { ActionChoice, PlayableCard, Prompt, TradeResource } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import { defaultPayment } from '../../shared/tm/payment';
import { actions, useApp } from '../store';
import { useUi } from '../ui';
import { CardName, CardTile, cardInfo, PlayerName } from './bits';
import { useCardWords } from './cardWords';
import { ElementLegend } from './elements';
import { GridPrompt, ModuleActionList } from './FactoryGrid';
import { ModuleTile, modulesOnOffer } from './ModuleTile';
import { OpeningPrompt } from './OpeningPrompt';
import { PaymentEditor } from './PaymentEditor';
import { UndoButton } from '../undo/UndoButton';
import { HintButton } from '../hints/HintButton';
import { setSetting, useSettings } from '../common/settings';
import { withKey } from '../common/shortcuts';
import { useLayer } from '../common/KeyboardLayers';
import { useFocusReturn } from '../common/useFocusReturn';
import { TM_SHORTCUTS } from './shortcuts';
import { takeBackOffered } from './takeBack';
import { StandardProjectList } from './StandardProjects';
import { SpaceChoiceText } from './SpaceChoiceText';
import { useSay } from '../i18n/useSay';
import { sayMessageOrText } from '../i18n/say';

/** Passing ends the player's generation: asked once more unless the player turned the question off. */
function PassConfirmation({ onDone }: { onDone: () => void }) {
  const [dontAsk, setDontAsk] = useState(false);
  // A layer: Esc backs out of the question (as "Keep playing") and the game's keys wait while it is asked.
  useLayer('pass-question', true, onDone);
  useFocusReturn();
  return (
    <div className="pass-confirm" data-testid="pass-confirmation" role="alertdialog" aria-label="Pass for this generation?">
      <div className="sub-title">Pass for the rest of this generation?</div>
      <div className="hint">You take no more actions until the next generation.</div>
      <label className="check">
        <input type="checkbox" data-testid="pass-dont-ask" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
        Don't ask again (Settings in ☰ can turn it back on)
      </label>
      <div className="row-buttons">
        <button
          type="button"
          className="primary danger"
          data-testid="pass-confirm"
          onClick={() => {
            if (dontAsk) setSetting('confirmPass', false);
            onDone();
            actions.move({ type: 'pass' });
          }}
        >
          Pass
        </button>
        <button type="button" data-testid="pass-cancel" onClick={onDone} autoFocus>
          Keep playing
        </button>
      </div>
    </div>
  );
}

/** The shortcut key of each action button, for its tooltip (the keys themselves live in shortcuts.ts). */
const DIRECT_KEYS: Record<string, string> = { pass: 'p', endTurn: 'e', convertPlants: 'g', convertHeat: 'h' };
const GROUP_KEYS: Partial<Record<string, string>> = { playCard: 'c', standardProject: 's', cardAction: 'a' };

const CHOICE_LABEL: Record<ActionChoice['type'], string> = {
  playCard: 'Play a card',
  standardProject: 'Standard project',
  cardAction: 'Use a card action',
  claimMilestone: 'Claim a milestone',
  fundAward: 'Fund an award',
  convertPlants: 'Plants → greenery',
  convertHeat: 'Heat → temperature',
  trade: 'Trade with a colony',
  moduleAction: 'Use a module action',
  pass: 'Pass',
  endTurn: 'End turn',
};

const TRADE_RESOURCE_LABEL: Record<TradeResource, string> = { megacredits: 'M€', energy: 'energy', titanium: 'titanium' };

function playableOf(prompt: Prompt | null): PlayableCard[] {
  if (prompt?.kind !== 'action') return [];
  const c = prompt.choices.find((x) => x.type === 'playCard');
  return c && c.type === 'playCard' ? c.cards : [];
}

/**
 * The standard projects stay in the list even when none is usable now (then greyed with their reasons): the
 * group sits where the engine puts it, or after playing a card when the engine offers none.
 */
function withProjectGroup(choices: ActionChoice[], view: TmView): ActionChoice[] {
  if (view.standardProjects.length === 0 || choices.some((c) => c.type === 'standardProject')) return choices;
  const at = choices.findIndex((c) => c.type !== 'playCard');
  const group: ActionChoice = { type: 'standardProject', projects: [] };
  return [...choices.slice(0, at), group, ...choices.slice(at)];
}

function PlayCardEditor({ view, playable }: { view: TmView; playable: PlayableCard }) {
  const busy = useApp((s) => s.busy);
  const me = view.players.find((p) => p.seat === view.viewer);
  const card = cardInfo(view, playable.card);
  const words = useCardWords();
  if (!me) return null;
  return (
    <div className="play-editor" data-testid="play-editor">
      <div className="sub-title">
        Play <b>{words.name(card.id)}</b>
      </div>
      <PaymentEditor
        key={playable.card}
        rules={playable}
        stock={me.stock}
        busy={busy}
        confirmLabel={`Play ${words.name(card.id)}`}
        onConfirm={(payment) => {
          actions.move({ type: 'playCard', card: playable.card, payment });
          useUi.setState({ playing: null, expanded: null });
        }}
        onCancel={() => useUi.setState({ playing: null })}
      />
    </div>
  );
}

function ActionPrompt({ view, prompt }: { view: TmView; prompt: Extract<Prompt, { kind: 'action' }> }) {
  const expanded = useUi((s) => s.expanded);
  const playing = useUi((s) => s.playing);
  const busy = useApp((s) => s.busy);
  const setExpanded = (t: string | null) => useUi.setState({ expanded: expanded === t ? null : t, playing: null });
  const me = view.players.find((p) => p.seat === view.viewer);
  const playable = playableOf(prompt).find((c) => c.card === playing);
  const [confirmingPass, setConfirmingPass] = useState(false);
  const words = useCardWords();

  if (playable) return <PlayCardEditor view={view} playable={playable} />;
  if (confirmingPass) return <PassConfirmation onDone={() => setConfirmingPass(false)} />;

  return (
    <div className="choices">
      {prompt.actionsTaken > 0 && <div className="hint">Second action of this turn (or end your turn).</div>}
      {withProjectGroup(prompt.choices, view).map((choice) => {
        const label = CHOICE_LABEL[choice.type];
        const direct = choice.type === 'convertPlants' || choice.type === 'convertHeat' || choice.type === 'pass' || choice.type === 'endTurn';
        if (direct) {
          const detail =
            choice.type === 'convertPlants' ? ` (${choice.cost} plants)` : choice.type === 'convertHeat' ? ` (${choice.cost} heat)` : '';
          return (
            <button
              key={choice.type}
              type="button"
              className={`choice ${choice.type === 'pass' ? 'danger' : ''}`}
              data-testid={`choice-${choice.type}`}
              title={withKey(label, TM_SHORTCUTS, DIRECT_KEYS[choice.type])}
              disabled={busy}
              onClick={() => (choice.type === 'pass' && useSettings.getState().confirmPass ? setConfirmingPass(true) : actions.move({ type: choice.type } as never))}
            >
              {label}
              {detail}
            </button>
          );
        }
        const open = expanded === choice.type;
        return (
          <div key={choice.type} className={`choice-group ${open ? 'open' : ''}`}>
            <button type="button" className="choice" data-testid={`choice-${choice.type}`} title={withKey(label, TM_SHORTCUTS, GROUP_KEYS[choice.type] ?? '')} aria-expanded={open} onClick={() => setExpanded(choice.type)}>
              {label} <span className="caret">{open ? '▾' : '▸'}</span>
            </button>
            {open && (
              <div className="choice-list" data-testid={`choice-list-${choice.type}`}>
                {choice.type === 'playCard' &&
                  choice.cards.map((c) => {
                    const info = cardInfo(view, c.card);
                    const affordable = me ? defaultPayment(me.stock, c) !== null : true;
                    return (
                      <button
                        key={c.card}
                        type="button"
                        className="sub-choice"
                        data-testid={`play-card-${c.card}`}
                        disabled={busy}
                        onClick={() => useUi.setState({ playing: c.card })}
                      >
                        <span className="mini-cost">{c.cost}</span> <CardName card={info} inButton />
                        {!affordable && <small className="warn"> (can't afford)</small>}
                      </button>
                    );
                  })}
                {choice.type === 'standardProject' && <StandardProjectList view={view} />}
                {choice.type === 'cardAction' &&
                  choice.cards.map((id) => (
                    <button key={id} type="button" className="sub-choice" data-testid={`card-action-${id}`} disabled={busy} onClick={() => actions.move({ type: 'cardAction', card: id })}>
                      <CardName card={cardInfo(view, id)} inButton />
                      <small> — {words.text(id)}</small>
                    </button>
                  ))}
                {choice.type === 'claimMilestone' &&
                  choice.milestones.map((m) => (
                    <button key={m} type="button" className="sub-choice" data-testid={`milestone-${m.replace(/\s+/g, '-')}`} disabled={busy} onClick={() => actions.move({ type: 'claimMilestone', milestone: m })}>
                      <span className="mini-cost">{choice.cost}</span> {words.milestoneName(m)}
                    </button>
                  ))}
                {choice.type === 'moduleAction' && <ModuleActionList view={view} choice={choice} />}
                {choice.type === 'trade' &&
                  choice.payments.map((pay) => (
                    <button key={pay.resource} type="button" className="sub-choice" data-testid={`trade-${pay.resource}`} disabled={busy} onClick={() => actions.move({ type: 'trade', pay: pay.resource })}>
                      Pay {pay.amount} {TRADE_RESOURCE_LABEL[pay.resource]}
                    </button>
                  ))}
                {choice.type === 'fundAward' &&
                  choice.awards.map((a) => (
                    <button key={a} type="button" className="sub-choice" data-testid={`award-${a.replace(/\s+/g, '-')}`} disabled={busy} onClick={() => actions.move({ type: 'fundAward', award: a })}>
                      <span className="mini-cost">{choice.cost}</span> {words.awardName(a)}
                    </button>
                  ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function CardsPrompt({ view, prompt }: { view: TmView; prompt: Extract<Prompt, { kind: 'cards' }> }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const busy = useApp((s) => s.busy);
  const me = view.players.find((p) => p.seat === view.viewer);
  const modules = modulesOnOffer(view.cornucopia);
  const n = chosen.length;
  const cost = n * prompt.costEach;
  const ok = n >= prompt.min && n <= prompt.max;
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : prompt.max === 1 ? [id] : c.length >= prompt.max ? c : [...c, id]));
  return (
    <div className="cards-prompt">
      <div className="hint" data-testid="cards-count">
        Select {prompt.min === prompt.max ? prompt.min : `${prompt.min}–${prompt.max}`} · chosen {n}
        {prompt.costEach > 0 && (
          <>
            {' '}· cost <b data-testid="cards-cost">{n} × {prompt.costEach} = {cost} M€</b>
            {me && cost > me.stock.megacredits && <span className="warn"> (you have {me.stock.megacredits} M€)</span>}
          </>
        )}
      </div>
      <div className="card-grid">
        {prompt.cards.map((id) => {
          const module = modules.find((m) => m.id === id);
          return module ? (
            <ModuleTile key={id} module={module} testId={`card-${id}`} selected={chosen.includes(id)} onClick={() => toggle(id)} />
          ) : (
            <CardTile key={id} card={cardInfo(view, id)} testId={`card-${id}`} selected={chosen.includes(id)} onClick={() => toggle(id)} />
          );
        })}
      </div>
      {modules.some((m) => prompt.cards.includes(m.id)) && <ElementLegend />}
      <div className="row-buttons">
        <button type="button" className="primary" data-testid="confirm" disabled={!ok || busy} onClick={() => actions.move({ type: 'cards', cards: chosen })}>
          {n === 0 ? 'Confirm (none)' : `Confirm ${n} card${n > 1 ? 's' : ''}`}
        </button>
        {prompt.max > 1 && (
          <button type="button" data-testid="select-none" onClick={() => setChosen([])}>
            Clear
          </button>
        )}
      </div>
    </div>
  );
}

function SpacePrompt({ prompt, view }: { view: TmView; prompt: Extract<Prompt, { kind: 'space' }> }) {
  const busy = useApp((s) => s.busy);
  const choices = new Map((view.spaceChoices ?? []).map((c) => [c.id, c]));
  return (
    <div className="space-prompt">
      <div className="hint">
        Click a <span className="glow-word">glowing</span> space on the board to place the {prompt.tile} tile.
      </div>
      <details className="fallback" data-testid="space-list">
        <summary>or pick from a list ({prompt.spaces.length})</summary>
        <div className="space-buttons">
          {prompt.spaces.map((id) => {
            const space = view.spaces.find((s) => s.id === id);
            const choice = choices.get(id);
            return (
              <button
                key={id}
                type="button"
                className="space-choice"
                data-testid={`space-${id}`}
                disabled={busy}
                onMouseEnter={() => useUi.setState({ hoveredSpace: id })}
                onMouseLeave={() => useUi.setState({ hoveredSpace: null })}
                onFocus={() => useUi.setState({ hoveredSpace: id })}
                onBlur={() => useUi.setState({ hoveredSpace: null })}
                onClick={() => actions.move({ type: 'space', space: id })}
              >
                <SpaceChoiceText space={space} choice={choice} />
              </button>
            );
          })}
        </div>
      </details>
      {prompt.cancellable && <CancelStep until="a space is chosen" />}
    </div>
  );
}

/** Choosing a colony tile: the moons it offers glow on the board; a list is the fallback. */
function ColonyPrompt({ prompt }: { prompt: Extract<Prompt, { kind: 'colony' }> }) {
  const busy = useApp((s) => s.busy);
  const words = useCardWords();
  return (
    <div className="space-prompt">
      <div className="hint">
        Click a <span className="glow-word">glowing</span> moon above Mars.
      </div>
      <details className="fallback" data-testid="colony-list">
        <summary>or pick from a list ({prompt.tiles.length})</summary>
        <div className="space-buttons">
          {prompt.tiles.map((tile) => (
            <button key={tile} type="button" data-testid={`colony-${tile}`} disabled={busy} onClick={() => actions.move({ type: 'colony', tile })}>
              {words.colonyName(tile)}
            </button>
          ))}
        </div>
      </details>
      {prompt.cancellable && <CancelStep until="a moon is chosen" />}
    </div>
  );
}

/** Takes back an action at a step the engine marks cancellable (nothing paid or revealed yet). */
function CancelStep({ until }: { until: string }) {
  return <CancelButton why={`Take the action back: nothing is paid until ${until}`} onCancel={() => actions.move({ type: 'cancel' })} />;
}

/**
 * Cancel at a step the engine does not mark cancellable (a card's space, target or choice after it was paid):
 * the step is rolled back with undo, which the host allows only while nothing was revealed and no one else
 * has acted since; so it shows only then. Esc presses it like the engine's own Cancel.
 */
function TakeBackStep({ prompt }: { prompt: Prompt }) {
  const undoAllowed = useApp((s) => s.session?.undo?.allowed ?? false);
  if (!takeBackOffered(prompt, undoAllowed)) return null;
  return <CancelButton why="Take back the step that led here (as Undo does); nothing was revealed since" onCancel={() => actions.undo(false)} />;
}

/** The one Cancel button of a step (Esc presses it), however the step is taken back. */
function CancelButton({ why, onCancel }: { why: string; onCancel: () => void }) {
  const busy = useApp((s) => s.busy);
  return (
    <div className="row-buttons">
      <button type="button" data-testid="cancel" disabled={busy} title={withKey(why, TM_SHORTCUTS, 'escape')} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

function AmountPrompt({ prompt }: { prompt: Extract<Prompt, { kind: 'amount' }> }) {
  const [value, setValue] = useState(prompt.max);
  const busy = useApp((s) => s.busy);
  const ok = Number.isInteger(value) && value >= prompt.min && value <= prompt.max;
  return (
    <div className="amount-prompt">
      <label>
        Amount ({prompt.min}–{prompt.max}){' '}
        <input type="number" data-testid="amount-input" min={prompt.min} max={prompt.max} value={value} onChange={(e) => setValue(Math.floor(Number(e.target.value)))} />
      </label>
      <input type="range" aria-label="amount" min={prompt.min} max={prompt.max} value={ok ? value : prompt.min} onChange={(e) => setValue(Number(e.target.value))} />
      <div className="row-buttons">
        <button type="button" className="primary" data-testid="confirm" disabled={!ok || busy} onClick={() => actions.move({ type: 'amount', amount: value })}>
          Confirm {ok ? value : ''}
        </button>
      </div>
    </div>
  );
}

function PromptBody({ view, prompt }: { view: TmView; prompt: Prompt }) {
  const busy = useApp((s) => s.busy);
  const say = useSay();
  const me = view.players.find((p) => p.seat === view.viewer);
  switch (prompt.kind) {
    case 'action':
      return <ActionPrompt view={view} prompt={prompt} />;
    case 'cards':
      return <CardsPrompt view={view} prompt={prompt} />;
    case 'opening':
      return <OpeningPrompt view={view} prompt={prompt} />;
    case 'space':
      return <SpacePrompt view={view} prompt={prompt} />;
    case 'player':
      return (
        <div className="choices">
          {prompt.players.map((seat) => (
            <button key={seat} type="button" className="choice" data-testid={`player-${seat}`} disabled={busy} onClick={() => actions.move({ type: 'player', player: seat })}>
              <PlayerName player={view.players.find((p) => p.seat === seat)} />
            </button>
          ))}
        </div>
      );
    case 'amount':
      return <AmountPrompt prompt={prompt} />;
    case 'colony':
      return <ColonyPrompt prompt={prompt} />;
    case 'grid':
      return <GridPrompt view={view} prompt={prompt} />;
    case 'option':
      return (
        <div className="choices">
          {prompt.options.map((opt, index) => (
            <button key={index} type="button" className="choice" data-testid={`option-${index}`} disabled={busy} onClick={() => actions.move({ type: 'option', index })}>
              {sayMessageOrText(say, opt)}
            </button>
          ))}
        </div>
      );
    case 'payment':
      return me ? (
        <PaymentEditor
          rules={{ cost: prompt.cost, steelValue: prompt.steelValue, titaniumValue: prompt.titaniumValue, heatUsable: prompt.heatUsable }}
          stock={me.stock}
          busy={busy}
          confirmLabel="Pay"
          onConfirm={(payment) => actions.move({ type: 'payment', payment })}
          onCancel={prompt.cancellable ? () => actions.move({ type: 'cancel' }) : undefined}
        />
      ) : null;
    default:
      return <div className="hint">Unknown prompt.</div>;
  }
}

function WaitingLine({ view }: { view: TmView }) {
  const names = view.waitingFor.map((s) => view.players.find((p) => p.seat === s)).filter(Boolean);
  if (view.scores) return <div className="hint" data-testid="waiting">The game has ended.</div>;
  return (
    <div className="hint" data-testid="waiting">
      {names.length ? (
        <>
          Waiting for{' '}
          {names.map((p, i) => (
            <span key={p!.seat}>
              {i > 0 && ', '}
              <PlayerName player={p} />
            </span>
          ))}
          …
        </>
      ) : (
        'Waiting for the host…'
      )}
    </div>
  );
}

/** Keyed by view serial so local selections reset whenever the host sends a new prompt. */
export default function PromptPanel() {
  const view = useApp((s) => s.view);
  const busy = useApp((s) => s.busy);
  const prompt = view?.prompt ?? null;
  const promptKey = prompt ? JSON.stringify(prompt) : 'none';
  const say = useSay();
  useEffect(() => {
    useUi.setState({ playing: null, expanded: null });
  }, [promptKey]);
  if (!view) return null;
  return (
    <section className={`panel prompt-panel ${prompt?.kind === 'cards' || prompt?.kind === 'opening' ? 'wide' : ''} ${prompt?.kind === 'opening' ? 'opening' : ''}`} data-testid="prompt-panel" data-prompt-kind={prompt?.kind ?? 'none'} aria-labelledby={prompt ? 'prompt-title' : undefined}>
      {prompt ? (
        <>
          <h2 className="prompt-title" data-testid="prompt-title" id="prompt-title">
            {sayMessageOrText(say, prompt.title)}
          </h2>
          <PromptBody key={promptKey} view={view} prompt={prompt} />
          <TakeBackStep prompt={prompt} />
          {busy && <div className="hint busy">Sending…</div>}
          <UndoButton />
          <HintButton />
        </>
      ) : (
        <>
          <h2 className="prompt-title muted" data-testid="prompt-title">
            {view.viewer === null ? 'Spectating' : 'Not your decision'}
          </h2>
          <WaitingLine view={view} />
          <UndoButton />
        </>
      )}
    </section>
  );
}
