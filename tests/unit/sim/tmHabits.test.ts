// The habit counter of issue 26 counts exactly the moves it names, on positions built by hand.
import { describe, expect, it } from 'vitest';
import { createGame, type TmState } from '../../../src/engine/tm';
import { cloneState } from '../../../src/engine/tm/apply';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { habitCounter, idleMetalAtEnd } from '../../../scripts/sim/tmHabits';

const DEEP_WELL_HEATING = '003'; // building
const ASTEROID = '009'; // space
const INVENTORS_GUILD = '006'; // science only
const CAPITAL = '008'; // building, wants 4 oceans

function duel(): TmState {
  return createGame({
    seed: 'habits',
    options: { corporateEra: true, draft: false, solo: false },
    players: [
      { name: 'A', color: 'red', kind: 'bot', beginner: false },
      { name: 'B', color: 'blue', kind: 'bot', beginner: false },
    ],
  } as NewGameSetup);
}

/** A copy in generation `generation` where seat 0 has `mine` M€ production and seat 1 `theirs`. */
function banker(generation: number, mine: number, theirs: number): TmState {
  const s = cloneState(duel());
  s.generation = generation;
  s.players[0].production.megacredits = mine;
  s.players[1].production.megacredits = theirs;
  return s;
}

describe('habit counter', () => {
  it('counts an award funded in generation 1–2 without a clear lead, not one with a clear lead or later', () => {
    const counter = habitCounter();
    counter.observe(banker(1, 3, 2), 0, { type: 'fundAward', award: 'Banker' }); // lead of 1: counted
    counter.observe(banker(2, 6, 2), 0, { type: 'fundAward', award: 'Banker' }); // clear lead: not counted
    counter.observe(banker(3, 2, 2), 0, { type: 'fundAward', award: 'Banker' }); // generation 3: not counted
    expect(counter.counts(duel()).earlyAwards).toBe(1);
  });

  it('counts a generation in which one seat sold patents in more than one action, once', () => {
    const counter = habitCounter();
    const selling = (generation: number) => {
      const s = cloneState(duel());
      s.generation = generation;
      s.pending[0] = { prompt: { kind: 'cards', seat: 0, title: { key: 'tmPrompt.title.sellPatents' }, cards: ['003'], min: 1, max: 1, costEach: 0 }, resolver: 'sellPatents' } as TmState['pending'][number];
      return s;
    };
    const sale = { type: 'cards' as const, cards: ['003'] };
    counter.observe(selling(5), 0, sale);
    counter.observe(selling(5), 0, sale);
    counter.observe(selling(5), 0, sale);
    counter.observe(selling(6), 0, sale);
    expect(counter.counts(duel()).patentDribbles).toBe(1);
  });

  it('counts more than 10 steel or titanium at the end only with a card in hand that could use it', () => {
    const end = cloneState(duel());
    end.finished = true;
    end.players[0].stock.steel = 11;
    end.players[0].hand = [DEEP_WELL_HEATING];
    end.players[1].stock.titanium = 12;
    end.players[1].hand = [INVENTORS_GUILD];
    expect(idleMetalAtEnd(end)).toBe(1);
    end.players[1].hand = [ASTEROID];
    expect(idleMetalAtEnd(end)).toBe(2);
    end.players[0].stock.steel = 10;
    expect(idleMetalAtEnd(end)).toBe(1);
  });

  it('counts only the metal left before the last production, and only with a card no requirement blocks', () => {
    const end = cloneState(duel());
    end.finished = true;
    end.players[0].stock.steel = 14;
    end.players[0].production.steel = 0;
    end.players[0].hand = [DEEP_WELL_HEATING];
    expect(idleMetalAtEnd(end)).toBe(1);
    // 4 of the 14 came in the last production phase, after the last chance to spend them
    end.players[0].production.steel = 4;
    expect(idleMetalAtEnd(end)).toBe(0);
    end.players[0].production.steel = 0;
    // Capital wants 4 oceans on the board
    end.players[0].hand = [CAPITAL];
    expect(idleMetalAtEnd(end)).toBe(0);
  });
});
