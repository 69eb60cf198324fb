import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, stateHash, viewFor } from '../../../src/engine/dice';
import { act, facesOf, refused, setDice, startedGame, toMainAction } from './helpers';

describe('production turn', () => {
  it('keeps at most 3 dice, returning the rest to the pool', () => {
    let s = startedGame();
    const seat = s.current;
    setDice(s, seat, ['heat', 'heat', 'plant', 'water', 'steel']);
    s = act(s, { type: 'productionTurn' });
    expect(s.pending?.kind).toBe('keepDice');
    expect(refused(s, seat, { type: 'keepDice', dice: [0, 1, 2, 3] })).toMatch(/at most 3/);
    expect(refused(s, seat, { type: 'keepDice', dice: [0, 0] })).toMatch(/only once/);
    const poolGreen = s.pool.green;
    s = act(s, { type: 'keepDice', dice: [0, 1, 3] });
    expect(s.pool.green).toBe(poolGreen + 1);
    expect(s.pending?.kind).toBe('discardCards');
  });

  it('discards chosen cards, draws back to 5, rolls production and flips blue cards back', () => {
    let s = startedGame();
    const seat = s.current;
    const p = s.players[seat];
    p.corporation = 'C1'; // Helion: 2 red, 1 grey
    p.played.push('B08');
    p.used = ['B08'];
    s.deck = s.deck.filter((c) => c !== 'B08');
    setDice(s, seat, []);
    const hand = [...p.hand];
    s = act(s, { type: 'productionTurn' });
    s = act(s, { type: 'discardCards', cards: hand.slice(0, 2) });
    const after = s.players[seat];
    expect(after.hand).toHaveLength(5);
    expect(after.hand).not.toContain(hand[0]);
    expect(s.discard).toEqual(expect.arrayContaining(hand.slice(0, 2)));
    expect(after.dice.filter((d) => d.colour === 'red')).toHaveLength(2);
    expect(after.dice.filter((d) => d.colour === 'grey')).toHaveLength(1);
    expect(after.used).toEqual([]);
    expect(s.current).not.toBe(seat);
  });

  it('gains 1 wild token when the pool runs short, taking what is left', () => {
    let s = startedGame();
    const seat = s.current;
    const p = s.players[seat];
    p.corporation = 'C1';
    setDice(s, seat, []);
    const other = 1 - seat;
    // Move all but one red die to the other player.
    const reds = s.pool.red - 1;
    for (let i = 0; i < reds; i++) s.players[other].dice.push({ colour: 'red', face: 'heat' });
    s.pool.red = 1;
    s = act(s, { type: 'productionTurn' });
    s = act(s, { type: 'discardCards', cards: [] });
    expect(s.players[seat].wild).toBe(1);
    expect(s.players[seat].dice.filter((d) => d.colour === 'red')).toHaveLength(1);
    expect(s.pool.red).toBe(0);
  });
});

describe('action turn', () => {
  it('is one support action then one main action', () => {
    let s = startedGame();
    const seat = s.current;
    s = act(s, { type: 'actionTurn' });
    expect(s.pending).toEqual({ kind: 'support', seat });
    expect(refused(s, seat, { type: 'standard', project: 'victory' })).toMatch(/Support action/);
    s = act(s, { type: 'rollDie', colour: 'green' });
    expect(s.pending).toEqual({ kind: 'main', seat });
  });

  it('support: roll 1 die of a chosen colour from the pool', () => {
    let s = startedGame();
    const seat = s.current;
    setDice(s, seat, []);
    const pool = s.pool.blue;
    s = act(s, { type: 'actionTurn' });
    s = act(s, { type: 'rollDie', colour: 'blue' });
    expect(s.players[seat].dice).toHaveLength(1);
    expect(s.players[seat].dice[0].colour).toBe('blue');
    expect(s.pool.blue).toBe(pool - 1);
    expect(s.lastRoll?.dice).toEqual(s.players[seat].dice);
  });

  it('support: pay a resource to turn another die to any of its faces', () => {
    let s = startedGame();
    const seat = s.current;
    setDice(s, seat, ['heat', 'plant']);
    s = act(s, { type: 'actionTurn' });
    s = act(s, { type: 'setFace', pay: 0, die: 1, face: 'animal' });
    expect(facesOf(s, seat)).toEqual(['animal']);
  });

  it('support: pay any resource (a wild token too) to draw 2 cards', () => {
    let s = startedGame();
    const seat = s.current;
    setDice(s, seat, [], 1);
    const hand = s.players[seat].hand.length;
    s = act(s, { type: 'actionTurn' });
    s = act(s, { type: 'drawCards', pay: 'wild' });
    expect(s.players[seat].wild).toBe(0);
    expect(s.players[seat].hand).toHaveLength(hand + 2);
  });

  it('main: a second support action instead, then the turn ends', () => {
    let s = startedGame();
    const seat = s.current;
    s = toMainAction(s);
    s = act(s, { type: 'secondSupport' });
    expect(s.pending).toEqual({ kind: 'support', seat });
    s = act(s, { type: 'rollDie', colour: 'red' });
    expect(s.current).not.toBe(seat);
    expect(s.pending?.kind).toBe('turn');
  });

  it('an illegal move changes nothing and says why', () => {
    const s = startedGame();
    const seat = s.current;
    const hash = stateHash(s);
    expect(refused(s, 1 - seat, { type: 'actionTurn' })).toMatch(/not your decision/);
    expect(refused(s, seat, { type: 'playCard', card: 'R01' })).toMatch(/does not answer/);
    const main = toMainAction(s);
    const hand = main.players[seat].hand[0];
    setDice(main, seat, []);
    expect(refused(main, seat, { type: 'playCard', card: hand })).toMatch(/short|needs/);
    expect(refused(main, seat, { type: 'playCard', card: 'nope' })).toMatch(/not in your hand/);
    expect(stateHash(s)).toBe(hash);
  });

  it('never changes the state it was given', () => {
    const s = startedGame();
    const copy = JSON.stringify(s);
    const r = applyMove(s, s.current, legalMoves(s, s.current)[0]);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(copy);
  });
});

describe('standard actions', () => {
  const cases = [
    { project: 'temperature', faces: ['heat', 'heat', 'heat'], check: (s: ReturnType<typeof startedGame>) => s.temperature === 1 },
    { project: 'ocean', faces: ['water', 'water', 'water'], check: (s: ReturnType<typeof startedGame>) => s.oceans === 1 },
    { project: 'greenery', faces: ['plant', 'plant', 'plant', 'plant'], check: (s: ReturnType<typeof startedGame>) => s.oxygen === 1 },
    { project: 'city', faces: ['city', 'city', 'city'], check: (s: ReturnType<typeof startedGame>) => Object.values(s.tiles).some((t) => t.kind === 'city') },
  ] as const;
  for (const c of cases) {
    it(`${c.project}: pays ${c.faces.join(', ')} and scores it`, () => {
      let s = toMainAction(startedGame());
      const seat = s.current;
      setDice(s, seat, [...c.faces]);
      s = act(s, { type: 'standard', project: c.project });
      if (s.pending?.kind === 'place') {
        // An area without a placement bonus, so only the action's own effect shows.
        const plain = new Set(viewFor(s, seat).areas.filter((a) => a.bonus.length === 0).map((a) => a.id));
        s = act(s, legalMoves(s, seat).find((m) => m.type === 'place' && plain.has(m.area)) ?? legalMoves(s, seat)[0]);
      }
      expect(c.check(s)).toBe(true);
      expect(s.players[seat].vp).toBeGreaterThanOrEqual(2);
      expect(s.players[seat].dice).toHaveLength(0);
    });
  }

  it('victory: 3 credits buy exactly 2 VP; a wild token stands in for a missing credit', () => {
    let s = toMainAction(startedGame());
    const seat = s.current;
    setDice(s, seat, ['credit', 'credit'], 1);
    s = act(s, { type: 'standard', project: 'victory' });
    expect(s.players[seat].vp).toBe(2);
    expect(s.players[seat].wild).toBe(0);
  });

  it('an incomplete payment is refused', () => {
    const s = toMainAction(startedGame());
    setDice(s, s.current, ['heat', 'heat']);
    expect(refused(s, s.current, { type: 'standard', project: 'temperature' })).toMatch(/cannot pay/);
  });
});

// Issue #14 item 10. The rulebook: free actions "can be taken before or after your support or main
// action, or even at the start or end of a production turn". A production turn therefore offers them
// when it starts (with the turn choice) and when it ends (after the blue cards flip back), and not
// inside its own steps (keeping dice, discarding cards).
describe('free actions around a production turn', () => {
  function withRecyclingCentre(): { s: ReturnType<typeof startedGame>; seat: number } {
    const s = startedGame();
    const seat = s.current;
    const p = s.players[seat];
    p.played.push('B14'); // Recycling Centre: free action, pay 1 microbe for 1 wild token
    s.deck = s.deck.filter((c) => c !== 'B14');
    setDice(s, seat, ['microbe', 'microbe', 'heat', 'plant', 'water']);
    return { s, seat };
  }
  const freeAction = { type: 'cardAction', card: 'B14' } as const;

  it('at the start: used before keeping dice, 5 dice and 0 wild become 4 dice and 1 wild', () => {
    let { s, seat } = withRecyclingCentre();
    expect(legalMoves(s, seat)).toContainEqual(freeAction);
    s = act(s, freeAction);
    expect(s.players[seat].dice).toHaveLength(4);
    expect(s.players[seat].wild).toBe(1);
    expect(s.players[seat].used).toContain('B14');
    s = act(s, { type: 'productionTurn' });
    expect(s.pending?.kind).toBe('keepDice');
    // Inside the production turn's own steps the rules offer no free action.
    expect(legalMoves(s, seat)).not.toContainEqual(freeAction);
  });

  it('at the end: the card flipped back by production can be used again before the turn ends', () => {
    let { s, seat } = withRecyclingCentre();
    s = act(s, freeAction);
    s = act(s, { type: 'productionTurn' });
    const kept = s.players[seat].dice.findIndex((d) => d.face === 'microbe');
    const others = s.players[seat].dice.map((_, i) => i).filter((i) => i !== kept);
    s = act(s, { type: 'keepDice', dice: [kept, ...others].slice(0, 3) });
    s = act(s, { type: 'discardCards', cards: [] });
    expect(s.current).toBe(seat);
    expect(s.pending?.kind).toBe('finish');
    expect(s.players[seat].used).toEqual([]);
    const wild = s.players[seat].wild;
    s = act(s, freeAction);
    expect(s.players[seat].wild).toBe(wild + 1);
    expect(s.current).not.toBe(seat); // no free action left: the turn ends by itself
  });
});
