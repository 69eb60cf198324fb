// Content words the TM view used to carry as English: the food factories' names and requirements, the special tile
// on a space, the spaces kept for a card (Noctis City, the cities in orbit). The view now carries ids; the renderer
// says them in English, German and French from the tmCards catalogue, with no raw key and no English left.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine/tm';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { FACTORIES } from '../../../src/engine/tm/cornucopia/factories';
import { cardIdNamed } from '../../../src/engine/tm/tiles';
import type { TmState } from '../../../src/engine/tm/state';
import { LANGUAGES } from '../../../src/renderer/i18n/languages';
import { sayIn, sayMessageOrText } from '../../../src/renderer/i18n/say';
import { cardWordsIn } from '../../../src/renderer/tm/cardWords';
import { saySpaceName } from '../../../src/renderer/tm/spaceName';
import { spaceMessage } from '../../../src/shared/tm/messages';
import { cornucopiaGame, withFactory } from '../cornucopia/cornucopiaKit';
import { playNow, startedGame } from '../cards/cardKit';

const RAW = /^[a-zA-Z]+\.[a-zA-Z0-9.+-]+$|[{}]|tmCards\./;
const SPOKEN = LANGUAGES;
const TRANSLATED = SPOKEN.filter((l) => l !== 'en');

function expectSaid(text: string | undefined, what: string): void {
  expect(text, what).toBeTruthy();
  expect(text, what).not.toMatch(RAW);
}

/** Every special tile a card places, with the card: found in the card data, wherever the placement sits. */
function specialTiles(): { card: string; special: string; tile: 'special' | 'city' }[] {
  const found: { card: string; special: string; tile: 'special' | 'city' }[] = [];
  const walk = (card: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(card, v));
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (o.do === 'place' && typeof o.special === 'string') found.push({ card, special: o.special, tile: o.tile === 'city' ? 'city' : 'special' });
      Object.values(o).forEach((v) => walk(card, v));
    }
  };
  for (const card of ALL_CARDS) walk(card.id, card);
  return found;
}

/** Every string in a value, with its path, so a test can say which one is English. */
function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${path}.${k}`));
  return [];
}

describe('food factories', () => {
  it.each(SPOKEN)('%s names every factory type and says what it takes to build one', (language) => {
    const words = cardWordsIn(sayIn(language));
    for (const { type } of FACTORIES) {
      expectSaid(words.factoryName(type), `${language} ${type} name`);
      expectSaid(words.factoryRequirement(type), `${language} ${type} requirement`);
    }
  });

  it.each(TRANSLATED)('%s says each requirement in its own words, not the English (the names are proper names)', (language) => {
    const en = cardWordsIn(sayIn('en'));
    const words = cardWordsIn(sayIn(language));
    for (const { type } of FACTORIES) expect(words.factoryRequirement(type), type).not.toBe(en.factoryRequirement(type));
    expect(cardWordsIn(sayIn('de')).factoryRequirement('hydroponicum')).toBe('Du besitzt ein Stadtfeld.');
    expect(cardWordsIn(sayIn('fr')).factoryRequirement('terrarium')).toBe('Vous possédez une forêt.');
  });

  it('the Cornucopia view carries factory types and module ids, no English name or sentence', () => {
    let state = withFactory(cornucopiaGame(), 0, 'maritorem', { 1: 'Fungiculture' });
    state = withFactory(state, 1, 'terrarium');
    const cornucopia = viewFor(state, 0).cornucopia!;
    expect(cornucopia.factories.map((f) => f.type)).toEqual(['maritorem', 'terrarium']);
    expect(cornucopia.factoryTypes.map((t) => t.type)).toEqual(FACTORIES.map((f) => f.type));
    // A market module's `name` is an identifier the prompts keep (the rules hash reads them); the screen names modules by id.
    const shown = stringsIn({ factories: cornucopia.factories, factoryTypes: cornucopia.factoryTypes });
    expect(shown.filter(([, text]) => !/^[a-zA-Z0-9+]+$/.test(text))).toEqual([]);
    const english = FACTORIES.flatMap((f) => [cardWordsIn(sayIn('en')).factoryName(f.type), cardWordsIn(sayIn('en')).factoryRequirement(f.type)]);
    expect(shown.filter(([, text]) => english.includes(text))).toEqual([]);
  });
});

describe('special tiles on the board', () => {
  const placed = specialTiles();

  it('are each named after the card that places them', () => {
    expect(placed.map((p) => p.special).sort()).toEqual([
      'Capital', 'Commercial District', 'Ecological Zone', 'Industrial Center', 'Lava Flows', 'Mining Area', 'Mining Rights',
      'Mohole Area', 'Natural Preserve', 'Nuclear Zone', 'Restricted Area',
    ]);
    for (const { card, special } of placed) expect(cardIdNamed(special), special).toBe(card);
  });

  it('reach the view as the placing card\'s id, said in every language with no English left in German or French', () => {
    const state: TmState = startedGame();
    const spaces = viewFor(state, 0).spaces.filter((s) => s.type === 'land' && !s.reservedCard && !s.tile);
    placed.forEach(({ special, tile }, i) => {
      state.tiles[spaces[i]!.id] = { kind: tile, owner: 0, special };
    });
    const view = viewFor(state, 0);
    const shown = view.spaces.filter((s) => s.tile?.specialCard);
    expect(shown.map((s) => s.tile!.specialCard).sort()).toEqual(placed.map((p) => p.card).sort());
    expect(JSON.stringify(view.spaces)).not.toMatch(/"special":|Nuclear Zone|Lava Flows/);
    const en = cardWordsIn(sayIn('en'));
    for (const language of SPOKEN) {
      const words = cardWordsIn(sayIn(language));
      for (const s of shown) {
        const name = words.name(s.tile!.specialCard!);
        expectSaid(name, `${language} ${s.tile!.specialCard}`);
        if (language !== 'en') expect(name, `${language} ${s.tile!.specialCard}`).not.toBe(en.name(s.tile!.specialCard!));
      }
    }
  });
});

describe('spaces kept for a card', () => {
  it('are named by the card in the player\'s language; printed proper names stay as printed', () => {
    let state = playNow(startedGame(), 0, '021'); // Phobos Space Haven: the space in orbit appears with its city
    state = playNow(state, 1, '081', []);
    const view = viewFor(state, 0);
    const byId = Object.fromEntries(view.spaces.map((s) => [s.id, s]));
    expect(byId.r4c2).toMatchObject({ reservedCard: '017' });
    expect(byId.r4c2!.name).toBeUndefined();
    expect(byId.phobos).toMatchObject({ reservedCard: '021' });
    expect(byId.ganymede).toMatchObject({ reservedCard: '081' });
    const named = view.spaces.filter((s) => s.name);
    expect(named.map((s) => s.name).sort()).toEqual(['Arsia Mons', 'Ascraeus Mons', 'Pavonis Mons', 'Tharsis Tholus']);
    for (const language of SPOKEN) {
      const say = sayIn(language);
      for (const s of [byId.r4c2!, byId.phobos!, byId.ganymede!]) {
        expect(saySpaceName(say, s)).toBe(say(`tmCards.card.${s.reservedCard}.name`));
        expectSaid(sayMessageOrText(say, spaceMessage(s)), `${language} ${s.id}`);
      }
    }
    expect(saySpaceName(sayIn('de'), byId.r4c2!)).toBe('Noctis-Stadt');
    expect(saySpaceName(sayIn('fr'), byId.phobos!)).toBe('Refuge spatial de Phobos');
    expect(saySpaceName(sayIn('de'), named[0]!)).toBe(named[0]!.name);
  });

  it('the log names the space by its card too', () => {
    const state = playNow(startedGame(), 0, '021');
    const line = state.log.map((e) => e.message).find((m) => m.key === 'tm.log.placedTile');
    expect(line?.params?.space).toEqual({ key: 'tmCards.card.021.name' });
    expect(sayIn('de')(line!)).toContain('Phobos-Raumhafen');
  });
});
