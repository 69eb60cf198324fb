// Effects that ask somebody something: attacks ask each opponent, rotations ask the player, and
// reserved areas and bonus steps behave as the rules say.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/dice';
import { AREAS } from '../../../src/engine/dice/data/board';
import { legalAreas } from '../../../src/engine/dice/terraform';
import { act, buyVictoryFrom, refused, setDice, startedGame, toMainAction } from './helpers';

function withCardInHand(seed: string, card: string) {
  const s = toMainAction(startedGame(3, seed));
  s.deck = s.deck.filter((c) => c !== card);
  s.players.forEach((p) => (p.hand = p.hand.filter((c) => c !== card)));
  s.players[s.current].hand.push(card);
  return s;
}

describe('attacks', () => {
  it('each opponent in turn order chooses which resource to lose; the attacker cannot answer for them', () => {
    let s = withCardInHand('attack', 'R19'); // Sabotage: each opponent loses 2
    const seat = s.current;
    const next = (seat + 1) % 3;
    const last = (seat + 2) % 3;
    setDice(s, seat, ['event', 'nuclear']);
    setDice(s, next, ['plant', 'heat'], 0);
    setDice(s, last, [], 1);
    s = act(s, { type: 'playCard', card: 'R19' });
    expect(s.pending).toEqual({ kind: 'lose', seat: next, source: 'R19' });
    expect(refused(s, seat, { type: 'lose', resource: 0 })).toMatch(/not your decision/);
    s = act(s, { type: 'lose', resource: 1 }); // gives up the heat
    expect(s.players[next].dice.map((d) => d.face)).toEqual(['plant']);
    expect(s.pending?.seat).toBe(next);
    s = act(s, { type: 'lose', resource: 0 });
    expect(s.players[next].dice).toEqual([]);
    // The last opponent has only one wild token: it is asked once, and the second loss is skipped.
    expect(s.pending?.seat).toBe(last);
    s = act(s, { type: 'lose', resource: 'wild' });
    expect(s.players[last].wild).toBe(0);
    expect(s.players[seat].wild).toBe(1);
  });
});

describe('rotation', () => {
  it('turns up to n dice to other faces of their colour, one decision each, and can stop early', () => {
    let s = withCardInHand('rotate', 'R25'); // Genome Mapping: turn up to 2 dice, draw 1
    const seat = s.current;
    setDice(s, seat, ['science', 'microbe', 'heat', 'plant']);
    s = act(s, { type: 'playCard', card: 'R25' });
    expect(s.pending).toMatchObject({ kind: 'rotate', seat, left: 2 });
    expect(legalMoves(s, seat)).not.toContainEqual({ type: 'rotate', die: 0, face: 'animal' });
    s = act(s, { type: 'rotate', die: 0, face: 'nuclear' });
    expect(s.players[seat].dice[0]).toEqual({ colour: 'red', face: 'nuclear' });
    expect(s.pending).toMatchObject({ kind: 'rotate', left: 1 });
    s = act(s, { type: 'skip' });
    expect(s.players[seat].dice.map((d) => d.face)).toEqual(['nuclear', 'plant']);
  });
});

describe('reserved areas', () => {
  it('a special tile area takes only its own tile', () => {
    const s = startedGame(2);
    const reserved = AREAS.filter((a) => a.special).map((a) => a.id);
    for (const id of reserved) {
      expect(legalAreas(s, 'greenery')).not.toContain(id);
      expect(legalAreas(s, 'city')).not.toContain(id);
    }
    expect(legalAreas(s, 'special', 'Lava Flows')).toEqual([AREAS.find((a) => a.special === 'Lava Flows')!.id]);
  });
});

describe('bonus steps', () => {
  it('jumping past both 5 and 12 VP in one turn gives two bonus cards at the end of it', () => {
    const bought = buyVictoryFrom(11, ['X03', 'X09', 'X01', 'X02']);
    const seat = bought.seat;
    let s = act(bought.state, { type: 'chooseBonus', bonus: 'X03' });
    expect(s.pending).toEqual({ kind: 'bonus', seat });
    s = act(s, { type: 'chooseBonus', bonus: 'X01' });
    expect(s.players[seat].bonusCards).toEqual(['X03', 'X01']);
    expect(s.current).toBe(1 - seat);
  });

  it('no bonus card is offered once the bonus cards are gone', () => {
    const { state: s, seat } = buyVictoryFrom(4, []);
    expect(s.current).toBe(1 - seat);
    expect(s.pending?.kind).toBe('turn');
  });
});
