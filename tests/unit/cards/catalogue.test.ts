// Self-check of the card data against the reference facts, and of the catalogue's helpers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS, cardInfo, corporationPool, getCard, projectDeck,
} from '../../../src/engine/tm/cards/catalogue';
import { requirementMessages } from '../../../src/engine/tm/cards/faceWords';
import { msg } from '../../../src/shared/message';
import { CORPORATIONS } from '../../../src/engine/tm/cards/corporations';
import { EFFECT_HOOKS, PLAY_CHECK_HOOKS, VP_HOOKS } from '../../../src/engine/tm/cards/hooks';
import { PROJECT_CARDS } from '../../../src/engine/tm/cards/projects';
import type { CardDef, Effect, Requirement } from '../../../src/engine/tm/cards/vocabulary';

interface RefLine {
  number: string; name: string; set: string; type: string; cost: number | null; tags: string[];
  requirements: string; vp: number | string; resource: string;
  startingMC?: number; startingResources?: Record<string, number>; startingProduction?: Record<string, number>;
}

function readJsonl(file: string): RefLine[] {
  return readFileSync(`/work/shared/reference/${file}`, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as RefLine);
}

const REF = new Map<string, RefLine>([...readJsonl('cards-base.jsonl'), ...readJsonl('corporations-base.jsonl')].map((r) => [r.number, r]));

/** Reads a reference requirement string ("oxygen<=5 & tags:science>=2") into our Requirement list. */
function parseRequirements(text: string): Requirement[] {
  if (!text) return [];
  return text.split(' & ').map((term): Requirement => {
    const m = /^([a-z:.]+)(>=|<=)(-?\d+)$/.exec(term.trim());
    if (!m) throw new Error(`cannot read requirement ${term}`);
    const [, key, op, raw] = m;
    const n = Number(raw);
    if (key === 'temperature' || key === 'oxygen' || key === 'oceans') return op === '>=' ? { parameter: key, min: n } : { parameter: key, max: n };
    if (key.startsWith('tags:')) return { tag: key.slice(5) as never, min: n };
    if (key.startsWith('production:')) return { production: key.slice(11) as never, min: n };
    if (key === 'greeneries') return { tiles: 'greenery', who: 'self', min: n };
    if (key === 'cities') return { tiles: 'city', who: 'self', min: n };
    if (key === 'cities.all') return { tiles: 'city', who: 'all', min: n };
    throw new Error(`unknown requirement key ${key}`);
  });
}

function allEffects(card: CardDef): Effect[] {
  const out: Effect[] = [];
  const walk = (effects: Effect[] | undefined) => {
    for (const e of effects ?? []) {
      out.push(e);
      if (e.do === 'choose') for (const o of e.options) walk(o.effects);
    }
  };
  walk(card.onPlay);
  walk(card.corporation?.firstAction);
  for (const a of card.actions ?? []) {
    walk(a.cost);
    walk(a.effects);
  }
  for (const t of card.triggers ?? []) walk(t.effects);
  return out;
}

describe('card catalogue', () => {
  it('implements every one of the 208 base and Corporate Era project cards and all 13 corporations', () => {
    const reference = [...REF.keys()].filter((k) => !k.startsWith('R')).sort();
    expect(reference).toHaveLength(208);
    expect(PROJECT_CARDS.filter((c) => c.set !== 'colonies').map((c) => c.id).sort()).toEqual(reference);
    expect(CORPORATIONS.map((c) => c.id).sort()).toEqual([...REF.keys()].filter((k) => k.startsWith('R')).sort());
  });

  it('has unique ids', () => {
    const ids = ALL_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Colonies cards are checked against their own reference files in tests/unit/colonies/catalogue.test.ts.
  it.each(ALL_CARDS.filter((c) => c.set !== 'colonies').map((c) => [c.id, c] as const))('%s matches the reference facts', (id, card) => {
    const ref = REF.get(id);
    expect(ref, `no reference line for ${id}`).toBeDefined();
    expect(card.name).toBe(ref!.name);
    expect(card.set).toBe(ref!.set);
    expect(card.type).toBe(ref!.type);
    expect(card.cost).toBe(ref!.cost);
    expect(card.tags).toEqual(ref!.tags);
    expect(card.requirements ?? []).toEqual(parseRequirements(ref!.requirements));
    if (typeof ref!.vp === 'number') expect(card.vp).toBe(ref!.vp);
    else if (ref!.vp === '') expect(card.vp).toBeUndefined();
    else expect(typeof card.vp).toBe('object');
    expect(card.holds ?? '').toBe(ref!.resource);
    if (card.type === 'corporation') {
      expect(card.corporation?.startingMC).toBe(ref!.startingMC);
      expect(card.corporation?.startingResources ?? {}).toEqual(ref!.startingResources);
      expect(card.corporation?.startingProduction ?? {}).toEqual(ref!.startingProduction);
    } else {
      expect(card.corporation).toBeUndefined();
    }
  });

  it('every hook name used by the data exists in the hook tables', () => {
    for (const card of ALL_CARDS) {
      for (const e of allEffects(card)) if (e.do === 'hook') expect(EFFECT_HOOKS[e.name], `${card.id} effect hook ${e.name}`).toBeTypeOf('function');
      if (card.playCheck) expect(PLAY_CHECK_HOOKS[card.playCheck], `${card.id} play check ${card.playCheck}`).toBeTypeOf('function');
      for (const a of card.actions ?? []) if (a.check) expect(PLAY_CHECK_HOOKS[a.check], `${card.id} action check ${a.check}`).toBeTypeOf('function');
      if (card.vp && typeof card.vp === 'object' && 'hook' in card.vp) expect(VP_HOOKS[card.vp.hook], `${card.id} VP hook`).toBeTypeOf('function');
    }
    // hooks that effects return (takeTopCard, discardTopCard) are exercised by the card tests
  });

  it('cardInfo describes every card with its facts, its words left to the catalogues', () => {
    for (const card of ALL_CARDS) {
      const info = cardInfo(card.id);
      expect(info.name).toBe(card.name);
      expect(info, card.id).not.toHaveProperty('text');
      if (card.requirements?.length) expect(info.requirements.length, card.id).toBeGreaterThan(0);
      expect(info.vp === null, card.id).toBe(card.vp === undefined);
    }
  });

  it('cards that hold resources and score per resource say so, as messages', () => {
    const per = (what: string, count: number, points = 1) => msg('tmCards.cardFace.vp.per', { points, what: msg(`tmCards.cardFace.per.${what}`, { count }) });
    expect(cardInfo('072').vp).toEqual(per('animal', 1));
    expect(cardInfo('054').vp).toEqual(per('animal', 2));
    expect(cardInfo('095').vp).toEqual(per('science', 1, 2));
    expect(cardInfo('081').vp).toEqual(msg('tmCards.cardFace.vp.per', { points: 1, what: msg('tmCards.cardFace.per.tag', { count: 1, tag: msg('tmCards.cardFace.tag.jovian') }) }));
    expect(cardInfo('198').vp).toEqual(msg('tmCards.cardFace.vp.perInPlay', { points: 1, what: msg('tmCards.cardFace.per.city', { count: 3 }) }));
    expect(cardInfo('072').resourceType).toBe('animal');
    expect(cardInfo('001').vp).toEqual(msg('tmCards.cardFace.vp.points', { points: 2 }));
    expect(cardInfo('097').vp).toEqual(msg('tmCards.cardFace.vp.points', { points: -2 }));
    expect(cardInfo('009').vp).toBeNull();
  });

  it('gives requirements as messages, one per bound', () => {
    expect(requirementMessages([{ parameter: 'temperature', min: -4, max: 2 }])).toEqual([
      msg('tmCards.cardFace.req.temperatureMin', { value: -4 }), msg('tmCards.cardFace.req.temperatureMax', { value: 2 }),
    ]);
    expect(requirementMessages([{ production: 'titanium', min: 1 }])).toEqual([msg('tmCards.cardFace.req.production.titanium', { min: 1 })]);
    expect(requirementMessages([{ tiles: 'city', who: 'all', min: 2 }])).toEqual([msg('tmCards.cardFace.req.citiesInPlay', { count: 2 })]);
    expect(cardInfo('135').requirements.map((m) => m.key)).toEqual(['tmCards.cardFace.req.tags', 'tmCards.cardFace.req.tags', 'tmCards.cardFace.req.tags']);
    expect(cardInfo('009').requirements).toEqual([]);
  });

  it('getCard throws a clear error for unknown ids', () => {
    expect(() => getCard('999')).toThrow(/unknown card id "999"/);
    expect(getCard('009').name).toBe('Asteroid');
  });

  it('builds the project deck from the allowed sets, sorted', () => {
    const base = projectDeck({ corporateEra: false });
    const all = projectDeck({ corporateEra: true });
    expect(base.every((id) => getCard(id).set === 'base')).toBe(true);
    expect(all.length).toBe(PROJECT_CARDS.length);
    expect(all.some((id) => getCard(id).set === 'corpera')).toBe(true);
    expect([...all].sort()).toEqual(all);
    expect(all).not.toContain('R00');
  });

  it('corporation pool leaves out the Beginner Corporation and Corporate Era corps without that option', () => {
    expect(corporationPool({ corporateEra: false })).toEqual(['R08', 'R09', 'R13', 'R17', 'R18', 'R19', 'R24', 'R31', 'R32', 'R43']);
    expect(corporationPool({ corporateEra: true })).toEqual(['R03', 'R08', 'R09', 'R13', 'R17', 'R18', 'R19', 'R24', 'R30', 'R31', 'R32', 'R43']);
  });
});
