// Each engine says, for every move, whether it revealed hidden information: the rule undo stops at.
import { describe, expect, it } from 'vitest';
import * as dice from '../../../src/engine/dice';
import * as tiny from '../../../src/engine/tiny';
import * as tm from '../../../src/engine/tm';
import { CARDS_SEEN } from '../../../src/engine/core/reveal';
import { refillMarket } from '../../../src/engine/tm/cornucopia/market';
import { drawCards } from '../../../src/engine/tm/deck';
import { act as diceAct, startedGame as diceGame } from '../dice/helpers';
import { cornucopiaGame } from '../cornucopia/cornucopiaKit';
import { act, give, startedGame } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';
import type { Message } from '../../../src/shared/message';

/** Applies a move and returns what the engine says it revealed. */
function tmReveal(state: tm.TmState, seat: number, move: Parameters<typeof tm.applyMove>[2]): { state: tm.TmState; revealed: Message | null } {
  const result = tm.applyMove(state, seat, move);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { state: result.state, revealed: tm.revealedBy(state, result.state) };
}

describe('Terraforming Mars: what reveals', () => {
  it('a standard project reveals nothing', () => {
    const state = startedGame();
    expect(tmReveal(state, 0, { type: 'standardProject', project: 'Power Plant' }).revealed).toBeNull();
  });

  it('a card that draws cards reveals (Business Contacts looks at the top 4)', () => {
    const state = give(startedGame(), 0, { hand: ['111'] });
    const played = tm.applyMove(state, 0, { type: 'playCard', card: '111', payment: { megacredits: 7, steel: 0, titanium: 0, heat: 0 } });
    if (!played.ok) throw refusalError(played.error);
    expect(tm.revealedBy(state, played.state)).toMatchObject({ key: 'common.reveal.cardDrawnOrRevealed' });
  });

  it('Search For Life reveals the top card', () => {
    const state = give(startedGame(), 0, { cardsInPlay: ['005'] });
    const { revealed } = tmReveal(state, 0, { type: 'cardAction', card: '005' });
    expect(revealed).toMatchObject({ key: 'common.reveal.cardDrawnOrRevealed' });
  });

  it('the last pass of a generation deals the research cards; the earlier passes reveal nothing', () => {
    const state = startedGame();
    const first = tmReveal(state, 0, { type: 'pass' });
    expect(first.revealed).toBeNull();
    expect(tmReveal(first.state, 1, { type: 'pass' }).revealed).not.toBeNull();
  });

  it('a reshuffled discard pile counts as revealed even when the deck was empty', () => {
    const before = startedGame();
    before.deck = [];
    const after = structuredClone(before);
    drawCards(after, 0, 1);
    expect(after.players[0].hand).toHaveLength(1);
    expect(tm.revealedBy(before, after)).not.toBeNull();
    expect(after.rng).not.toBe(before.rng);
  });

  it('draft: passing hands shows a player cards it had not seen; a pick before everyone chose reveals nothing', () => {
    let state = startedGame({ players: 3 });
    state.options.draft = true;
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    expect(state.flow).toBe('draft');
    const pick = (s: tm.TmState, seat: number) => tmReveal(s, seat, { type: 'cards', cards: [s.players[seat].draftHand[0]] });
    const a = pick(state, 0);
    expect(a.revealed).toBeNull();
    const b = pick(a.state, 1);
    expect(b.revealed).toBeNull();
    expect(pick(b.state, 2).revealed).toBe(CARDS_SEEN);
  });

  it('Cornucopia: drawing modules for the marketplace reveals', () => {
    const before = cornucopiaGame();
    const after = structuredClone(before);
    refillMarket(after);
    expect(tm.revealedBy(before, after)).toMatchObject({ key: 'common.reveal.moduleDrawn' });
  });

  it('over whole random games with both expansions, every move that changes a draw pile or a hand from outside reports a reveal', () => {
    let state = tm.createGame({ seed: 'reveal-scan', options: { corporateEra: true, draft: true, solo: false, colonies: true, cornucopia: true }, players: [
      { name: 'A', color: 'red', kind: 'human', beginner: false },
      { name: 'B', color: 'green', kind: 'human', beginner: false },
    ] });
    let pick = 1;
    let reveals = 0;
    let quiet = 0;
    for (let step = 0; step < 1500 && !state.finished; step++) {
      const seat = tm.waitingFor(state)[0];
      const moves = tm.legalMoves(state, seat);
      pick = (pick * 48271) % 2147483647;
      const result = tm.applyMove(state, seat, moves[pick % moves.length]);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const after = result.state;
      const revealed = tm.revealedBy(state, after);
      const pilesMoved = after.deck.length !== state.deck.length || after.rng !== state.rng || after.cornucopia?.deck.length !== state.cornucopia?.deck.length;
      if (pilesMoved) expect(revealed).not.toBeNull();
      if (revealed) reveals++;
      else quiet++;
      state = after;
    }
    expect(reveals).toBeGreaterThan(10);
    expect(quiet).toBeGreaterThan(10);
  });
});

describe('TINYforming Mars: what reveals', () => {
  it.each([
    ['two players', [{ name: 'A', color: 'red', kind: 'human' }, { name: 'B', color: 'green', kind: 'human' }]],
    // Solitaire: the neutral tiles are placed from cards drawn for them.
    ['solitaire', [{ name: 'A', color: 'red', kind: 'human' }]],
  ])('%s: drawing a card reveals; the moves that only act on the table do not', (_, players) => {
    let state = tiny.createGame({ seed: 'tiny-reveal', players } as Parameters<typeof tiny.createGame>[0]);
    let draws = 0;
    let quiet = 0;
    for (let step = 0; step < 400 && !state.finished; step++) {
      const seat = tiny.waitingFor(state)[0];
      const move = tiny.legalMoves(state, seat)[step % 3 === 0 ? 0 : tiny.legalMoves(state, seat).length - 1];
      const result = tiny.applyMove(state, seat, move);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const revealed = tiny.revealedBy(state, result.state);
      if (JSON.stringify(result.state.deck) !== JSON.stringify(state.deck)) {
        expect(revealed).toMatchObject({ key: 'common.reveal.cardDrawn' });
        draws++;
      } else if (result.state.rng === state.rng) {
        expect(revealed).toBeNull();
        quiet++;
      }
      state = result.state;
    }
    expect(draws).toBeGreaterThan(0);
    expect(quiet).toBeGreaterThan(0);
  });
});

describe('the Dice Game: what reveals', () => {
  it('rolling a die reveals; choosing a kind of turn does not', () => {
    const start = diceGame();
    const turn = diceAct(start, { type: 'actionTurn' });
    expect(dice.revealedBy(start, turn)).toBeNull();
    const rolled = diceAct(turn, { type: 'rollDie', colour: 'yellow' });
    expect(dice.revealedBy(turn, rolled)).toMatchObject({ key: 'common.reveal.diceRolled' });
  });

  it('drawing a project card reveals', () => {
    const before = diceGame();
    const after = structuredClone(before);
    after.players[0].hand.push(after.deck.shift()!);
    expect(dice.revealedBy(before, after)).toMatchObject({ key: 'common.reveal.cardDrawn' });
  });
});
