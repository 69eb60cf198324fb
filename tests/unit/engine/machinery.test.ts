// The engine's speed machinery must answer exactly what it replaces: remembered chart steps equal
// XState's own transition, and remembered per-player facts follow cards as they enter play.
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { chartValueToPath } from '../../../src/engine/core/pureChart';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { generationMachine } from '../../../src/engine/tm/flow/generationMachine';
import { initialFlow, stepFlow } from '../../../src/engine/tm/flow/runFlow';
import { activeCards, tagCount } from '../../../src/engine/tm/players';
import { startedGame } from '../support/tmHarness';

describe('remembered chart steps', () => {
  it('give the same state and entries as a fresh XState transition, every time', () => {
    const from = initialFlow().value;
    const event = { type: 'SETUP_DONE' } as const;
    const first = stepFlow(from, event);
    const again = stepFlow(from, event);
    expect(again).toBe(first);
    const [next, actions] = transition(generationMachine, generationMachine.resolveState({ value: from, context: undefined as never }), event);
    expect(first.value).toBe(chartValueToPath(next.value));
    expect(first.entries).toEqual(actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')));
    expect(Object.isFrozen(first) && Object.isFrozen(first.entries)).toBe(true);
  });

  it('tell apart events that differ only in the facts their guards read', () => {
    const checked = (terraformed: boolean) => stepFlow('solar.gameEndCheck', { type: 'GAME_END_CHECKED', terraformed, lastGeneration: false, venus: false }).value;
    expect(checked(true)).toBe('finalGreenery');
    expect(checked(false)).toBe('solar.colonyProduction');
    expect(checked(true)).toBe('finalGreenery');
  });

  it('still refuse an event the state does not accept, each time it is sent', () => {
    expect(() => stepFlow('action', { type: 'SCORED' })).toThrow(/not accepted/);
    expect(() => stepFlow('action', { type: 'SCORED' })).toThrow(/not accepted/);
  });
});

describe('remembered active cards and tags', () => {
  it('follow a card entering play and a corporation being set', () => {
    const state = startedGame();
    const p = state.players[0];
    const card = ALL_CARDS.find((c) => c.type !== 'event' && c.type !== 'corporation' && c.tags.includes('science'))!;
    const before = tagCount(p, 'science');
    const activeBefore = activeCards(p).length;
    p.played.push({ id: card.id, resources: 0, actionUsed: false });
    expect(tagCount(p, 'science')).toBe(before + card.tags.filter((t) => t === 'science').length);
    expect(activeCards(p).length).toBe(activeBefore + 1);
    const corporation = ALL_CARDS.find((c) => c.type === 'corporation' && c.tags.length > 0 && c.id !== p.corporationCard?.id)!;
    const tag = corporation.tags[0];
    const withoutCorporation = (() => { const saved = p.corporationCard; p.corporationCard = null; const n = tagCount(p, tag); p.corporationCard = saved; return n; })();
    p.corporationCard = { id: corporation.id, resources: 0, actionUsed: false };
    expect(tagCount(p, tag)).toBe(withoutCorporation + corporation.tags.filter((t) => t === tag).length);
  });
});
