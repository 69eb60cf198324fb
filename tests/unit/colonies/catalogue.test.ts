// The Colonies card data checked against the project's reference files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corporationPool, getCard, projectDeck } from '../../../src/engine/tm/cards/catalogue';
import { COLONIES_CORPORATIONS } from '../../../src/engine/tm/cards/colonies/corporations';
import { COLONIES_PROJECT_CARDS } from '../../../src/engine/tm/cards/colonies/projects';

interface RefLine {
  number: string; name: string; type?: string; cost?: number; tags: string[]; vp: number | string; resource: string;
  requirements?: string; startingMC?: number; startingResources?: Record<string, number>; startingProduction?: Record<string, number>;
}

const read = (file: string): RefLine[] =>
  readFileSync(`/work/shared/reference/${file}`, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as RefLine);

const CARDS = read('cards-colonies.jsonl');
const CORPS = read('corporations-colonies.jsonl');

describe('Colonies catalogue', () => {
  it('implements all 49 project cards and 5 corporations', () => {
    expect(COLONIES_PROJECT_CARDS.map((c) => c.id).sort()).toEqual(CARDS.map((r) => r.number).sort());
    expect(COLONIES_CORPORATIONS.map((c) => c.id).sort()).toEqual(CORPS.map((r) => r.number).sort());
  });

  it.each(CARDS.map((r) => [r.number, r] as const))('%s matches the reference facts', (id, ref) => {
    const card = getCard(id);
    expect(card).toMatchObject({ name: ref.name, set: 'colonies', type: ref.type, cost: ref.cost, tags: ref.tags });
    expect(card.holds ?? '').toBe(ref.resource);
    if (typeof ref.vp === 'number') expect(card.vp).toBe(ref.vp);
    else if (ref.vp === '') expect(card.vp).toBeUndefined();
    else expect(typeof card.vp).toBe('object');
    // Every requirement is enforced: by the requirement list or by a named play check.
    if (ref.requirements) expect((card.requirements?.length ?? 0) + (card.playCheck ? 1 : 0)).toBeGreaterThan(0);
  });

  it.each(CORPS.map((r) => [r.number, r] as const))('%s starts as the reference says', (id, ref) => {
    const corp = getCard(id);
    expect(corp.name).toBe(ref.name);
    expect(corp.tags).toEqual(ref.tags);
    expect(corp.corporation?.startingMC).toBe(ref.startingMC);
    expect(corp.corporation?.startingResources ?? {}).toEqual(ref.startingResources);
    expect(corp.corporation?.startingProduction ?? {}).toEqual(ref.startingProduction);
  });

  it('Colonies cards join the deck and pool only with the option on', () => {
    expect(projectDeck({ corporateEra: true }).some((c) => c.startsWith('C'))).toBe(false);
    expect(projectDeck({ corporateEra: true, colonies: true }).filter((c) => c.startsWith('C'))).toHaveLength(49);
    expect(corporationPool({ corporateEra: true, colonies: true })).toEqual(expect.arrayContaining(['R02', 'R04', 'R11', 'R20', 'R29']));
  });
});
