// One panel for every Prompt kind: the player answers with a Move; nothing here knows game rules.
import { useEffect, useRef, useState } from 'react';
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
import { resourceAmount } from '../../shared/tm/messages';
import { sayMessageOrText } from '../i18n/say';

/** Passing ends the player's generation: asked once more unless the player turned the question off. */
function PassConfirmation({ onDone }: { onDone: () => void }) {
  const [dontAsk, setDontAsk] = useState(false);
  // A layer: Esc backs out of the question (as "Keep playing") and the game's keys wait while it is asked.
  useLayer('pass-question', true, onDone);
  useFocusReturn();
  const say = useSay();
  return (
    <div className="pass-confirm" data-testid="pass-confirmation" role="alertdialog" aria-label={say('tmScreen.pass.label')}>
      <div className="sub-title">{say('tmScreen.pass.question')}</div>
      <div className="hint">{say('tmScreen.pass.explain')}</div>
      <label className="check">
        <input type="checkbox" data-testid="pass-dont-ask" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
        {say('tmScreen.pass.dontAsk')}
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
          {say('tmScreen.choice.pass')}
        </button>
        <button type="button" data-testid="pass-cancel" onClick={onDone} autoFocus>
          {say('tmScreen.pass.keepPlaying')}
        </button>
      </div>
    </div>
  );
}

/** The shortcut key of each action button, for its tooltip (the keys themselves live in shortcuts.ts). */
const DIRECT_KEYS: Record<string, string> = { pass: 'p', endTurn: 'e', convertPlants: 'g', convertHeat: 'h' };
const GROUP_KEYS: Partial<Record<string, string>> = { playCard: 'c', standardProject: 's', cardAction: 'a' };

/** The action prompt's buttons, by the kind of action they open. */
const CHOICE_LABEL: Record<ActionChoice['type'], string> = {
  playCard: 'tmScreen.choice.playCard',
  standardProject: 'tmScreen.choice.standardProject',
  cardAction: 'tmScreen.choice.cardAction',
  claimMilestone: 'tmScreen.choice.claimMilestone',
  fundAward: 'tmScreen.choice.fundAward',
  convertPlants: 'tmScreen.choice.convertPlants',
  convertHeat: 'tmScreen.choice.convertHeat',
  trade: 'tmScreen.choice.trade',
  moduleAction: 'tmScreen.choice.moduleAction',
  pass: 'tmScreen.choice.pass',
  endTurn: 'tmScreen.choice.endTurn',
};

/** What a trade is paid with, as the engine's log counts it. */
const tradePayment = (resource: TradeResource, amount: number) => resourceAmount(resource, amount);

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
        {words.say('tmScreen.play.heading')} <b>{words.name(card.id)}</b>
      </div>
      <PaymentEditor
        key={playable.card}
        rules={playable}
        stock={me.stock}
        busy={busy}
        confirmLabel={words.say('tmScreen.play.confirm', { card: words.name(card.id) })}
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
  const say = words.say;

  if (playable) return <PlayCardEditor view={view} playable={playable} />;
  if (confirmingPass) return <PassConfirmation onDone={() => setConfirmingPass(false)} />;

  return (
    <div className="choices">
      {prompt.actionsTaken > 0 && <div className="hint">{say('tmScreen.choice.secondAction')}</div>}
      {withProjectGroup(prompt.choices, view).map((choice) => {
        const label = say(CHOICE_LABEL[choice.type]);
        const direct = choice.type === 'convertPlants' || choice.type === 'convertHeat' || choice.type === 'pass' || choice.type === 'endTurn';
        if (direct) {
          const detail =
            choice.type === 'convertPlants' || choice.type === 'convertHeat'
              ? ` (${say(resourceAmount(choice.type === 'convertPlants' ? 'plants' : 'heat', choice.cost))})`
              : '';
          return (
            <button
              key={choice.type}
              type="button"
              className={`choice ${choice.type === 'pass' ? 'danger' : ''}`}
              data-testid={`choice-${choice.type}`}
              title={withKey(say, label, TM_SHORTCUTS, DIRECT_KEYS[choice.type])}
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
            <button type="button" className="choice" data-testid={`choice-${choice.type}`} title={withKey(say, label, TM_SHORTCUTS, GROUP_KEYS[choice.type] ?? '')} aria-expanded={open} onClick={() => setExpanded(choice.type)}>
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
                        {!affordable && <small className="warn"> {say('tmScreen.choice.cannotAfford')}</small>}
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
                      {say('tmScreen.choice.tradePay', { payment: tradePayment(pay.resource, pay.amount) })}
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
  const say = useSay();
  return (
    <div className="cards-prompt">
      <div className="hint" data-testid="cards-count">
        {say('tmScreen.cards.count', { min: prompt.min, max: prompt.max, exact: prompt.min === prompt.max ? 'yes' : 'no', chosen: n })}
        {prompt.costEach > 0 && (
          <>
            {' '}· {say('tmScreen.cards.cost')} <b data-testid="cards-cost">{n} × {prompt.costEach} = {cost} M€</b>
            {me && cost > me.stock.megacredits && <span className="warn"> {say('tmScreen.cards.youHave', { megacredits: me.stock.megacredits })}</span>}
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
          {say('tmScreen.cards.confirm', { count: n })}
        </button>
        {prompt.max > 1 && (
          <button type="button" data-testid="select-none" onClick={() => setChosen([])}>
            {say('tmScreen.cards.clear')}
          </button>
        )}
      </div>
    </div>
  );
}

function SpacePrompt({ prompt, view }: { view: TmView; prompt: Extract<Prompt, { kind: 'space' }> }) {
  const busy = useApp((s) => s.busy);
  const choices = new Map((view.spaceChoices ?? []).map((c) => [c.id, c]));
  const say = useSay();
  // The list's buttons light their hex on focus or hover; the one pressed is gone with the prompt before it
  // blurs (React sends no blur or mouse-leave for a removed button), so the prompt puts out what they lit.
  useEffect(() => () => useUi.setState({ hoveredSpace: null }), []);
  return (
    <div className="space-prompt">
      <div className="hint">
        {say('tmScreen.space.clickBefore')} <span className="glow-word">{say('tmScreen.space.glowing')}</span>{' '}
        {say('tmScreen.space.clickAfter', { tile: prompt.tile })}
      </div>
      <details className="fallback" data-testid="space-list">
        <summary data-testid="space-list-toggle">{say('tmScreen.space.orList', { count: prompt.spaces.length })}</summary>
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
      {prompt.cancellable && <CancelStep why="tmScreen.cancel.untilSpace" />}
    </div>
  );
}

/** Choosing a colony tile: the moons it offers glow on the board; a list is the fallback. */
function ColonyPrompt({ prompt }: { prompt: Extract<Prompt, { kind: 'colony' }> }) {
  const busy = useApp((s) => s.busy);
  const words = useCardWords();
  const say = words.say;
  return (
    <div className="space-prompt">
      <div className="hint">
        {say('tmScreen.colony.clickBefore')} <span className="glow-word">{say('tmScreen.colony.glowing')}</span> {say('tmScreen.colony.clickAfter')}
      </div>
      <details className="fallback" data-testid="colony-list">
        <summary data-testid="colony-list-toggle">{say('tmScreen.space.orList', { count: prompt.tiles.length })}</summary>
        <div className="space-buttons">
          {prompt.tiles.map((tile) => (
            <button key={tile} type="button" data-testid={`colony-${tile}`} disabled={busy} onClick={() => actions.move({ type: 'colony', tile })}>
              {words.colonyName(tile)}
            </button>
          ))}
        </div>
      </details>
      {prompt.cancellable && <CancelStep why="tmScreen.cancel.untilMoon" />}
    </div>
  );
}

/** Takes back an action at a step the engine marks cancellable (nothing paid or revealed yet). */
function CancelStep({ why }: { why: string }) {
  const say = useSay();
  return <CancelButton why={say(why)} onCancel={() => actions.move({ type: 'cancel' })} />;
}

/**
 * Cancel at a step the engine does not mark cancellable (a card's space, target or choice after it was paid):
 * the step is rolled back with undo, which the host allows only while nothing was revealed and no one else
 * has acted since; so it shows only then. Esc presses it like the engine's own Cancel.
 */
function TakeBackStep({ prompt }: { prompt: Prompt }) {
  const undoAllowed = useApp((s) => s.session?.undo?.allowed ?? false);
  const say = useSay();
  if (!takeBackOffered(prompt, undoAllowed)) return null;
  return <CancelButton why={say('tmScreen.cancel.takeBack')} onCancel={() => actions.undo(false)} />;
}

/** The one Cancel button of a step (Esc presses it), however the step is taken back. */
function CancelButton({ why, onCancel }: { why: string; onCancel: () => void }) {
  const busy = useApp((s) => s.busy);
  const say = useSay();
  return (
    <div className="row-buttons">
      <button type="button" data-testid="cancel" disabled={busy} title={withKey(say, why, TM_SHORTCUTS, 'escape')} onClick={onCancel}>
        {say('tmScreen.cancel.cancel')}
      </button>
    </div>
  );
}

function AmountPrompt({ prompt }: { prompt: Extract<Prompt, { kind: 'amount' }> }) {
  const [value, setValue] = useState(prompt.max);
  const busy = useApp((s) => s.busy);
  const ok = Number.isInteger(value) && value >= prompt.min && value <= prompt.max;
  const say = useSay();
  return (
    <div className="amount-prompt">
      <label>
        {say('tmScreen.amount.label', { min: prompt.min, max: prompt.max })}{' '}
        <input type="number" data-testid="amount-input" min={prompt.min} max={prompt.max} value={value} onChange={(e) => setValue(Math.floor(Number(e.target.value)))} />
      </label>
      <input type="range" aria-label={say('tmScreen.amount.slider')} min={prompt.min} max={prompt.max} value={ok ? value : prompt.min} onChange={(e) => setValue(Number(e.target.value))} />
      <div className="row-buttons">
        <button type="button" className="primary" data-testid="confirm" disabled={!ok || busy} onClick={() => actions.move({ type: 'amount', amount: value })}>
          {ok ? say('tmScreen.amount.confirm', { value }) : say('tmScreen.amount.confirmNone')}
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
          confirmLabel={say('tmScreen.payment.pay')}
          onConfirm={(payment) => actions.move({ type: 'payment', payment })}
          onCancel={prompt.cancellable ? () => actions.move({ type: 'cancel' }) : undefined}
        />
      ) : null;
    default:
      return <div className="hint">{say('tmScreen.prompt.unknown')}</div>;
  }
}

function WaitingLine({ view }: { view: TmView }) {
  const names = view.waitingFor.map((s) => view.players.find((p) => p.seat === s)).filter(Boolean);
  const say = useSay();
  if (view.scores) return <div className="hint" data-testid="waiting">{say('tmScreen.waiting.ended')}</div>;
  return (
    <div className="hint" data-testid="waiting">
      {names.length ? (
        <>
          {say('tmScreen.waiting.for')}{' '}
          {names.map((p, i) => (
            <span key={p!.seat}>
              {i > 0 && ', '}
              <PlayerName player={p} />
            </span>
          ))}
          …
        </>
      ) : (
        say('tmScreen.waiting.host')
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
  const playing = useUi((s) => s.playing);
  const handingOver = useUi((s) => s.passTo !== null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    useUi.setState({ playing: null, expanded: null });
  }, [promptKey]);
  useEffect(() => {
    // A move (or opening or closing the card payment editor, or taking the device in hot-seat) takes away the
    // control that was pressed, and the focus falls to the page: a keyboard player would Tab from the top of the
    // screen again. The question's title takes it instead (a screen reader reads it out), and Tab goes on into
    // the prompt's answers. Focus anywhere else (the hand, the log, a dialog) stays where it is.
    if (prompt && (document.activeElement === null || document.activeElement === document.body)) title.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promptKey, playing, handingOver]);
  if (!view) return null;
  return (
    <section className={`panel prompt-panel ${prompt?.kind === 'cards' || prompt?.kind === 'opening' ? 'wide' : ''} ${prompt?.kind === 'opening' ? 'opening' : ''}`} data-testid="prompt-panel" data-prompt-kind={prompt?.kind ?? 'none'} aria-labelledby={prompt ? 'prompt-title' : undefined}>
      {prompt ? (
        <>
          <h2 className="prompt-title" data-testid="prompt-title" id="prompt-title" tabIndex={-1} ref={title}>
            {sayMessageOrText(say, prompt.title)}
          </h2>
          <PromptBody key={promptKey} view={view} prompt={prompt} />
          <TakeBackStep prompt={prompt} />
          {busy && <div className="hint busy">{say('tmScreen.prompt.sending')}</div>}
          <UndoButton />
          <HintButton />
        </>
      ) : (
        <>
          <h2 className="prompt-title muted" data-testid="prompt-title">
            {say(view.viewer === null ? 'tmScreen.prompt.spectating' : 'tmScreen.prompt.notYours')}
          </h2>
          <WaitingLine view={view} />
          <UndoButton />
        </>
      )}
    </section>
  );
}
