// Cards with rules of their own: land claims, copied production, look-and-keep, one-off benefits for
// the next card, protections, and tiles placed by unusual rules. Each test plays the card and checks
// what it really changed.
import { describe, expect, it } from 'vitest';
import type { CardId, SpaceId } from '../../../src/shared/tm/basics';
import type { Move, Prompt } from '../../../src/shared/tm/prompt';
import { viewFor, type TmState } from '../../../src/engine/tm';
import { cardPaymentRules } from '../../../src/engine/tm/payment';
import { act } from '../support/tmHarness';
import {
  actionUsable, answerAll, cardVp, give, params, playNow, playUntilPrompt, promptOf, resourcesOn, setResources,
  startedGame, tiles, turnTo, useNow, whyNot,
} from './cardKit';
import { englishOptions } from '../support/tmPromptWords';

const space = (id: SpaceId): Move => ({ type: 'space', space: id });
const option = (index: number): Move => ({ type: 'option', index });
const pick = (...cards: CardId[]): Move => ({ type: 'cards', cards });
const mine = (s: TmState, ...ids: CardId[]) => give(s, 0, { cardsInPlay: ids });

function spacesOffered(prompt: Prompt | null): SpaceId[] {
  if (prompt?.kind !== 'space') throw new Error(`expected a space prompt, got ${prompt?.kind}`);
  return [...prompt.spaces].sort();
}

function cityPrompt(s: TmState, seat: number): SpaceId[] {
  const t = turnTo(s, seat);
  return spacesOffered(promptOf(act(t, seat, { type: 'standardProject', project: 'City' }), seat));
}

describe('Mining Area (064)', () => {
  it('goes on a steel/titanium bonus space next to your own tile, paying the bonus and +1 production of it', () => {
    let s = tiles(startedGame(), [['r1c0', 'greenery', 0]]);
    expect(spacesOffered(promptOf(playUntilPrompt(s, 0, '064'), 0))).toEqual(['r0c0', 'r1c1']);
    s = playNow(s, 0, '064', [space('r0c0')]);
    expect(s.tiles['r0c0']).toMatchObject({ kind: 'special', special: 'Mining Area', owner: 0 });
    expect(s.players[0].production.steel).toBe(1);
    expect(s.players[0].stock.steel).toBe(2);
  });

  it('cannot be played without such a space', () => {
    expect(whyNot(tiles(startedGame(), [['r1c0', 'greenery', 1]]), 0, '064')).toMatch(/cannot be carried out/);
  });
});

describe('Land Claim (066)', () => {
  it('reserves a land space for the claimer only', () => {
    let s = playNow(startedGame(), 0, '066', [space('r3c3')]);
    expect(s.claims).toEqual({ r3c3: 0 });
    expect(cityPrompt(s, 1)).not.toContain('r3c3');
    expect(cityPrompt(s, 0)).toContain('r3c3');
    expect(viewFor(s, 1).spaces.find((sp) => sp.id === 'r3c3')?.claimedBy).toBe(0);
    s = answerAll(act(turnTo(s, 0), 0, { type: 'standardProject', project: 'City' }), 0, [space('r3c3')]);
    expect(s.tiles['r3c3']).toMatchObject({ kind: 'city', owner: 0 });
  });

  it('offers neither ocean spaces nor named reserved spaces', () => {
    const offered = spacesOffered(promptOf(playUntilPrompt(startedGame(), 0, '066'), 0));
    expect(offered).not.toContain('r0c1'); // ocean space
    expect(offered.length).toBeGreaterThan(30);
    const noctis = offered.filter((id) => id === 'r4c3');
    expect(noctis).toEqual([]);
  });
});

describe('Mars University (073)', () => {
  it('each science tag played may swap a hand card for a new one; its own tag counts', () => {
    let s = give(startedGame(), 0, { hand: ['001'] });
    s = playUntilPrompt(s, 0, '073');
    expect(promptOf(s, 0)).toMatchObject({ kind: 'cards', min: 0, max: 1, cards: ['001'] });
    s = answerAll(s, 0, [pick('001')]);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[0].hand).not.toContain('001');
    expect(s.discard).toContain('001');
    expect(cardVp(s, 0)).toBe(1);
  });

  it('keeping the hand is allowed, and cards without a science tag do not trigger it', () => {
    let s = give(mine(startedGame(), '073'), 0, { hand: ['001'] });
    s = playUntilPrompt(s, 0, '192'); // a science event: Invention Contest asks first, then Mars University
    s = answerAll(s, 0, [pick(promptOfCards(s)[0]), pick()]);
    expect(s.players[0].hand).toContain('001');
    s = playNow(s, 0, '056'); // Mine: building only
    expect(promptOf(s, 0)?.kind).toBe('action');
  });
});

function promptOfCards(s: TmState): CardId[] {
  const p = promptOf(s, 0);
  if (p?.kind !== 'cards') throw new Error('expected a cards prompt');
  return p.cards;
}

describe('Viral Enhancers (074)', () => {
  it('its own microbe tag gives 1 plant (it holds nothing itself)', () => {
    const s = playNow(startedGame(), 0, '074');
    expect(s.players[0].stock.plants).toBe(1);
  });

  it('a microbe card played next may take the microbe instead of the plant', () => {
    let s = playNow(mine(startedGame(), '074'), 0, '033', [option(1)]);
    expect(resourcesOn(s, '033')).toBe(1);
    expect(s.players[0].stock.plants).toBe(0);
    s = playNow(mine(startedGame(), '074'), 0, '033', [option(0)]);
    expect(resourcesOn(s, '033')).toBe(0);
    expect(s.players[0].stock.plants).toBe(1);
  });

  it('an animal card gets the animal option; a plant card without resources just gives plants', () => {
    const withPlants = give(params(mine(startedGame(), '074'), { oxygen: 13 }), 1, { production: { plants: 2 } });
    let s = playNow(withPlants, 0, '072', [option(1)]);
    expect(resourcesOn(s, '072')).toBe(1);
    s = playNow(mine(startedGame(), '074'), 0, '113'); // Solar Power: no plant tag, nothing
    expect(s.players[0].stock.plants).toBe(0);
  });
});

describe('Robotic Workforce (086)', () => {
  it('repeats the production box of one of your building cards', () => {
    const s = playNow(give(mine(startedGame(), '056', '045'), 0, { production: { energy: 3, megacredits: 0 } }), 0, '086', [option(1)]);
    expect(s.players[0].production).toMatchObject({ energy: 6, megacredits: -2, steel: 0 });
  });

  it('with one eligible card the copy happens without asking', () => {
    const s = playNow(mine(startedGame(), '056'), 0, '086');
    expect(s.players[0].production.steel).toBe(1);
  });

  it('skips boxes that cannot be applied now and is unplayable without any', () => {
    expect(whyNot(startedGame(), 0, '086')).toMatch(/building cards/);
    expect(whyNot(mine(startedGame(), '032'), 0, '086')).toMatch(/building cards/); // Underground City needs 2 energy production
    const s = playNow(give(mine(startedGame(), '032'), 0, { production: { energy: 2 } }), 0, '086');
    expect(s.players[0].production).toMatchObject({ energy: 0, steel: 2 });
  });

  it('copying Mining Rights repeats the production of its own space bonus', () => {
    let s = playNow(startedGame(), 0, '067', [space('r0c0')]);
    s = playNow(s, 0, '086');
    expect(s.players[0].production.steel).toBe(2);
  });
});

describe('looking at the top of the deck', () => {
  it.each([['111', 'Business Contacts', 4, 2], ['192', 'Invention Contest', 3, 1]] as const)('%s %s: look at %i, keep %i, discard the rest', (card, _name, look, keep) => {
    let s = startedGame();
    const top = s.deck.slice(0, look);
    const discardBefore = s.discard.length;
    s = playUntilPrompt(s, 0, card);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'cards', cards: top, min: keep, max: keep, costEach: 0 });
    expect(() => act(s, 0, pick(...top.slice(0, keep + 1)))).toThrow(/at most/);
    s = answerAll(s, 0, [pick(...top.slice(0, keep))]);
    expect(s.players[0].hand).toEqual(top.slice(0, keep));
    expect(s.discard.length).toBe(discardBefore + (look - keep));
    expect(s.deck.slice(0, 1)).not.toEqual(top.slice(0, 1));
  });
});

describe('Urbanized Area (120)', () => {
  it('places a city touching two cities, ignoring the spacing rule; -1 energy, +2 M€ production', () => {
    let s = give(tiles(startedGame(), [['r3c2', 'city', 1], ['r3c4', 'city', 1]]), 0, { production: { energy: 1 } });
    expect(spacesOffered(promptOf(playUntilPrompt(s, 0, '120'), 0))).toEqual(['r3c3']);
    s = playNow(s, 0, '120', [space('r3c3')]);
    expect(s.tiles['r3c3']).toMatchObject({ kind: 'city', owner: 0 });
    expect(s.players[0].production).toMatchObject({ energy: 0, megacredits: 2 });
  });

  it('needs energy production and a space next to two cities', () => {
    expect(whyNot(tiles(startedGame(), [['r3c2', 'city', 1], ['r3c4', 'city', 1]]), 0, '120')).toMatch(/cannot be carried out/);
    expect(whyNot(give(startedGame(), 0, { production: { energy: 1 } }), 0, '120')).toMatch(/cannot be carried out/);
  });
});

describe('Sabotage (121)', () => {
  it('one player loses up to 3 titanium, 4 steel or 7 M€; the saboteur gains nothing', () => {
    let s = give(startedGame(), 1, { stock: { megacredits: 10, steel: 2, titanium: 5 } });
    s = playNow(s, 0, '121', [option(2), option(1)]); // M€; players offered: P1 (100 M€), P2
    expect(s.players[1].stock.megacredits).toBe(3);
    expect(s.players[0].stock.megacredits).toBe(99);
    s = playNow(give(startedGame(), 1, { stock: { steel: 2 } }), 0, '121', [option(1), option(0)]);
    expect(s.players[1].stock.steel).toBe(0);
    expect(s.players[0].stock.steel).toBe(0);
  });
});

describe("CEO's Favorite Project (149)", () => {
  it('adds one more resource to a card that already holds some', () => {
    expect(whyNot(mine(startedGame(), '072'), 0, '149')).toMatch(/cannot be carried out/);
    let s = setResources(mine(startedGame(), '072', '033'), '072', 2);
    s = playNow(s, 0, '149');
    expect(resourcesOn(s, '072')).toBe(3);
    expect(resourcesOn(s, '033')).toBe(0);
  });
});

describe('Pets (172)', () => {
  it('starts with an animal and gains one per city placed by anyone; 1 VP per 2 animals', () => {
    let s = playNow(startedGame(), 0, '172');
    expect(resourcesOn(s, '172')).toBe(1);
    expect(cardVp(s, 0)).toBe(0);
    s = answerAll(act(turnTo(s, 1), 1, { type: 'standardProject', project: 'City' }), 1, [space('r3c3')]);
    expect(resourcesOn(s, '172')).toBe(2);
    expect(cardVp(s, 0)).toBe(1);
    s = playNow(s, 1, '021'); // Phobos Space Haven: a city off Mars counts too
    expect(resourcesOn(s, '172')).toBe(3);
  });

  it('its animals cannot be taken, even by its owner', () => {
    const s = setResources(give(mine(startedGame(), '172'), 1, { cardsInPlay: ['024'] }), '172', 3);
    expect(actionUsable(turnTo(s, 1), 1, '024')).toBe(false);
    expect(actionUsable(turnTo(mine(s, '024'), 0), 0, '024')).toBe(false);
  });
});

describe('Protected Habitats (173)', () => {
  it('opponents cannot remove your plants', () => {
    const s = playNow(give(give(mine(startedGame(), '173'), 0, { stock: { plants: 5 } }), 1, { stock: { plants: 0 } }), 1, '009');
    expect(s.players[0].stock.plants).toBe(5);
    expect(promptOf(s, 1)?.kind).toBe('action');
  });

  it('opponents cannot take animals or microbes from your cards; your own removal still works', () => {
    let s = setResources(give(mine(startedGame(), '173', '072'), 1, { cardsInPlay: ['024'] }), '072', 2);
    expect(actionUsable(turnTo(s, 1), 1, '024')).toBe(false);
    s = mine(s, '024');
    s = useNow(s, 0, '024');
    expect(resourcesOn(s, '072')).toBe(1);
    expect(resourcesOn(s, '024')).toBe(1);
  });
});

describe('Flooding (188)', () => {
  it('after the ocean, an opponent with a tile next to it may lose up to 4 M€; -1 VP', () => {
    let s = give(tiles(startedGame(), [['r1c1', 'city', 1]]), 1, { stock: { megacredits: 10 } });
    s = act(playUntilPrompt(s, 0, '188'), 0, space('r0c1'));
    expect(s.parameters.oceans).toBe(1);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'option' });
    expect(englishOptions(promptOf(s, 0))).toEqual(['Remove 4 M€ from P2', 'Nobody']);
    s = act(s, 0, option(0));
    expect(s.players[1].stock.megacredits).toBe(6);
    expect(s.players[0].stock.megacredits).toBe(100 - 7);
    expect(cardVp(s, 0)).toBe(-1);
  });

  it('asks nothing more when no opponent owns a tile next to the ocean', () => {
    const s = playNow(give(tiles(startedGame(), [['r1c1', 'city', 1]]), 1, { stock: { megacredits: 10 } }), 0, '188', [space('r8c4')]);
    expect(s.players[1].stock.megacredits).toBe(10);
    expect(s.parameters.oceans).toBe(1);
  });
});

describe('benefits for the next card', () => {
  it('Indentured Workers (195): the next card this generation costs 8 M€ less, only that one; -1 VP', () => {
    let s = playNow(startedGame(), 0, '195');
    s = give(s, 0, { hand: ['117', '003'] });
    expect(cardPaymentRules(s, 0, '117').cost).toBe(11 - 8);
    s = playNow(s, 0, '117');
    expect(cardPaymentRules(s, 0, '003').cost).toBe(13);
    expect(cardVp(s, 0)).toBe(-1);
  });

  it('Indentured Workers: the discount is gone in the next generation', () => {
    const s = playNow(startedGame(), 0, '195');
    s.generation += 1;
    expect(cardPaymentRules(give(s, 0, { hand: ['117'] }), 0, '117').cost).toBe(11);
  });

  it('Special Design (206): the next card may miss a global requirement by 2 steps, only that one', () => {
    let s = playNow(startedGame(), 0, '206');
    expect(whyNot(s, 0, '018')).toBeNull(); // Methane From Titan needs 2% oxygen; it is 0%
    expect(whyNot(s, 0, '034')).not.toBeNull(); // Lichen needs -24 °C: 3 steps away
    s = playNow(s, 0, '018');
    expect(s.players[0].production).toMatchObject({ heat: 2, plants: 2 });
    expect(whyNot(s, 0, '018')).toMatch(/oxygen/);
  });
});

describe('cards with several actions', () => {
  it('offer each action by its own label', () => {
    const s = act(turnTo(setResources(mine(startedGame(), '033'), '033', 2), 0), 0, { type: 'cardAction', card: '033' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'option' });
    expect(englishOptions(promptOf(s, 0))).toEqual(['Add a microbe here', 'Remove 2 microbes: raise oxygen']);
  });
});
