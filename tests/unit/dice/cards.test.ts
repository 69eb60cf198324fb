// One test per project card, asserting the effect its data promises, plus differential tests for
// lasting abilities: the same scenario with and without the card must differ by exactly its effect.
import { describe, expect, it } from 'vitest';
import { legalMoves, viewFor, type DiceState } from '../../../src/engine/dice';
import { keepLimit, productionOf } from '../../../src/engine/dice/cards/catalogue';
import type { Effect, ProjectCard, Trigger } from '../../../src/engine/dice/cards/vocabulary';
import { AREAS } from '../../../src/engine/dice/data/board';
import { PROJECT_CARDS } from '../../../src/engine/dice/data/projects';
import { temperatureStepOf } from '../../../src/engine/dice/data/parameters';
import { invariantViolations } from '../../../src/engine/dice/invariants';
import { finalScores } from '../../../src/engine/dice/scoring';
import type { Face } from '../../../src/shared/dice/basics';
import type { DiceMove } from '../../../src/shared/dice/moves';
import { act, refused, setDice, startedGame, toMainAction } from './helpers';

/** Moves a card from wherever it is to a seat's hand or tableau. */
function giveCard(s: DiceState, seat: number, id: string, where: 'hand' | 'played'): void {
  s.deck = s.deck.filter((c) => c !== id);
  s.discard = s.discard.filter((c) => c !== id);
  for (const p of s.players) p.hand = p.hand.filter((c) => c !== id);
  s.players[seat][where].push(id);
}

function meetRequirements(s: DiceState, card: ProjectCard): void {
  const req = card.requires ?? {};
  if (req.temperature !== undefined) s.temperature = temperatureStepOf(req.temperature);
  if (req.oxygen !== undefined) s.oxygen = req.oxygen;
  if (req.oceans !== undefined) {
    for (const a of AREAS.filter((x) => x.kind === 'ocean').slice(0, req.oceans)) s.tiles[a.id] = { kind: 'ocean', owner: null };
    s.oceans = req.oceans;
  }
}

/** Answers effect decisions: areas without a bonus first, wild tokens for losses, the first otherwise. */
function resolve(s: DiceState): DiceState {
  let state = s;
  while (state.pending && ['place', 'rotate', 'chooseColour', 'lose'].includes(state.pending.kind)) {
    const seat = state.pending.seat;
    const moves = legalMoves(state, seat);
    const plain = new Set(viewFor(state, seat).areas.filter((a) => a.bonus.length === 0).map((a) => a.id));
    const pick: DiceMove =
      moves.find((m) => m.type === 'place' && plain.has(m.area)) ?? moves.find((m) => m.type === 'lose' && m.resource === 'wild') ?? moves[0];
    state = act(state, pick);
  }
  return state;
}

const count = (faces: Face[], face: Face) => faces.filter((f) => f === face).length;
const tilesOf = (s: DiceState, kind: string) => Object.values(s.tiles).filter((t) => t.kind === kind || t.special === kind).length;

function playScenario(card: ProjectCard) {
  const start = toMainAction(startedGame(3, `card-${card.id}`));
  const seat = start.current;
  giveCard(start, seat, card.id, 'hand');
  setDice(start, seat, [...card.cost]);
  meetRequirements(start, card);
  start.players.forEach((p, i) => {
    if (i !== seat) setDice(start, i, [], 2);
  });
  const before = structuredClone(start);
  const after = resolve(act(start, { type: 'playCard', card: card.id }));
  return { before, after, seat };
}

function expectEffect(e: Effect, before: DiceState, after: DiceState, seat: number, fromHand = true): void {
  const b = before.players[seat];
  const a = after.players[seat];
  const faces = a.dice.map((d) => d.face);
  if ('gain' in e) expect(count(faces, e.gain)).toBeGreaterThanOrEqual(e.n ?? 1);
  else if ('roll' in e) expect(a.dice.filter((d) => d.colour === e.roll).length).toBeGreaterThanOrEqual(e.n);
  else if ('rollChoice' in e) expect(a.dice.length).toBeGreaterThanOrEqual(e.rollChoice);
  else if ('wild' in e) expect(a.wild).toBeGreaterThanOrEqual(e.wild);
  else if ('vp' in e) expect(a.vp).toBeGreaterThanOrEqual(b.vp + e.vp);
  else if ('draw' in e) expect(a.hand.length).toBe(b.hand.length - (fromHand ? 1 : 0) + e.draw);
  else if ('raise' in e) expect(after[e.raise]).toBeGreaterThanOrEqual(before[e.raise] + (e.n ?? 1));
  else if ('place' in e) expect(tilesOf(after, e.special ?? e.place)).toBeGreaterThan(tilesOf(before, e.special ?? e.place));
  else if ('attack' in e) after.players.forEach((p, i) => i !== seat && expect(p.wild).toBe(Math.max(0, 2 - e.attack)));
  else if ('hook' in e) {
    if (e.hook === 'vpPerTwoOceans') expect(a.vp - b.vp).toBeGreaterThanOrEqual(Math.floor(after.oceans / 2));
    if (e.hook === 'vpPerCityOnMars') expect(a.vp - b.vp).toBeGreaterThanOrEqual(Math.min(4, tilesOf(after, 'city')));
    if (e.hook === 'rollFavouriteColour') expect(a.dice.length).toBe(2);
  }
}

describe.each(PROJECT_CARDS)('$id $name', (card) => {
  it('is paid with its exact faces and does what its data says', () => {
    const { before, after, seat } = playScenario(card);
    const p = after.players[seat];
    expect(p.played).toContain(card.id);
    expect(p.hand).not.toContain(card.id);
    expect(invariantViolations(after)).toEqual([]);
    for (const e of card.effects ?? []) expectEffect(e, before, after, seat);
    for (const [colour, n] of Object.entries(card.production ?? {})) {
      expect(productionOf(p)[colour as keyof ReturnType<typeof productionOf>] - productionOf(before.players[seat])[colour as keyof ReturnType<typeof productionOf>]).toBe(n);
    }
    if (card.keepExtra) expect(keepLimit(p)).toBe(keepLimit(before.players[seat]) + card.keepExtra);
    if (card.endVp) expect(finalScores(after)[seat].cards).toBeGreaterThanOrEqual(card.endVp);
    expect(after.players[seat].wild).toBeGreaterThanOrEqual(0);
  });

  it('cannot be played without its faces', () => {
    const start = toMainAction(startedGame(2, `nope-${card.id}`));
    const seat = start.current;
    giveCard(start, seat, card.id, 'hand');
    meetRequirements(start, card);
    setDice(start, seat, card.cost.slice(1));
    expect(refused(start, seat, { type: 'playCard', card: card.id })).toMatch(/short/);
  });
});

/** A seat about to answer the given step, with the card in play (or not, for the control run). */
function withCard(id: string | null, step: 'turn' | 'support' | 'main', seed: string): DiceState {
  let s = startedGame(3, seed);
  const seat = s.current;
  if (id) giveCard(s, seat, id, 'played');
  if (step === 'support') s = act(s, { type: 'actionTurn' });
  if (step === 'main') s = toMainAction(s);
  return s;
}

const blueActions = PROJECT_CARDS.filter((c) => c.action);
describe.each(blueActions)('$id $name action', (card) => {
  it('pays its cost, gains its effect and flips until the next production turn', () => {
    const action = card.action!;
    const step = action.timing === 'free' ? 'turn' : action.timing;
    const run = (id: string | null) => {
      const s = withCard(id, step, `action-${card.id}`);
      const seat = s.current;
      s.players.forEach((_, i) => setDice(s, i, i === seat ? [...action.cost] : [], 2));
      return { s, seat };
    };
    const { s, seat } = run(card.id);
    const used = resolve(act(s, { type: 'cardAction', card: card.id }));
    expect(used.players[seat].used).toContain(card.id);
    for (const face of action.cost) expect(count(used.players[seat].dice.map((d) => d.face), face)).toBeLessThan(count(action.cost, face) + 1);
    for (const e of action.gain) expectEffect(e, s, used, seat, false);
    if (action.timing === 'free') {
      expect(used.pending).toEqual({ kind: 'turn', seat });
      expect(refused(used, seat, { type: 'cardAction', card: card.id })).toMatch(/already been used/);
    }
  });
});

/** Causes a trigger's event as the seat itself. */
function causeEvent(s: DiceState, seat: number, on: Trigger['on']): DiceState {
  const project: Record<string, { faces: Face[]; move: DiceMove }> = {
    ocean: { faces: ['water', 'water', 'water'], move: { type: 'standard', project: 'ocean' } },
    greenery: { faces: ['plant', 'plant', 'plant', 'plant'], move: { type: 'standard', project: 'greenery' } },
    oxygen: { faces: ['plant', 'plant', 'plant', 'plant'], move: { type: 'standard', project: 'greenery' } },
    city: { faces: ['city', 'city', 'city'], move: { type: 'standard', project: 'city' } },
    anyTile: { faces: ['city', 'city', 'city'], move: { type: 'standard', project: 'city' } },
    temperature: { faces: ['heat', 'heat', 'heat'], move: { type: 'standard', project: 'temperature' } },
    redCard: { faces: ['credit', 'credit'], move: { type: 'playCard', card: 'R16' } },
    greenCard: { faces: ['plant', 'water', 'heat'], move: { type: 'playCard', card: 'G01' } },
    blueCard: { faces: ['energy', 'steel'], move: { type: 'playCard', card: 'B08' } },
  };
  const { faces, move } = project[on];
  if (move.type === 'playCard') giveCard(s, seat, move.card, 'hand');
  setDice(s, seat, faces);
  return resolve(act(s, move));
}

const triggered = PROJECT_CARDS.filter((c) => c.triggers);
describe.each(triggered)('$id $name trigger', (card) => {
  it('adds exactly its effect when its event happens', () => {
    const trigger = card.triggers![0];
    const run = (id: string | null) => {
      const s = withCard(id, 'main', `trigger-${card.id}`);
      return { after: causeEvent(s, s.current, trigger.on), seat: s.current };
    };
    const mine = run(card.id);
    const control = run(null);
    const a = mine.after.players[mine.seat];
    const c = control.after.players[control.seat];
    const want = { vp: 0, wild: 0, dice: 0 };
    for (const e of trigger.then) {
      if ('vp' in e) want.vp += e.vp;
      if ('wild' in e) want.wild += e.wild;
      if ('gain' in e) want.dice += e.n ?? 1;
      if ('roll' in e) want.dice += e.n;
    }
    expect(a.vp - c.vp).toBe(want.vp);
    expect(a.wild - c.wild).toBe(want.wild);
    expect(a.dice.length - c.dice.length).toBe(want.dice);
  });
});

const producing = PROJECT_CARDS.filter((c) => c.onProduction);
describe.each(producing)('$id $name production extra', (card) => {
  it('adds its effect on every production turn', () => {
    const run = (id: string | null) => {
      let s = withCard(id, 'turn', `prod-${card.id}`);
      const seat = s.current;
      setDice(s, seat, []);
      s = act(s, { type: 'productionTurn' });
      s = act(s, { type: 'discardCards', cards: [] });
      return s.players[seat];
    };
    const mine = run(card.id);
    const control = run(null);
    for (const e of card.onProduction!) {
      if ('wild' in e) expect(mine.wild - control.wild).toBe(e.wild);
      if ('vp' in e) expect(mine.vp - control.vp).toBe(e.vp);
      if ('draw' in e) expect(mine.hand.length - control.hand.length).toBe(e.draw);
      if ('gain' in e) {
        const produced = Object.values(card.production ?? {}).reduce((n, x) => n + (x ?? 0), 0);
        expect(mine.dice.length - control.dice.length).toBe(produced + (e.n ?? 1));
        expect(count(mine.dice.map((d) => d.face), e.gain) - count(control.dice.map((d) => d.face), e.gain)).toBeGreaterThanOrEqual(e.n ?? 1);
      }
    }
  });
});
