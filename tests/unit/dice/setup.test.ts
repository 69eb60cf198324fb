import { describe, expect, it } from 'vitest';
import { applyMove, createGame, isFinished, legalMoves, stateHash, summary, viewFor, waitingFor } from '../../../src/engine/dice';
import { DICE_BOTS } from '../../../src/host/bots/dice';
import { botRandom } from '../../../src/host/bots/types';
import type { DiceMove } from '../../../src/shared/dice/moves';
import { invariantViolations } from '../../../src/engine/dice/invariants';
import { DICE_PER_COLOUR, DIE_COLOURS, DIE_FACES, sidesOf } from '../../../src/shared/dice/basics';
import { AREAS, areaById, neighbours } from '../../../src/engine/dice/data/board';
import { act, english, logLines, newGame, pastSetup, PLAYERS, refused } from './helpers';

describe('dice', () => {
  it('each colour has a common face on 3 sides, an uncommon on 2 and a rare on 1', () => {
    for (const colour of DIE_COLOURS) {
      const sides = sidesOf(colour);
      const f = DIE_FACES[colour];
      expect(sides.filter((s) => s === f.common)).toHaveLength(3);
      expect(sides.filter((s) => s === f.uncommon)).toHaveLength(2);
      expect(sides.filter((s) => s === f.rare)).toHaveLength(1);
    }
    expect(DIE_FACES.yellow.ours).toEqual(['rare']);
  });
});

describe('setup', () => {
  it('creates plain JSON with its own rng, dealing 2 corporations and 5 cards each', () => {
    const s = newGame(3);
    expect(s.system).toBe('dice');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    for (const p of s.players) {
      expect(p.corporationOptions).toHaveLength(2);
      expect(p.hand).toHaveLength(5);
    }
    expect(s.bonusDeck).toHaveLength(6);
    expect(s.milestones).toHaveLength(3);
    expect(s.awards).toHaveLength(3);
    expect(new Set(s.awards.map((a) => a.colour)).size).toBe(3);
    // The award dice leave the pool for the whole game.
    for (const a of s.awards) expect(s.pool[a.colour]).toBe(DICE_PER_COLOUR - 1);
    expect(waitingFor(s)).toEqual([s.firstPlayer]);
    expect(invariantViolations(s)).toEqual([]);
  });

  it('uses 4 bonus cards with 1-2 players and 8 with 4', () => {
    expect(newGame(2).bonusDeck).toHaveLength(4);
    expect(newGame(4).bonusDeck).toHaveLength(8);
  });

  it('is deterministic: same seed and moves give the same hash, another seed differs', () => {
    const a = pastSetup(newGame(2, 'same'));
    const b = pastSetup(newGame(2, 'same'));
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(newGame(2, 'other'))).not.toBe(stateHash(newGame(2, 'same')));
  });

  it('a chosen corporation gives its starting bonus and rolls its production dice', () => {
    let s = newGame(2);
    const seat = s.firstPlayer;
    const helion = { type: 'chooseCorporation' as const, corporation: 'C1' };
    s.players[seat].corporationOptions = ['C1', 'C2'];
    const redPool = s.pool.red;
    s = act(s, helion);
    s = act(s, legalMoves(s, 1 - seat)[0]);
    const p = s.players[seat];
    expect(p.corporation).toBe('C1');
    expect(p.wild).toBe(3);
    expect(p.dice.filter((d) => d.colour === 'red')).toHaveLength(2);
    expect(p.dice.filter((d) => d.colour === 'grey')).toHaveLength(1);
    expect(s.pool.red).toBe(redPool - 2);
  });

  it('corporations are chosen in secret, then placed in player order with their bonus and production', () => {
    let s = newGame(3);
    const [first, second, third] = [0, 1, 2].map((k) => (s.firstPlayer + k) % 3);
    s = act(s, legalMoves(s, first)[1]);
    const chosen = s.players[first].corporationOptions;
    expect(chosen).toHaveLength(1);
    // The next seat chooses without seeing the first one's corporation, bonus or dice.
    expect(s.pending).toEqual({ kind: 'corporation', seat: second });
    const seen = viewFor(s, second).players[first];
    expect([seen.corporation, seen.wild, seen.dice]).toEqual([null, 0, []]);
    expect(JSON.stringify(viewFor(s, second))).not.toContain(`"${chosen[0]}"`);
    const before = s.log.length;
    s = act(s, legalMoves(s, second)[0]);
    s = act(s, legalMoves(s, third)[0]);
    expect(s.players[first].corporation).toBe(chosen[0]);
    expect(s.players.every((p) => p.corporation !== null && p.corporationOptions.length === 0 && p.dice.length > 0)).toBe(true);
    const founded = logLines(s).slice(before).filter((line) => line.includes(' founds '));
    expect(founded.map((line) => line.split(' ')[0])).toEqual([first, second, third].map((seat) => s.players[seat].name));
  });

  it('the first player gives one resource to the last player before the first turn', () => {
    let s = newGame(3);
    while (s.pending?.kind === 'corporation') s = act(s, legalMoves(s, s.pending.seat)[0]);
    expect(s.pending?.kind).toBe('gift');
    const giver = s.firstPlayer;
    const last = (giver + 2) % 3;
    const before = s.players[last].dice.length + s.players[last].wild;
    const giverBefore = s.players[giver].dice.length + s.players[giver].wild;
    s = act(s, legalMoves(s, giver)[0]);
    expect(s.players[last].dice.length + s.players[last].wild).toBe(before + 1);
    expect(s.players[giver].dice.length + s.players[giver].wild).toBe(giverBefore - 1);
    expect(s.pending).toEqual({ kind: 'turn', seat: giver });
    expect(s.flow).toBe('turn.choosing');
  });

  it('solo: starting city, ocean and greenery, 2 % oxygen, -28 °C, a free bonus card after setup', () => {
    let s = createGame({ seed: 'solo', players: [{ ...PLAYERS[0] }] });
    expect(s.solo).toBe(true);
    expect(s.oxygen).toBe(2);
    expect(s.temperature).toBe(1);
    expect(s.oceans).toBe(1);
    const kinds = Object.values(s.tiles).map((t) => t.kind).sort();
    expect(kinds).toEqual(['city', 'greenery', 'ocean']);
    expect(Object.values(s.tiles).every((t) => t.owner === null)).toBe(true);
    expect(s.bonusDeck).toHaveLength(4);
    s = act(s, legalMoves(s, 0)[0]);
    expect(s.pending?.kind).toBe('bonus');
    expect(s.players[0].vp).toBe(0);
    s.bonusDeck = ['X03', 'X09', 'X01', 'X02'];
    const wild = s.players[0].wild;
    s = act(s, { type: 'chooseBonus', bonus: 'X03' });
    expect(s.players[0].bonusCards).toEqual(['X03']);
    expect(s.players[0].wild).toBe(wild + 3);
    expect(s.players[0].bonusStepsTaken).toBe(0);
    expect(s.bonusDeck).toHaveLength(3);
    expect(summary(s)).toEqual({ generation: 1, phase: 'turn.choosing', players: ['Ada'], finished: false });
    expect(isFinished(s)).toBe(false);
  });
});

describe('replay', () => {
  it('replaying the same moves from the same setup gives the same state, byte for byte', () => {
    let s = newGame(3, 'replay');
    const rng = botRandom(11);
    const moves: { seat: number; move: DiceMove }[] = [];
    for (let i = 0; i < 300 && !s.finished; i++) {
      const seat = waitingFor(s)[0];
      const move = DICE_BOTS.random(viewFor(s, seat), legalMoves(s, seat), rng);
      moves.push({ seat, move });
      const r = applyMove(s, seat, move);
      if (!r.ok) throw new Error(english(r.error));
      s = r.state;
    }
    let replay = newGame(3, 'replay');
    for (const m of moves) {
      const r = applyMove(replay, m.seat, m.move);
      if (!r.ok) throw new Error(english(r.error));
      replay = JSON.parse(JSON.stringify(r.state)); // as a save file would store it
    }
    expect(stateHash(replay)).toBe(stateHash(s));
  });
});

describe('solo start', () => {
  const solo = (soloStart?: 'drawn' | 'chosen', kind: 'human' | 'bot' = 'human') =>
    createGame({ seed: 'solo-start', players: [{ ...PLAYERS[0], kind }], ...(soloStart ? { options: { boardSide: 'A', soloStart } } : {}) });
  const areasOf = (s: ReturnType<typeof solo>) => legalMoves(s, 0).map((m) => (m.type === 'place' ? m.area : ''));

  it('the player places the neutral city on a VP area, an ocean next to it and a greenery next to both, for no VP and no bonus, before the deal', () => {
    let s = solo('chosen');
    expect(s.pending).toEqual({ kind: 'soloStart', seat: 0, tile: 'city' });
    expect([s.players[0].hand, s.players[0].corporationOptions]).toEqual([[], []]);
    const cities = areasOf(s);
    expect(cities.length).toBeGreaterThan(1);
    expect(cities.every((a) => areaById(a)?.vpBonus)).toBe(true);
    const city = cities[cities.length - 1];
    s = act(s, { type: 'place', area: city });
    expect(s.pending).toEqual({ kind: 'soloStart', seat: 0, tile: 'ocean' });
    const oceans = areasOf(s);
    expect(oceans.every((a) => areaById(a)?.kind === 'ocean' && neighbours(city).includes(a))).toBe(true);
    const far = AREAS.find((a) => a.kind === 'ocean' && !neighbours(city).includes(a.id))!.id;
    expect(refused(s, 0, { type: 'place', area: far })).toMatch(/not a legal area for the neutral ocean/);
    s = act(s, { type: 'place', area: oceans[0] });
    const greeneries = areasOf(s);
    expect(greeneries.length).toBeGreaterThan(0);
    expect(greeneries.every((a) => areaById(a)?.kind === 'land' && neighbours(city).includes(a) && neighbours(oceans[0]).includes(a))).toBe(true);
    s = act(s, { type: 'place', area: greeneries[0] });
    expect(s.pending?.kind).toBe('corporation');
    expect([s.players[0].hand.length, s.players[0].corporationOptions.length]).toEqual([5, 2]);
    expect(s.tiles).toEqual({ [city]: { kind: 'city', owner: null }, [oceans[0]]: { kind: 'ocean', owner: null }, [greeneries[0]]: { kind: 'greenery', owner: null } });
    expect([s.oceans, s.oxygen, s.temperature, s.players[0].vp, s.players[0].dice.length, s.players[0].wild]).toEqual([1, 2, 1, 0, 0, 0]);
    expect(s.soloStartChosen).toBeUndefined();
  });

  it('a bot seat, and a setup that does not ask for the choice (every older save), draws the start as before', () => {
    for (const s of [solo(), solo('drawn'), solo('chosen', 'bot')]) {
      expect(s.pending?.kind).toBe('corporation');
      expect(Object.values(s.tiles).map((t) => t.kind).sort()).toEqual(['city', 'greenery', 'ocean']);
    }
    expect(stateHash(solo())).toBe(stateHash(solo('drawn')));
  });
});
