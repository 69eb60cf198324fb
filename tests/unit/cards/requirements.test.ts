// Every requirement form of the reference: global minimums and maximums, tags, own production,
// own greeneries, cities of all players; leeway from Adaptation Technology; checked only when played.
import { describe, expect, it } from 'vitest';
import type { CardId, Parameter } from '../../../src/shared/tm/basics';
import type { TmState } from '../../../src/engine/tm';
import { cardVp, give, params, playNow, startedGame, tiles, whyNot } from './cardKit';

const at = (p: Partial<Record<Parameter, number>>, cards: CardId[] = []): TmState => give(params(startedGame(), p), 0, { cardsInPlay: cards });

describe('global parameter requirements', () => {
  it.each([
    ['001', 'oxygen 5% or less', { oxygen: 5 }, { oxygen: 6 }],
    ['016', 'oxygen 7% or less', { oxygen: 7 }, { oxygen: 8 }],
    ['069', 'oxygen 8% or less', { oxygen: 8 }, { oxygen: 9 }],
    ['023', 'temperature -12 °C or colder', { temperature: -12 }, { temperature: -10 }],
    ['042', 'temperature -18 °C or colder', { temperature: -18 }, { temperature: -16 }],
    ['134', 'temperature -10 °C or colder', { temperature: -10 }, { temperature: -8 }],
    ['155', 'temperature -14 °C or colder', { temperature: -14 }, { temperature: -12 }],
    ['119', '3 oceans or fewer', { oceans: 3 }, { oceans: 4 }],
    ['018', 'oxygen 2% or more', { oxygen: 2 }, { oxygen: 1 }],
    ['072', 'oxygen 13% or more', { oxygen: 13 }, { oxygen: 12 }],
    ['060', 'temperature -4 °C or warmer', { temperature: -4 }, { temperature: -6 }],
    ['159', 'temperature -24 °C or warmer', { temperature: -24 }, { temperature: -26 }],
    ['047', '5 oceans or more', { oceans: 5 }, { oceans: 4 }],
    ['177', '2 oceans or more', { oceans: 2 }, { oceans: 1 }],
  ] as [CardId, string, Partial<Record<Parameter, number>>, Partial<Record<Parameter, number>>][])('%s needs %s', (card, _t, ok, bad) => {
    const energy = { production: { energy: 1, plants: 2 } };
    expect(whyNot(give(at(ok), 0, energy), 0, card)).toBeNull();
    expect(whyNot(give(at(bad), 0, energy), 0, card)).toMatch(/^[^:]+: Needs /);
  });

  it('Adaptation Technology gives 2 steps of leeway both ways', () => {
    expect(whyNot(at({ oxygen: 0 }, ['153']), 0, '018')).toBeNull(); // needs 2%
    expect(whyNot(at({ oxygen: 7 }, ['153']), 0, '001')).toBeNull(); // at most 5%
    expect(whyNot(at({ oxygen: 8 }, ['153']), 0, '001')).toMatch(/oxygen/);
    expect(whyNot(at({ temperature: -8 }, ['153']), 0, '060')).toBeNull(); // -4 °C, 2 steps = 4 °C
    expect(whyNot(at({ temperature: -10 }, ['153']), 0, '060')).toMatch(/temperature/);
    expect(whyNot(at({ oceans: 3 }, ['153']), 0, '047')).toBeNull();
    expect(whyNot(at({ oceans: 5 }, ['153']), 0, '119')).toBeNull();
  });

  it('requirements are checked only when the card is played', () => {
    let s = playNow(at({ oxygen: 5 }), 0, '001');
    s = params(s, { oxygen: 14 });
    expect(s.players[0].played.map((c) => c.id)).toContain('001');
    expect(cardVp(s, 0)).toBe(2);
  });
});

describe('tag requirements', () => {
  it('counts your non-event cards in play, not the card being played', () => {
    expect(whyNot(startedGame(), 0, '058')).toMatch(/jovian/i); // its own Jovian tag does not count
    expect(whyNot(at({}, ['040']), 0, '058')).toBeNull();
  });

  it('event tags do not count', () => {
    expect(whyNot(at({}, ['204', '090']), 0, '145')).toBeNull(); // Research: 2 science tags
    expect(whyNot(at({}, ['204', '114']), 0, '193')).toMatch(/science/i); // Technology Demonstration is an event
  });

  it('an opponent\'s tags do not count', () => {
    expect(whyNot(give(startedGame(), 1, { cardsInPlay: ['090', '114'] }), 0, '091')).toMatch(/science/i);
  });

  it('several tag requirements at once (Advanced Ecosystems)', () => {
    expect(whyNot(at({}, ['048', '042']), 0, '135')).toMatch(/animal/i);
    expect(whyNot(at({}, ['048', '042', '052']), 0, '135')).toBeNull();
  });

  it.each([
    ['132', 'power', 2, ['141', '113']],
    ['046', 'science', 3, ['090', '114']],
    ['079', 'science', 4, ['090', '114', '005']],
    ['027', 'science', 5, ['090', '114', '005', '077']],
    ['150', 'science', 7, ['090', '114', '005', '077', '153', '071']],
  ] as [CardId, string, number, CardId[]][])('%s needs %s x%i', (card, tag, _n, cards) => {
    expect(whyNot(at({}, cards), 0, card)).toBeNull();
    expect(whyNot(at({}, cards.slice(1)), 0, card)).toMatch(new RegExp(tag, 'i'));
  });

  it('the corporation\'s tags count (Inventrix has a science tag)', () => {
    const s = at({}, ['090']);
    s.players[0].corporationCard = { id: 'R43', resources: 0, actionUsed: false };
    s.players[0].corporation = 'R43';
    expect(whyNot(s, 0, '091')).toBeNull();
  });
});

describe('other requirements', () => {
  it('own production (Asteroid Mining Consortium, Great Escarpment Consortium)', () => {
    expect(whyNot(give(startedGame(), 1, { production: { titanium: 2 } }), 0, '002')).toMatch(/titanium production/);
    expect(whyNot(give(startedGame(), 0, { production: { titanium: 1 } }), 0, '002')).toBeNull();
    expect(whyNot(give(startedGame(), 1, { production: { steel: 2 } }), 0, '061')).toMatch(/steel production/);
  });

  it('own greenery tiles (Ecological Zone)', () => {
    expect(whyNot(tiles(startedGame(), [['r3c3', 'greenery', 1]]), 0, '128')).toMatch(/greenery/);
    expect(whyNot(tiles(startedGame(), [['r3c3', 'greenery', 0]]), 0, '128')).toBeNull();
  });

  it('cities of all players, off-map included (Rad-Suits)', () => {
    expect(whyNot(tiles(startedGame(), [['r1c2', 'city', 0]]), 0, '186')).toMatch(/city/);
    expect(whyNot(tiles(startedGame(), [['r1c2', 'city', 1], ['ganymede', 'city', 1]]), 0, '186')).toBeNull();
  });

  it('a card that cannot be afforded is refused with a reason', () => {
    expect(whyNot(give(startedGame(), 0, { stock: { megacredits: 3 } }), 0, '141')).toMatch(/afford/);
  });
});
