// The card browser's filter: name search (case and accents ignored) combined with tag, type and set.
import { describe, expect, it } from 'vitest';
import { filterCards, type CardFilter } from '../../../src/renderer/screens/CardBrowser';
import type { CardInfo } from '../../../src/shared/tm/view';

const card = (id: string, name: string, extra: Partial<CardInfo>): CardInfo => ({
  id, name, set: 'base', type: 'automated', cost: 10, tags: [], requirements: [], vp: null, ...extra,
});
const CARDS = [
  card('001', 'Colonizer Training Camp', { tags: ['jovian', 'building'] }),
  card('009', 'Asteroid', { type: 'event', tags: ['space', 'event'] }),
  card('172', 'Pets', { type: 'active', tags: ['earth', 'animal'] }),
  card('C05', 'Café Colony', { set: 'colonies', tags: ['space'] }),
  card('R11', 'Ecoline', { type: 'corporation', cost: null, tags: ['plant'] }),
  card('CM01', 'Greenhouse Module', {
    set: 'cornucopia', type: 'active', cost: null,
    module: { id: 'CM01', name: 'Greenhouse Module', sides: { top: 'light', bottom: 'light', left: 'water', right: 'water' }, origin: 'original' },
  }),
];
const all: CardFilter = { text: '', tag: '', type: '', set: '' };
const ids = (f: Partial<CardFilter>) => filterCards(CARDS, { ...all, ...f }).map((c) => c.id);

describe('card browser filter', () => {
  it('shows every card with no filter', () => {
    expect(ids({})).toEqual(['001', '009', '172', 'C05', 'R11', 'CM01']);
  });
  it('searches names without regard to case or accents', () => {
    expect(ids({ text: 'PET' })).toEqual(['172']);
    expect(ids({ text: 'cafe' })).toEqual(['C05']);
    expect(ids({ text: '  aster ' })).toEqual(['009']);
  });
  it('filters by tag, type and set, and combines them', () => {
    expect(ids({ tag: 'space' })).toEqual(['009', 'C05']);
    expect(ids({ type: 'corporation' })).toEqual(['R11']);
    expect(ids({ set: 'colonies' })).toEqual(['C05']);
    expect(ids({ tag: 'space', set: 'base' })).toEqual(['009']);
    expect(ids({ tag: 'animal', type: 'event' })).toEqual([]);
  });
  it('lists production modules as a kind of their own, not as blue cards', () => {
    expect(ids({ type: 'module' })).toEqual(['CM01']);
    expect(ids({ type: 'active' })).toEqual(['172']);
    expect(ids({ set: 'cornucopia' })).toEqual(['CM01']);
  });
  it('finds a card by its name in the player\'s language or by its English name', () => {
    const german: Record<string, string> = { '009': 'Asteroideneinschlag', '172': 'Haustiere' };
    const search = (text: string) => filterCards(CARDS, { ...all, text }, (c) => german[c.id] ?? c.name).map((c) => c.id);
    expect(search('haustier')).toEqual(['172']);
    expect(search('einschlag')).toEqual(['009']);
    expect(search('pets')).toEqual(['172']);
  });
});
