// Cornucopia: each player's food factory as a 3x3 grid with element symbols on the tile edges,
// connected modules marked, legal cells lit and clickable while a placement is being asked, the
// module marketplace, and the list of modules a module action may use. Knows no rules: it draws
// the view and answers prompts.
import type { CardId } from '../../shared/tm/basics';
import { FACTORY_CELL, GRID_CELLS, type CellFit, type CornucopiaView, type EdgeFit, type FactoryView, type Side, type Sides } from '../../shared/tm/cornucopia';
import type { ActionChoice, Prompt } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import { actions, useApp } from '../store';
import { PlayerName } from './bits';
import { useCardWords } from './cardWords';
import { ElementIcon, ElementLegend, sideTitle } from './elements';
import type { Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';
import { ModuleTile } from './ModuleTile';
import './factoryGrid.css';

const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

/** A tile's four edge elements; with `fits`, the touching edges say whether they would connect. */
function Edges({ sides, fits }: { sides: Sides; fits?: EdgeFit[] }) {
  const say = useSay();
  return (
    <>
      {SIDES.map((side) => {
        const fit = fits?.find((f) => f.side === side);
        const state = !fit ? '' : fit.matches ? 'connects' : 'clashes';
        return (
          <span key={side} className={`edge edge-${side} ${state}`} data-element={sides[side]} data-fit={state || undefined}>
            <ElementIcon element={sides[side]} title={fit ? say(fit.matches ? 'tmScreen.factory.edgeConnects' : 'tmScreen.factory.edgeClashes', { edge: sideTitle(say, side, sides[side]) }) : sideTitle(say, side, sides[side])} />
          </span>
        );
      })}
    </>
  );
}

/** One factory grid; with `placing` and `onPick`, the legal cells light up showing the module's edges there. */
export function FactoryGridView({ factory, placing, onPick, testId }: {
  factory: FactoryView;
  placing?: { sides: Sides; fits: CellFit[] };
  onPick?: (cell: number) => void;
  testId?: string;
}) {
  const busy = useApp((s) => s.busy);
  const words = useCardWords();
  const say = words.say;
  return (
    <div className="factory-grid" data-testid={testId ?? `factory-${factory.seat}`}>
      {Array.from({ length: GRID_CELLS }, (_, cell) => {
        if (cell === FACTORY_CELL) {
          return (
            <div key={cell} className="fg-cell fg-factory" data-testid={`${testId ?? `factory-${factory.seat}`}-cell-${cell}`} title={say('tmScreen.factory.factoryHint', { factory: words.factoryName(factory.type) })}>
              <Edges sides={factory.sides} />
              <b>{words.factoryName(factory.type)}</b>
              <small>{say('tmScreen.factory.actions', { used: factory.actionsUsed, allowed: factory.actionsAllowed })}</small>
            </div>
          );
        }
        const placed = factory.modules.find((m) => m.cell === cell);
        if (placed) {
          return (
            <div key={cell} className={`fg-cell fg-module ${placed.connected ? 'connected' : ''} ${placed.actionUsed ? 'used' : ''}`} title={words.text(placed.id)} data-testid={`module-${factory.seat}-${cell}`}>
              <Edges sides={placed.sides} />
              <b>{words.name(placed.id)}</b>
              {placed.connected && <span className="fg-badge" data-testid={`connected-${factory.seat}-${cell}`}>{say('tmScreen.factory.connected')}</span>}
              {placed.resources > 0 && <small>{say('tmScreen.factory.onIt', { count: placed.resources })}</small>}
              {placed.hasAction && <small>{say(placed.actionUsed ? 'tmScreen.card.used' : 'tmScreen.card.ready')}</small>}
            </div>
          );
        }
        const fit = placing?.fits.find((f) => f.cell === cell);
        return fit && placing && onPick ? (
          <button
            key={cell}
            type="button"
            className="fg-cell fg-empty legal"
            data-testid={`grid-cell-${cell}`}
            disabled={busy}
            aria-label={say('tmScreen.factory.cellName', { place: String(cell), fit: fitSummary(say, fit.edges) })}
            onClick={() => onPick(cell)}
          >
            <Edges sides={placing.sides} fits={fit.edges} />
            <span>{say('tmScreen.factory.placeHere')}</span>
            <small data-testid={`fit-${cell}`}>{fitSummary(say, fit.edges)}</small>
          </button>
        ) : (
          <div key={cell} className="fg-cell fg-empty" />
        );
      })}
    </div>
  );
}

/** "connects on 2 of 3 sides" for a legal cell. */
function fitSummary(say: Say, edges: EdgeFit[]): string {
  return say('tmScreen.factory.fit', { matching: edges.filter((e) => e.matches).length, total: edges.length });
}

/** The placement prompt: the viewer's grid with the legal cells to click, and the module being placed. */
export function GridPrompt({ view, prompt }: { view: TmView; prompt: Extract<Prompt, { kind: 'grid' }> }) {
  const factory = view.cornucopia?.factories.find((f) => f.seat === prompt.seat);
  const say = useSay();
  if (!factory) return <div className="hint">{say('tmScreen.factory.noFactoryToPlace')}</div>;
  return (
    <div className="grid-prompt">
      <div className="hint">{say('tmScreen.factory.placeHint')}</div>
      <div className="grid-prompt-row">
        <ModuleTile module={prompt.placing} testId="placing-module" />
        <FactoryGridView factory={factory} placing={{ sides: prompt.placing.sides, fits: prompt.fits }} onPick={(cell) => actions.move({ type: 'grid', cell })} testId="grid-prompt" />
      </div>
      <ElementLegend />
    </div>
  );
}

/** Buttons for the modules a module action may be spent on. */
export function ModuleActionList({ view, choice }: { view: TmView; choice: Extract<ActionChoice, { type: 'moduleAction' }> }) {
  const busy = useApp((s) => s.busy);
  const modules = view.cornucopia?.factories.find((f) => f.seat === view.viewer)?.modules ?? [];
  const words = useCardWords();
  return (
    <>
      <div className="hint">{words.say('tmScreen.factory.actionsLeft', { count: choice.left })}</div>
      {choice.modules.map((id) => (
        <button key={id} type="button" className="sub-choice" data-testid={`module-action-${id}`} disabled={busy} onClick={() => actions.move({ type: 'moduleAction', module: id })}>
          {words.name(id)}
          <small> — {words.text(id)}</small>
        </button>
      ))}
    </>
  );
}

/** Everyone's factories and the marketplace, for the side panel. */
export function FactoriesPanel({ view, cornucopia }: { view: TmView; cornucopia: CornucopiaView }) {
  const words = useCardWords();
  const say = words.say;
  return (
    <div className="factories-panel" data-testid="factories-panel">
      <h4>{say(cornucopia.draftVariant ? 'tmScreen.factory.marketDrafting' : 'tmScreen.factory.market')}</h4>
      <div className="market" data-testid="module-market">
        {cornucopia.market.map((m) => (
          <ModuleTile key={m.id} module={m} testId={`market-${m.id}`} />
        ))}
        {cornucopia.market.length === 0 && !cornucopia.draftVariant && <div className="hint">{say('tmScreen.factory.soldOut')}</div>}
      </div>
      <div className="hint">
        {say('tmScreen.factory.deck', { deck: cornucopia.deckCount, discard: cornucopia.discardCount })}
      </div>
      {cornucopia.investment && (
        <div className="hint" data-testid="investment">
          {say('tmScreen.factory.investing')} <PlayerName player={view.players.find((p) => p.seat === cornucopia.investment!.seat)} />{' '}
          {say('tmScreen.factory.stack', { count: cornucopia.investment.count })}
        </div>
      )}
      {view.players.map((p) => {
        const factory = cornucopia.factories.find((f) => f.seat === p.seat);
        return (
          <div key={p.seat} className="factory-owner">
            <h4>
              <PlayerName player={p} />
            </h4>
            {factory ? <FactoryGridView factory={factory} /> : <div className="hint">{say('tmScreen.factory.none')}</div>}
          </div>
        );
      })}
      <details>
        <summary>{say('tmScreen.factory.types')}</summary>
        {cornucopia.factoryTypes.map((t) => (
          <div key={t.type} className="hint" data-testid={`factory-type-${t.type}`}>
            <b>{words.factoryName(t.type)}</b>:{' '}
            {SIDES.map((s) => (
              <ElementIcon key={s} element={t.sides[s]} title={sideTitle(say, s, t.sides[s])} />
            ))}{' '}
            {say('tmScreen.factory.sidesOrder')} — <span data-testid={`factory-requirement-${t.type}`}>{words.factoryRequirement(t.type)}</span>
          </div>
        ))}
      </details>
      <ElementLegend />
    </div>
  );
}
