// A simple, steady Dice Game player: keeps the dice its hand needs, terraforms when it can pay,
// plays the cards it can afford, and rolls for the faces it is missing. It reads only its own view.
import type { DieColour, Face } from '../../../shared/dice/basics';
import { colourOf, wildsNeeded } from '../../../shared/dice/basics';
import type { DiceMove } from '../../../shared/dice/moves';
import type { DiceAreaView, DicePlayerView, DiceView } from '../../../shared/dice/view';
import { pick } from '../types';
import type { DiceBot } from './types';

export type Of<T extends DiceMove['type']> = Extract<DiceMove, { type: T }>;
export const ofType = <T extends DiceMove['type']>(moves: DiceMove[], type: T): Of<T>[] => moves.filter((m): m is Of<T> => m.type === type);

/** Faces the cards in hand ask for, minus the dice already held. */
export function missingFaces(me: DicePlayerView): Map<Face, number> {
  const need = new Map<Face, number>();
  for (const card of me.hand ?? []) for (const f of card.cost) need.set(f, (need.get(f) ?? 0) + 1);
  for (const d of me.dice) if (need.has(d.face)) need.set(d.face, (need.get(d.face) as number) - 1);
  return need;
}

function neighbours(view: DiceView, area: DiceAreaView): DiceAreaView[] {
  // Rows are centred on the board, so neighbours in the next row are half a column away.
  const centre = (x: DiceAreaView) => x.col + (7 - view.areas.filter((b) => b.row === x.row).length) / 2;
  return view.areas.filter((b) => {
    const dh = Math.abs(centre(area) - centre(b));
    return b !== area && ((b.row === area.row && dh === 1) || (Math.abs(b.row - area.row) === 1 && dh === 0.5));
  });
}

export function placeScore(view: DiceView, areaId: string): number {
  const area = view.areas.find((a) => a.id === areaId);
  if (!area) return 0;
  const near = neighbours(view, area);
  const cities = near.filter((n) => n.tile?.kind === 'city').length;
  const greens = near.filter((n) => n.tile?.kind === 'greenery').length;
  return cities * 2 + greens + (area.bonus.length > 0 ? 1 : 0);
}

const STANDARD_COSTS: Face[][] = [
  ['heat', 'heat', 'heat'],
  ['water', 'water', 'water'],
  ['plant', 'plant', 'plant', 'plant'],
  ['city', 'city', 'city'],
  ['credit', 'credit', 'credit'],
];

export function canAffordSomething(me: DicePlayerView): boolean {
  const costs = [...STANDARD_COSTS, ...(me.hand ?? []).map((c) => c.cost)];
  return costs.some((cost) => wildsNeeded(me.dice, cost) <= me.wild);
}

/** The player's dice and wild tokens after a setFace support action, as the engine would leave them. */
export function afterSetFace(me: DicePlayerView, m: Of<'setFace'>): DicePlayerView {
  const dice = me.dice.map((d, i) => (i === m.die ? { ...d, face: m.face } : d));
  return m.pay === 'wild' ? { ...me, dice, wild: me.wild - 1 } : { ...me, dice: dice.filter((_, i) => i !== m.pay) };
}

const STANDARD_ORDER = ['greenery', 'city', 'temperature', 'ocean', 'victory'] as const;

function mainAction(view: DiceView, me: DicePlayerView, moves: DiceMove[]): DiceMove | undefined {
  const cards = ofType(moves, 'playCard');
  const hand = new Map((me.hand ?? []).map((c) => [c.id, c]));
  const early = view.turn < view.players.length * 8;
  const green = cards.filter((m) => hand.get(m.card)?.kind === 'green');
  if (early && green.length) return green[0];
  const blueMain = ofType(moves, 'cardAction')[0];
  if (blueMain) return blueMain;
  const standard = ofType(moves, 'standard');
  for (const project of STANDARD_ORDER) {
    const m = standard.find((s) => s.project === project);
    if (m) return m;
  }
  if (cards.length) return cards.sort((a, b) => (hand.get(b.card)?.cost.length ?? 0) - (hand.get(a.card)?.cost.length ?? 0))[0];
  return undefined;
}

function supportAction(view: DiceView, me: DicePlayerView, moves: DiceMove[]): DiceMove | undefined {
  const blue = ofType(moves, 'cardAction')[0];
  if (blue) return blue;
  if ((me.hand?.length ?? 0) === 0) {
    const draw = ofType(moves, 'drawCards').find((m) => m.pay === 'wild') ?? ofType(moves, 'drawCards')[0];
    if (draw) return draw;
  }
  // Turning a die is worth a resource when it makes something affordable right away.
  if (!canAffordSomething(me)) {
    const fix = ofType(moves, 'setFace').find((m) => canAffordSomething(afterSetFace(me, m)));
    if (fix) return fix;
  }
  const rolls = ofType(moves, 'rollDie');
  const missing = missingFaces(me);
  const want = new Map<DieColour, number>();
  for (const [face, n] of missing) if (n > 0) want.set(colourOf(face), (want.get(colourOf(face)) ?? 0) + n);
  // Terraforming colours are always useful: heat (red), plants (green), water (blue).
  for (const c of ['red', 'green', 'blue'] as DieColour[]) want.set(c, (want.get(c) ?? 0) + 0.5);
  return rolls.sort((a, b) => (want.get(b.colour) ?? 0) - (want.get(a.colour) ?? 0))[0];
}

function keepDice(me: DicePlayerView, max: number): DiceMove {
  const missing = missingFaces(me);
  const terraform: Face[] = ['heat', 'plant', 'water', 'city', 'credit'];
  const score = (face: Face) => (missing.get(face) ?? 0) * 2 + (terraform.includes(face) ? 1 : 0);
  const order = me.dice.map((d, i) => ({ i, s: score(d.face) })).sort((a, b) => b.s - a.s);
  return { type: 'keepDice', dice: order.slice(0, max).map((o) => o.i) };
}

export const basicDiceBot: DiceBot = (view, moves, rng) => {
  if (moves.length === 0) throw new Error('no legal move to choose from');
  const prompt = view.prompt;
  const me = view.players[view.viewer ?? 0];
  if (!prompt) return moves[0];
  if (prompt.kind === 'keepDice') return keepDice(me, prompt.max);
  if (prompt.kind === 'discardCards') {
    // Drop cards that ask for rare faces we do not hold; keep the rest.
    const cards = (me.hand ?? []).filter((c) => c.cost.filter((f) => ['animal', 'oxygen', 'city', 'nuclear', 'earth'].includes(f)).length >= 2).map((c) => c.id);
    return { type: 'discardCards', cards };
  }
  switch (prompt.step) {
    case 'turn': {
      const free = ofType(moves, 'cardAction')[0];
      if (free) return free;
      // Produce when nothing is affordable, the production dice are worth a turn and few dice would be
      // returned (a production turn keeps only 3); with a big engine (4+ dice) produce every other turn
      // even so. Otherwise act and roll for what is missing.
      const production = Object.values(me.production).reduce((a, b) => a + b, 0);
      const produce = !canAffordSomething(me) && production >= 2 && (me.dice.length <= 3 || (production >= 4 && view.turn % 2 === 0));
      return produce ? { type: 'productionTurn' } : { type: 'actionTurn' };
    }
    case 'support':
      return supportAction(view, me, moves) ?? pick(rng, moves);
    case 'main':
      return mainAction(view, me, moves) ?? ofType(moves, 'secondSupport')[0] ?? pick(rng, moves);
    case 'finish':
      return ofType(moves, 'cardAction')[0] ?? { type: 'endTurn' };
    case 'effect': {
      const places = ofType(moves, 'place');
      if (places.length) return places.sort((a, b) => placeScore(view, b.area) - placeScore(view, a.area))[0];
      return ofType(moves, 'skip')[0] ?? moves[0];
    }
    case 'gift':
    case 'lose':
      // Part with a die before a wild token.
      return moves.find((m) => (m.type === 'give' || m.type === 'lose') && m.resource !== 'wild') ?? moves[0];
    default:
      return moves[0];
  }
};
