import { describe, expect, it } from 'vitest';
import { colourOf, type Face } from '../../../src/shared/dice/basics';
import { createGame, legalMoves, viewFor, type DiceState } from '../../../src/engine/dice';
import { MILESTONES } from '../../../src/engine/dice/data/milestones';
import { OXYGEN, TEMPERATURE } from '../../../src/engine/dice/data/parameters';
import { awardPoints, claimMilestones, finalScores } from '../../../src/engine/dice/scoring';
import { act, buyVictoryFrom, logLines, PLAYERS, setDice, startedGame, toMainAction } from './helpers';

function withAwards(players: number, played: string[][]): DiceState {
  const s = startedGame(players);
  // Steel and heat are common faces; G03 costs steel ×2 + credit, G04 heat ×2 + steel, R11 steel ×2 + credit.
  s.awards = [
    { colour: 'grey', face: 'steel' },
    { colour: 'red', face: 'heat' },
    { colour: 'yellow', face: 'earth' },
  ];
  played.forEach((cards, seat) => (s.players[seat].played = cards));
  return s;
}

describe('awards', () => {
  it('5 VP for the most symbols in played card costs and 3 VP for the runner-up', () => {
    // steel: seat0 = 4 (G03, R11), seat1 = 1 (G04), seat2 = 2 (G03)
    const s = withAwards(3, [['G03', 'R11'], ['G04'], ['G03']]);
    // heat: seat1 = 2 (G04), others 0 → seat1 gets 5, nobody second
    expect(awardPoints(s)).toEqual([5, 5, 3]);
  });

  it('ties are friendly: tied winners all score 5 and nobody is second', () => {
    const s = withAwards(3, [['G03'], ['G03'], ['R10']]);
    expect(awardPoints(s)).toEqual([5, 5, 0]);
  });

  it('tied runners-up each score 3', () => {
    const s = withAwards(4, [['G03', 'R11'], ['G03'], ['G03'], []]);
    expect(awardPoints(s)).toEqual([5, 3, 3, 0]);
  });

  it('no second place with 2 players', () => {
    const s = withAwards(2, [['G03', 'R11'], ['G03']]);
    expect(awardPoints(s)).toEqual([5, 0]);
  });

  it('solo: a rare symbol wins its award at 6, an uncommon at 8, a common at 10 (5 VP); one short scores 3', () => {
    const s = createGame({ seed: 'solo-award', players: [{ ...PLAYERS[0] }] });
    const award = (face: Face) => {
      s.awards = [{ colour: colourOf(face), face }];
      return awardPoints(s)[0];
    };
    // Each earth card prints one earth (rare), each event card one event (uncommon); G03, R11, B04 and R28
    // print two steel (common) each, G04 and G06 one.
    const earth = ['G16', 'G22', 'R23', 'R24', 'B12', 'B17'];
    const events = ['R02', 'R03', 'R04', 'R05', 'R07', 'R08', 'R13', 'R17'];
    const steel = ['G03', 'R11', 'B04', 'R28', 'G04', 'G06'];
    const cases: [Face, string[], number][] = [
      ['earth', earth, 5], // 6
      ['earth', earth.slice(0, 5), 3],
      ['earth', earth.slice(0, 4), 0],
      ['event', events, 5], // 8
      ['event', events.slice(0, 7), 3],
      ['event', events.slice(0, 6), 0],
      ['steel', steel, 5], // 10
      ['steel', steel.slice(0, 5), 3], // 9
      ['steel', steel.slice(0, 3), 0], // 6
    ];
    for (const [face, played, vp] of cases) {
      s.players[0].played = played;
      expect(award(face), `${face} from ${played.join(', ')}`).toBe(vp);
    }
    expect(viewFor(s, 0).awards[0].threshold).toBe(10);
  });
});

describe('milestones', () => {
  it('the first player to have 3 of the set claims it, worth 4 VP at the end', () => {
    const s = startedGame(2);
    s.milestones = [{ id: 'M4', claimedBy: null, removed: false }];
    const seat = s.current;
    s.players[seat].played = ['G01', 'G02'];
    claimMilestones(s);
    expect(s.milestones[0].claimedBy).toBeNull();
    s.players[1 - seat].played = ['G03', 'G04', 'G05'];
    claimMilestones(s);
    expect(s.milestones[0].claimedBy).toBe(1 - seat);
    s.players[seat].played.push('G06');
    claimMilestones(s);
    expect(s.milestones[0].claimedBy).toBe(1 - seat);
    expect(finalScores(s)[1 - seat].milestones).toBe(4);
  });

  it('there are 8 milestones, all asking for 3', () => {
    expect(MILESTONES).toHaveLength(8);
    expect(new Set(MILESTONES.map((m) => m.metric)).size).toBe(8);
  });

  it('solo: unclaimed milestones leave at turns 16, 20 and 24', () => {
    let s = pastSolo();
    s.milestones.forEach((m) => (m.claimedBy = null));
    s.turn = 15;
    s = passTurn(s);
    expect(s.turn).toBe(16);
    expect(s.milestones.map((m) => m.removed)).toEqual([true, false, false]);
    s.turn = 19;
    s = passTurn(s);
    expect(s.milestones.map((m) => m.removed)).toEqual([true, true, false]);
    s.turn = 23;
    s = passTurn(s);
    expect(s.milestones.map((m) => m.removed)).toEqual([true, true, true]);
  });

  it('solo: the log names the milestone that leaves', () => {
    let s = pastSolo();
    s.milestones.forEach((m) => (m.claimedBy = null));
    s.turn = 15;
    s = passTurn(s);
    const name = MILESTONES.find((m) => m.id === s.milestones[0].id)!.name;
    expect(logLines(s)).toContain(`Turn 16: the unclaimed ${name} milestone is removed.`);
  });
});

function pastSolo(): DiceState {
  let s = createGame({ seed: 'solo-run', players: [{ ...PLAYERS[0] }] });
  s = act(s, legalMoves(s, 0)[0]);
  s.bonusDeck = ['X03', 'X09', 'X01', 'X02'];
  return act(s, { type: 'chooseBonus', bonus: 'X09' });
}

/** An action turn that only rolls dice, for moving the turn marker on. */
function passTurn(s: DiceState): DiceState {
  let t = act(s, { type: 'actionTurn' });
  t = act(t, { type: 'rollDie', colour: 'yellow' });
  t = act(t, { type: 'secondSupport' });
  t = act(t, { type: 'rollDie', colour: 'yellow' });
  while (t.pending?.kind === 'finish' || t.pending?.kind === 'bonus') t = act(t, legalMoves(t, 0).find((m) => m.type === 'endTurn') ?? legalMoves(t, 0)[0]);
  for (const d of t.players[0].dice) t.pool[d.colour]++;
  t.players[0].dice = [];
  return t;
}

describe('end of game', () => {
  it('completing the 2nd parameter gives everyone, the trigger player too, one last turn', () => {
    let s = toMainAction(startedGame(3));
    const trigger = s.current;
    s.temperature = TEMPERATURE.steps;
    s.oxygen = OXYGEN.steps - 1;
    setDice(s, trigger, ['plant', 'plant', 'plant', 'plant']);
    s = act(s, { type: 'standard', project: 'greenery' });
    s = act(s, legalMoves(s, trigger)[0]);
    while (s.pending?.kind !== 'turn') s = act(s, legalMoves(s, s.pending!.seat)[0]);
    expect(s.endTriggered).toBe(true);
    expect(s.lastTurnsLeft).toBe(3);
    const order: number[] = [];
    while (!s.finished) {
      order.push(s.current);
      s = passAnyTurn(s);
    }
    expect(order).toEqual([1, 2, 3].map((k) => (trigger + k) % 3));
    expect(s.scores).toHaveLength(3);
    expect(s.flow).toBe('ended');
    const view = viewFor(s, 0);
    expect(view.finished).toBe(true);
    expect(view.winner).toBe(s.scores!.find((x) => x.rank === 1)!.seat);
  });

  it('ties go to the player with more production dice', () => {
    const s = startedGame(2);
    s.players[0].vp = 10;
    s.players[1].vp = 10;
    s.players[0].corporation = 'C4'; // 2 dice
    s.players[1].corporation = 'C1'; // 3 dice
    s.players[0].played = [];
    s.players[1].played = [];
    s.milestones = [];
    s.awards = [];
    const scores = finalScores(s);
    expect(scores[1].rank).toBe(1);
    expect(scores[0].rank).toBe(2);
    s.scores = scores;
    expect(viewFor(s, 0).winner).toBe(1);
  });

  it('players still tied on production dice share first place and nobody is named winner (a rematch decides)', () => {
    const s = startedGame(2);
    for (const p of s.players) Object.assign(p, { vp: 10, corporation: 'C2', played: [] }); // 2 dice each
    s.milestones = [];
    s.awards = [];
    s.scores = finalScores(s);
    expect(s.scores.map((line) => line.rank)).toEqual([1, 1]);
    expect(viewFor(s, 0).winner).toBeNull();
  });

  it('bonus cards are taken at the end of the turn on reaching 5 and 12 VP', () => {
    const bought = buyVictoryFrom(4, ['X09', 'X03', 'X01', 'X02']);
    const seat = bought.seat;
    let s = bought.state;
    expect(s.pending).toEqual({ kind: 'bonus', seat });
    s = act(s, { type: 'chooseBonus', bonus: 'X09' }); // Patron: +3 VP → 9
    expect(s.players[seat].vp).toBe(9);
    expect(s.players[seat].bonusStepsTaken).toBe(1);
    expect(s.bonusDeck).toEqual(['X03', 'X01', 'X02']);
    expect(s.current).toBe(1 - seat);
  });

  it('solo: the game ends after turn 50 and an incomplete Mars scores nothing, with the benchmark table', () => {
    let s = pastSolo();
    s.turn = 50;
    s = passTurn(s);
    expect(s.finished).toBe(true);
    const view = viewFor(s, 0);
    expect(view.soloResult?.completed).toBe(false);
    expect(view.soloResult?.score).toBe(0);
    expect(view.soloResult?.table).toHaveLength(9);
  });

  it('solo: finishing Mars does not end the game; all 50 turns are played, then the score counts and is rated', () => {
    let s = toMainAction(pastSolo());
    s.temperature = TEMPERATURE.steps - 1;
    s.oceans = 7;
    s.oxygen = OXYGEN.steps;
    setDice(s, 0, ['heat', 'heat', 'heat']);
    s = act(s, { type: 'standard', project: 'temperature' });
    while (s.pending?.kind === 'finish' || s.pending?.kind === 'bonus' || s.pending?.kind === 'place') s = act(s, legalMoves(s, 0).find((m) => m.type === 'endTurn') ?? legalMoves(s, 0)[0]);
    expect(s.temperature).toBe(TEMPERATURE.steps);
    expect(s.finished).toBe(false);
    expect(logLines(s).some((line) => /Mars is terraformed/.test(line))).toBe(true);
    expect(s.pending?.kind).toBe('turn');
    // The turns left still score: a completed track raised again is worth 1 VP.
    const vp = s.players[0].vp;
    s = toMainAction(s);
    setDice(s, 0, ['heat', 'heat', 'heat']);
    s = act(s, { type: 'standard', project: 'temperature' });
    expect(s.players[0].vp).toBe(vp + 1);
    while (s.pending?.kind !== 'turn') s = act(s, legalMoves(s, 0).find((m) => m.type === 'endTurn') ?? legalMoves(s, 0)[0]);
    s.turn = 50;
    s.players[0].vp = 92;
    s = passTurn(s);
    expect(s.finished).toBe(true);
    const view = viewFor(s, 0);
    expect(view.soloResult?.completed).toBe(true);
    expect(view.soloResult?.score).toBe(view.scores![0].total);
    expect(view.soloResult?.rating).toBeTruthy();
  });
});

function passAnyTurn(s: DiceState): DiceState {
  const seat = s.current;
  let t = s;
  while (!t.finished && t.current === seat && t.pending) {
    const moves = legalMoves(t, t.pending.seat);
    t = act(t, moves.find((m) => m.type === 'actionTurn') ?? moves.find((m) => m.type === 'rollDie') ?? moves.find((m) => m.type === 'secondSupport') ?? moves.find((m) => m.type === 'endTurn') ?? moves[0]);
  }
  return t;
}
