// The habit counter of issue 26 counts exactly the moves it names, on positions built by hand.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { cloneState } from '../../../src/engine/tm/apply';
import { habitCounter, idleMetalAt } from '../../../scripts/sim/tmHabits';
import { BOTS, botRandom } from '../../../src/host/bots';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { setupFor } from '../support/tmHarness';


function duel(): TmState {
  return createGame(setupFor(2, 'habits', {}, { kind: 'bot', beginner: false }));
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

  it('counts more than 10 steel or titanium at a seat\'s last action prompt only while a card it could pay with it was playable', () => {
    // A position where seat 0 may play a building card now (found in a greedy game).
    let s = duel();
    const random = botRandom(2);
    const playableTags = (state: TmState) => legalMoves(state, 0).flatMap((m) => (m.type === 'playCard' ? getCard(m.card).tags : []));
    while (!(s.pending[0]?.prompt.kind === 'action' && playableTags(s).includes('building') && !playableTags(s).includes('space'))) {
      const seat = waitingFor(s)[0];
      const r = applyMove(s, seat, BOTS.greedy(s, seat, random));
      if (!r.ok) throw new Error(String(r.error));
      s = r.state;
    }
    const at = (steel: number, titanium: number) => {
      const copy = cloneState(s);
      copy.players[0].stock.steel = steel;
      copy.players[0].stock.titanium = titanium;
      return copy;
    };
    expect(idleMetalAt(at(11, 0), 0)).toBe(1);
    expect(idleMetalAt(at(10, 0), 0)).toBe(0);
    // Titanium with no space card to play is not idle: nothing could have used it.
    expect(idleMetalAt(at(11, 20), 0)).toBe(1);
    // Counted at the seat's last action prompt, once the game is over.
    const counter = habitCounter();
    counter.observe(at(20, 0), 0, { type: 'pass' });
    counter.observe(at(5, 0), 0, { type: 'pass' });
    const end = cloneState(duel());
    end.finished = true;
    expect(counter.counts(end).idleMetal).toBe(0);
    counter.observe(at(12, 0), 0, { type: 'pass' });
    expect(counter.counts(end).idleMetal).toBe(1);
  });
});
