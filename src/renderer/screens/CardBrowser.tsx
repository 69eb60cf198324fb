// Every Terraforming Mars card and corporation, searchable by name and filterable by tag, type and set.
import { useEffect, useMemo, useState } from 'react';
import { TAGS, type CardSet, type CardType, type Tag } from '../../shared/tm/basics';
import type { CardInfo } from '../../shared/tm/view';
import { CardTile } from '../tm/bits';
import { ModuleTile } from '../tm/ModuleTile';
import { useCardWords } from '../tm/cardWords';
import { actions, useApp } from '../store';
import { useSay } from '../i18n/useSay';

const SET_LABELS: Record<CardSet, string> = { base: 'browser.set.base', corpera: 'browser.set.corpera', colonies: 'browser.set.colonies', cornucopia: 'browser.set.cornucopia' };

/** Production modules are not a card type of the game, but the browser lists them as a kind of their own. */
export type BrowserKind = CardType | 'module';
const KIND_LABELS: Record<BrowserKind, string> = {
  automated: 'browser.kind.automated',
  active: 'browser.kind.active',
  event: 'browser.kind.event',
  corporation: 'browser.kind.corporation',
  module: 'browser.kind.module',
};

export interface CardFilter {
  text: string;
  tag: Tag | '';
  type: BrowserKind | '';
  set: CardSet | '';
}

function kindOf(card: CardInfo): BrowserKind {
  return card.module ? 'module' : card.type;
}

/**
 * The cards that pass the filter, in catalogue order. Name search ignores case and accents and finds a card by
 * its name in the player's language (`nameOf`) or by its English name, which many players know too.
 */
export function filterCards(cards: readonly CardInfo[], filter: CardFilter, nameOf: (card: CardInfo) => string = (c) => c.name): CardInfo[] {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const text = fold(filter.text.trim());
  return cards.filter(
    (c) =>
      (text === '' || fold(nameOf(c)).includes(text) || fold(c.name).includes(text)) &&
      (filter.tag === '' || c.tags.includes(filter.tag)) &&
      (filter.type === '' || kindOf(c) === filter.type) &&
      (filter.set === '' || c.set === filter.set),
  );
}

/** The card browser: a screen of the menu, or (with `onClose`) a layer over a game that stays open beneath. */
export function CardBrowser({ onClose }: { onClose?: () => void } = {}) {
  const catalogue = useApp((s) => s.catalogue);
  const status = useApp((s) => s.status);
  const [filter, setFilter] = useState<CardFilter>({ text: '', tag: '', type: '', set: '' });
  useEffect(() => {
    if (status === 'open') actions.loadCatalogue();
  }, [status]);
  const words = useCardWords();
  const say = useSay();
  const shown = useMemo(() => (catalogue ? filterCards(catalogue, filter, (c) => words.name(c.id)) : []), [catalogue, filter, words]);
  const sets = useMemo(() => [...new Set((catalogue ?? []).map((c) => c.set))], [catalogue]);
  const set = (patch: Partial<CardFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <div className={`card-browser ${onClose ? 'over-game' : ''}`} data-testid="card-browser-screen" role={onClose ? 'dialog' : undefined} aria-label={onClose ? say('browser.frame.title') : undefined}>
      <header className="card-browser-bar">
        {onClose ? (
          <button type="button" data-testid="close-cards" title={say('browser.frame.closeHint')} onClick={onClose}>
            {say('browser.frame.close')}
          </button>
        ) : (
          <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
            {say('browser.frame.back')}
          </button>
        )}
        <h2>{say('browser.frame.title')}</h2>
        <input data-testid="card-search" placeholder={say('browser.frame.search')} value={filter.text} onChange={(e) => set({ text: e.target.value })} />
        <select data-testid="card-filter-tag" aria-label={say('browser.filter.tag')} value={filter.tag} onChange={(e) => set({ tag: e.target.value as Tag | '' })}>
          <option value="">{say('browser.filter.anyTag')}</option>
          {TAGS.map((t) => (
            <option key={t} value={t}>
              {say(`tmCards.cardFace.tag.${t}`)}
            </option>
          ))}
        </select>
        <select data-testid="card-filter-type" aria-label={say('browser.filter.type')} value={filter.type} onChange={(e) => set({ type: e.target.value as BrowserKind | '' })}>
          <option value="">{say('browser.filter.anyType')}</option>
          {(Object.keys(KIND_LABELS) as BrowserKind[]).map((t) => (
            <option key={t} value={t}>
              {say(KIND_LABELS[t])}
            </option>
          ))}
        </select>
        <select data-testid="card-filter-set" aria-label={say('browser.filter.set')} value={filter.set} onChange={(e) => set({ set: e.target.value as CardSet | '' })}>
          <option value="">{say('browser.filter.anySet')}</option>
          {sets.map((s) => (
            <option key={s} value={s}>
              {say(SET_LABELS[s])}
            </option>
          ))}
        </select>
        <span className="hint" data-testid="card-count">
          {catalogue ? say('browser.frame.count', { shown: shown.length, total: catalogue.length }) : say('browser.frame.loading')}
        </span>
      </header>
      <div className="card-browser-grid" data-testid="card-grid">
        {shown.map((c) =>
          c.module ? (
            <ModuleTile key={c.id} module={c.module} testId={`browse-card-${c.id}`} />
          ) : (
            <CardTile key={c.id} card={c} testId={`browse-card-${c.id}`} />
          ),
        )}
      </div>
    </div>
  );
}
