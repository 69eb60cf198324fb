// Self-check of the card data against the reference facts, and of the catalogue's helpers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS, cardInfo, corporationPool, describeRequirements, getCard, projectDeck,
} from '../../../src/engine/tm/cards/catalogue';
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
      if (card.requirements?.length) expect(info.requirement.length, card.id).toBeGreaterThan(0);
      if (card.vp !== undefined) expect(info.vp.length, card.id).toBeGreaterThan(0);
    }
  });

  it('cards that hold resources and score per resource say so', () => {
    expect(cardInfo('072').vp).toBe('1 per animal');
    expect(cardInfo('054').vp).toBe('1 per 2 animals');
    expect(cardInfo('095').vp).toBe('2 per science resource');
    expect(cardInfo('081').vp).toBe('1 per Jovian tag');
    expect(cardInfo('198').vp).toBe('1 per 3 city tiles in play');
    expect(cardInfo('072').resourceType).toBe('animal');
    expect(cardInfo('001').vp).toBe('2');
    expect(cardInfo('097').vp).toBe('-2');
  });

  it('describes requirements in plain words', () => {
    expect(describeRequirements([{ parameter: 'oxygen', max: 5 }])).toBe('Oxygen 5% or less');
    expect(describeRequirements([{ tag: 'science', min: 2 }])).toBe('2 Science tags');
    expect(describeRequirements([{ parameter: 'temperature', min: -14 }])).toBe('Temperature -14 °C or warmer');
    expect(describeRequirements([{ parameter: 'temperature', max: -12 }])).toBe('Temperature -12 °C or colder');
    expect(describeRequirements([{ parameter: 'oceans', min: 3 }])).toBe('3 oceans or more');
    expect(describeRequirements([{ parameter: 'oceans', max: 3 }])).toBe('3 oceans or fewer');
    expect(describeRequirements([{ production: 'titanium', min: 1 }])).toBe('Titanium production 1 or more');
    expect(describeRequirements([{ tiles: 'city', who: 'all', min: 2 }])).toBe('2 city tiles in play');
    expect(describeRequirements([{ tiles: 'greenery', who: 'self', min: 1 }])).toBe('1 greenery tile of your own');
    expect(cardInfo('135').requirement).toBe('1 Plant tag, 1 Microbe tag, 1 Animal tag');
    expect(cardInfo('009').requirement).toBe('');
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
