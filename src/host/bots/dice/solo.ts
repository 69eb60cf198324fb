// The solo player: in a solo game only Mars finished within 50 turns counts, so it spends its dice on the
// global parameters still open, builds production early, turns spare dice into the faces an open
// parameter still lacks, and keeps for the next turn what those parameters need. In a multiplayer game
// it plays like the basic bot. It reads only its own seat's view.
import type { DieColour, Face } from '../../../shared/dice/basics';
import { DIE_FACES, colourOf, wildsNeeded } from '../../../shared/dice/basics';
import type { DiceMove } from '../../../shared/dice/moves';
import type { DicePlayerView, DiceView } from '../../../shared/dice/view';
import { pick } from '../types';
import { afterSetFace, basicDiceBot, missingFaces, ofType, placeScore, type Of } from './basic';
import { POINTS_COST, TERRAFORMING, affordable, costOf, type Step, type Terraform } from './terraformSteps';
import type { DiceBot } from './types';

/** Green cards are bought while their production still has many production turns to pay back. */
export interface SoloTuning {
  /** Last turn a green card is preferred to terraforming. */
  buildUntil: number;
}
const TUNING: SoloTuning = { buildUntil: 18 };

/** Dice a production turn lets a player keep (a corporation may allow one more; counting 3 is safe). */
const KEEP_ON_PRODUCTION = 3;

/** Steps each terraforming standard project still has open. */
function stepsLeft(view: DiceView): Record<Terraform, number> {
  return {
    temperature: view.temperature.max - view.temperature.value,
    ocean: view.oceans.max - view.oceans.placed,
    greenery: view.oxygen.max - view.oxygen.value,
  };
}

/** Faces the open parameters still need, as many as one step of each takes (the next step is what counts). */
function wantedFaces(view: DiceView): Map<Face, number> {
  const left = stepsLeft(view);
  const want = new Map<Face, number>();
  for (const t of TERRAFORMING) if (left[t.project] > 0) want.set(t.face, t.count);
  return want;
}

/** Faces still to gather for an open parameter: every step's cost, less the matching dice held. */
function workLeft(view: DiceView, me: DicePlayerView, t: Step): number {
  const held = me.dice.filter((d) => d.face === t.face).length;
  return stepsLeft(view)[t.project] * t.count - Math.min(held, t.count);
}

/** Open parameters, the one with most faces still to gather first (oxygen's greeneries take longest). */
function openByWork(view: DiceView, me: DicePlayerView): Step[] {
  const left = stepsLeft(view);
  return TERRAFORMING.filter((t) => left[t.project] > 0).sort((a, b) => workLeft(view, me, b) - workLeft(view, me, a));
}

/** How many wild tokens a terraforming project would use now (what it costs beyond matching dice). */
function wildCost(me: DicePlayerView, project: Terraform): number {
  const t = TERRAFORMING.find((x) => x.project === project);
  return t ? wildsNeeded(me.dice, Array(t.count).fill(t.face)) : 0;
}

/** Mars is terraformed: the score will count, and the turns left (a solo game plays all 50) go to points. */
function marsFinished(view: DiceView): boolean {
  const left = stepsLeft(view);
  return TERRAFORMING.every((t) => left[t.project] === 0);
}

/** Costs of the points actions (cards in hand, cities, 2 VP, the finished tracks at 1 VP a step). */
function pointsCosts(me: DicePlayerView): Face[][] {
  return [...(me.hand ?? []).map((c) => c.cost), POINTS_COST.city, POINTS_COST.victory, ...TERRAFORMING.map(costOf)];
}

/** With Mars finished: a card, a blue action, then the standard projects that score (cities and 2 VP before 1-VP steps). */
function pointsAction(moves: DiceMove[]): DiceMove | undefined {
  const card = ofType(moves, 'playCard')[0];
  if (card) return card;
  const blue = ofType(moves, 'cardAction')[0];
  if (blue) return blue;
  const standard = ofType(moves, 'standard');
  return standard.find((m) => m.project === 'city') ?? standard.find((m) => m.project === 'victory') ?? standard[0];
}

function mainAction(view: DiceView, me: DicePlayerView, moves: DiceMove[]): DiceMove | undefined {
  if (marsFinished(view)) return pointsAction(moves);
  const hand = new Map((me.hand ?? []).map((c) => [c.id, c]));
  const cards = ofType(moves, 'playCard');
  const green = cards.filter((m) => hand.get(m.card)?.kind === 'green');
  if (view.turn <= TUNING.buildUntil && green.length) return green[0];
  const blueMain = ofType(moves, 'cardAction')[0];
  if (blueMain) return blueMain;
  const left = stepsLeft(view);
  const terraform = ofType(moves, 'standard')
    .filter((m) => m.project !== 'city' && m.project !== 'victory' && left[m.project as Terraform] > 0)
    .sort((a, b) => wildCost(me, a.project as Terraform) - wildCost(me, b.project as Terraform));
  if (terraform.length) return terraform[0];
  const red = cards.filter((m) => hand.get(m.card)?.kind !== 'green');
  if (red.length) return red.sort((a, b) => (hand.get(b.card)?.cost.length ?? 0) - (hand.get(a.card)?.cost.length ?? 0))[0];
  if (green.length) return green[0];
  // Nothing open to terraform or play: points, cheapest in wild tokens first.
  const rest = ofType(moves, 'standard').filter((m) => m.project === 'city' || m.project === 'victory' || left[m.project as Terraform] === 0);
  return rest[0];
}

/** Whether a die or token is worth keeping for an open parameter or a card in hand. */
function usefulness(view: DiceView, me: DicePlayerView, face: Face): number {
  const want = wantedFaces(view);
  return (want.get(face) ?? 0) * 2 + Math.max(0, missingFaces(me).get(face) ?? 0);
}

/**
 * Turns a spare die into the face an open parameter lacks when that makes its step affordable now
 * (the parameter with most work left first), paying with the least useful die.
 */
function fixDie(view: DiceView, me: DicePlayerView, moves: DiceMove[]): Of<'setFace'> | undefined {
  const fixes = ofType(moves, 'setFace').filter((m) => m.pay !== 'wild');
  const spare = (m: Of<'setFace'>) => usefulness(view, me, me.dice[m.die].face) + usefulness(view, me, me.dice[m.pay as number].face);
  for (const target of openByWork(view, me)) {
    const cost = Array(target.count).fill(target.face);
    if (wildsNeeded(me.dice, cost) <= me.wild) continue;
    const affordable = fixes.filter((m) => {
      if (m.face !== target.face || me.dice[m.die].face === target.face) return false;
      const after = afterSetFace(me, m);
      return wildsNeeded(after.dice, cost) <= after.wild;
    });
    if (affordable.length) return affordable.sort((a, b) => spare(a) - spare(b))[0];
  }
  return undefined;
}

/** The colour to roll: the one whose common face the open parameter with most work left needs. */
function rollFor(view: DiceView, me: DicePlayerView, moves: DiceMove[]): DiceMove | undefined {
  const rolls = ofType(moves, 'rollDie');
  const target = openByWork(view, me)[0];
  const colour: DieColour | undefined = target ? colourOf(target.face) : undefined;
  const wanted = rolls.find((m) => m.colour === colour);
  if (wanted) return wanted;
  const missing = missingFaces(me);
  const score = (c: DieColour) => Math.max(0, missing.get(DIE_FACES[c].common) ?? 0) + Math.max(0, missing.get(DIE_FACES[c].uncommon) ?? 0);
  return rolls.sort((a, b) => score(b.colour) - score(a.colour))[0];
}

function supportAction(view: DiceView, me: DicePlayerView, moves: DiceMove[]): DiceMove | undefined {
  const blue = ofType(moves, 'cardAction')[0];
  if (blue) return blue;
  if (marsFinished(view)) {
    // Roll for credits, the points a die buys most often (3 credits, 2 VP).
    const roll = ofType(moves, 'rollDie');
    const credit = roll.find((m) => m.colour === 'yellow') ?? roll[0];
    if (credit) return credit;
  }
  const fix = fixDie(view, me, moves);
  if (fix) return fix;
  if ((me.hand?.length ?? 0) === 0 && view.turn <= TUNING.buildUntil) {
    const draw = ofType(moves, 'drawCards').find((m) => m.pay === 'wild') ?? ofType(moves, 'drawCards')[0];
    if (draw) return draw;
  }
  return rollFor(view, me, moves);
}

/** Whether an action turn can finish a step or build now (with one die turned first). */
function canActUsefully(view: DiceView, me: DicePlayerView): boolean {
  const left = stepsLeft(view);
  for (const t of TERRAFORMING) {
    if (left[t.project] === 0) continue;
    const short = wildsNeeded(me.dice, Array(t.count).fill(t.face)) - me.wild;
    // One die can be turned by the support action, paid with another die.
    if (short <= 0 || (short === 1 && me.dice.length > t.count)) return true;
  }
  const early = view.turn <= TUNING.buildUntil;
  return early && (me.hand ?? []).some((c) => c.kind === 'green' && wildsNeeded(me.dice, c.cost) <= me.wild);
}

function keepDice(view: DiceView, me: DicePlayerView, max: number): DiceMove {
  const order = me.dice.map((d, i) => ({ i, s: usefulness(view, me, d.face) })).sort((a, b) => b.s - a.s);
  return { type: 'keepDice', dice: order.slice(0, max).map((o) => o.i) };
}

export const soloDiceBot: DiceBot = (view, moves, rng) => {
  if (!view.solo) return basicDiceBot(view, moves, rng);
  if (moves.length === 0) throw new Error('no legal move to choose from');
  const prompt = view.prompt;
  const me = view.players[view.viewer ?? 0];
  if (!prompt) return moves[0];
  if (prompt.kind === 'keepDice') return keepDice(view, me, prompt.max);
  if (prompt.kind === 'discardCards') return basicDiceBot(view, moves, rng);
  switch (prompt.step) {
    case 'turn': {
      const free = ofType(moves, 'cardAction')[0];
      if (free) return free;
      const production = Object.values(me.production).reduce((a, b) => a + b, 0);
      // A production turn rolls every production die but keeps only 3 of the dice held: worth it unless
      // a step can be finished now or it would throw back about as many dice as it rolls.
      const lost = Math.max(0, me.dice.length - KEEP_ON_PRODUCTION);
      const act = marsFinished(view)
        ? lost > 0 || pointsCosts(me).some((cost) => affordable(me, cost))
        : canActUsefully(view, me) || production < 2 || lost >= production - 1;
      return act ? { type: 'actionTurn' } : { type: 'productionTurn' };
    }
    case 'support':
      return supportAction(view, me, moves) ?? pick(rng, moves);
    case 'main':
      return mainAction(view, me, moves) ?? ofType(moves, 'secondSupport')[0] ?? pick(rng, moves);
    case 'effect': {
      const places = ofType(moves, 'place');
      if (places.length) return places.sort((a, b) => placeScore(view, b.area) - placeScore(view, a.area))[0];
      return basicDiceBot(view, moves, rng);
    }
    default:
      return basicDiceBot(view, moves, rng);
  }
};
