// The fast solo player the planner's playouts use. It reads a sampled world's state directly (the world
// is already determinized, so this is no peek at hidden cards) and builds its answer without listing
// every legal choice: a playout makes a hundred or more moves, and the prompt's labelled lists cost more
// than the game itself. Its play is close to the fixed-rule solo bot's: green cards first until turn 20,
// then cards that terraform, blue actions, standard projects; it rolls and turns dice for what the open
// parameters need, ranks its other cards by the points they bring (VP, award symbols, milestones), and
// once Mars is finished spends the turns left (a solo game plays all 50) on points.
import { DIE_COLOURS, DIE_FACES, colourOf, rarityOf, wildsNeeded, type DieColour, type Face } from '../../../shared/dice/basics';
import type { DiceMove } from '../../../shared/dice/moves';
import type { DiceState } from '../../../engine/dice';
import { actionsOf, keepLimit, milestone, productionOf, projectCard } from '../../../engine/dice/cards/catalogue';
import { metricValue } from '../../../engine/dice/scoring';
import type { Effect, MilestoneMetric } from '../../../engine/dice/cards/vocabulary';
import { areaBonus, neighbours } from '../../../engine/dice/data/board';
import { OCEAN_TILES, OXYGEN, TEMPERATURE } from '../../../engine/dice/data/parameters';
import { cardsLeftToDraw } from '../../../engine/dice/deck';
import { choicesFor } from '../../../engine/dice/choices';
import { unmetRequirement } from '../../../engine/dice/requirements';
import type { Decision, DicePlayer } from '../../../engine/dice/state';
import { legalAreas } from '../../../engine/dice/terraform';
import type { BotRandom } from '../types';
import { POINTS_COST, TERRAFORMING, affordable, costOf, type Step, type Terraform } from './terraformSteps';

/** What the playout player may be tuned by. */
export interface PolicyTuning {
  /** Last turn a green card is preferred to terraforming. */
  buildUntil: number;
  /** Green cards come before cards that terraform while building. */
  greenFirst: boolean;
}

export const DEFAULT_POLICY_TUNING: PolicyTuning = { buildUntil: 20, greenFirst: true };

export function stepsLeft(state: DiceState): Record<Terraform, number> {
  return {
    temperature: Math.max(0, TEMPERATURE.steps - state.temperature),
    ocean: Math.max(0, OCEAN_TILES - state.oceans),
    greenery: Math.max(0, OXYGEN.steps - state.oxygen),
  };
}

/** Mars is terraformed: the score will count, and the turns left go to points. */
function marsFinished(state: DiceState): boolean {
  const left = stepsLeft(state);
  return TERRAFORMING.every((t) => left[t.project] === 0);
}


/** Whether an effect list terraforms (raises a track or places an ocean or greenery). */
function terraforms(effects: readonly Effect[] | undefined): boolean {
  return (effects ?? []).some((e) => 'raise' in e || ('place' in e && (e.place === 'ocean' || e.place === 'greenery')));
}

/** Faces still wanted: one step of each open parameter, and what the cards in hand lack. */
function usefulness(state: DiceState, p: DicePlayer): Map<Face, number> {
  const left = stepsLeft(state);
  const want = new Map<Face, number>();
  for (const t of TERRAFORMING) if (left[t.project] > 0) want.set(t.face, t.count * 2);
  const need = new Map<Face, number>();
  for (const id of p.hand) for (const f of projectCard(id).cost) need.set(f, (need.get(f) ?? 0) + 1);
  for (const d of p.dice) if (need.has(d.face)) need.set(d.face, (need.get(d.face) as number) - 1);
  for (const [face, n] of need) if (n > 0) want.set(face, (want.get(face) ?? 0) + n);
  want.set('credit', (want.get('credit') ?? 0) + 1);
  return want;
}

function playableCards(state: DiceState, seat: number): string[] {
  const p = state.players[seat];
  return p.hand.filter((id) => {
    const card = projectCard(id);
    return unmetRequirement(state, card.requires) === null && affordable(p, card.cost);
  });
}

function usableActions(p: DicePlayer, timing: 'support' | 'main' | 'free'): string[] {
  return actionsOf(p, timing)
    .filter((a) => !p.used.includes(a.id) && affordable(p, a.action.cost))
    .map((a) => a.id);
}

function openByWork(state: DiceState, p: DicePlayer): Step[] {
  const left = stepsLeft(state);
  const work = (t: Step) => left[t.project] * t.count - Math.min(p.dice.filter((d) => d.face === t.face).length, t.count);
  return TERRAFORMING.filter((t) => left[t.project] > 0).sort((a, b) => work(b) - work(a));
}

/** Milestone metrics a card's colour advances. */
const COLOUR_METRIC: Record<'green' | 'red' | 'blue', MilestoneMetric> = { green: 'greenCards', red: 'redCards', blue: 'blueCards' };

/**
 * Points a card is reckoned to bring: its VP now and at the end, a share of an award for each symbol of
 * its cost the awards count, and a share of a milestone it brings closer while the milestone is open.
 */
export function cardWorth(state: DiceState, p: DicePlayer, id: string): number {
  const card = projectCard(id);
  let worth = card.endVp ?? 0;
  for (const e of card.effects ?? []) if ('vp' in e) worth += e.vp;
  for (const award of state.awards) worth += card.cost.filter((f) => f === award.face).length * 0.6;
  for (const m of state.milestones) {
    if (m.claimedBy !== null || m.removed) continue;
    const metric = milestone(m.id).metric;
    const advances = metric === COLOUR_METRIC[card.colour] || (metric === 'rareCostCards' && card.cost.some((f) => rarityOf(f) === 'rare'));
    if (advances) worth += (metricValue(p, metric) + 1) * 1.3;
  }
  return worth;
}

function mainAction(state: DiceState, seat: number, tuning: PolicyTuning): DiceMove | undefined {
  const p = state.players[seat];
  const cards = playableCards(state, seat);
  const left = stepsLeft(state);
  if (marsFinished(state)) {
    const card = [...cards].sort((a, b) => cardWorth(state, p, b) - cardWorth(state, p, a))[0];
    if (card) return { type: 'playCard', card };
    const blue = usableActions(p, 'main')[0];
    if (blue) return { type: 'cardAction', card: blue };
    return scoringProject(state, p, left);
  }
  const green = cards.filter((id) => projectCard(id).colour === 'green');
  const building = state.turn <= tuning.buildUntil && green.length > 0;
  if (building && tuning.greenFirst) return { type: 'playCard', card: green[0] };
  const terraformCard = cards.find((id) => terraforms(projectCard(id).effects));
  if (terraformCard) return { type: 'playCard', card: terraformCard };
  if (building) return { type: 'playCard', card: green[0] };
  const blue = usableActions(p, 'main')[0];
  if (blue) return { type: 'cardAction', card: blue };
  const open = TERRAFORMING.filter((t) => left[t.project] > 0 && affordable(p, costOf(t)));
  if (open.length) {
    open.sort((a, b) => wildsNeeded(p.dice, costOf(a)) - wildsNeeded(p.dice, costOf(b)));
    return { type: 'standard', project: open[0].project };
  }
  const other = cards.filter((id) => projectCard(id).colour !== 'green').sort((a, b) => cardWorth(state, p, b) - cardWorth(state, p, a));
  if (other.length) return { type: 'playCard', card: other[0] };
  if (green.length) return { type: 'playCard', card: green[0] };
  return scoringProject(state, p, left);
}

/** A standard project that only scores: a city, 2 VP for credits, or a step on a finished track (1 VP). */
function scoringProject(state: DiceState, p: DicePlayer, left: Record<Terraform, number>): DiceMove | undefined {
  if (affordable(p, POINTS_COST.city) && legalAreas(state, 'city').length > 0) return { type: 'standard', project: 'city' };
  if (affordable(p, POINTS_COST.victory)) return { type: 'standard', project: 'victory' };
  const done = TERRAFORMING.find((t) => left[t.project] === 0 && affordable(p, costOf(t)));
  return done ? { type: 'standard', project: done.project } : undefined;
}

/** The die to part with: the least wanted one (its index), or a wild token when there is no die. */
function spareDie(p: DicePlayer, want: Map<Face, number>, except = -1): number | 'wild' | undefined {
  let best = -1;
  let bestScore = Infinity;
  p.dice.forEach((d, i) => {
    if (i === except) return;
    const s = want.get(d.face) ?? 0;
    if (s < bestScore) {
      best = i;
      bestScore = s;
    }
  });
  if (best >= 0) return best;
  return p.wild > 0 ? 'wild' : undefined;
}

/** The first die showing the same face (the engine lists one answer per distinct face). */
function firstAlike(p: DicePlayer, die: number, except = -1): number {
  const i = p.dice.findIndex((d, j) => j !== except && d.face === p.dice[die].face);
  return i >= 0 ? i : die;
}

/** Turns a spare die into the face an open step lacks when that makes the step affordable now. */
function fixDie(state: DiceState, p: DicePlayer, want: Map<Face, number>): DiceMove | undefined {
  for (const target of openByWork(state, p)) {
    const cost = costOf(target);
    if (affordable(p, cost)) continue;
    const colour = colourOf(target.face);
    for (let die = 0; die < p.dice.length; die++) {
      if (p.dice[die].colour !== colour || p.dice[die].face === target.face) continue;
      const pay = spareDie(p, want, die);
      if (typeof pay !== 'number') continue;
      const dice = p.dice.map((d, i) => (i === die ? { ...d, face: target.face } : d)).filter((_, i) => i !== pay);
      if (affordable({ dice, wild: p.wild }, cost)) return { type: 'setFace', pay: firstAlike(p, pay), die: firstAlike(p, die, firstAlike(p, pay)), face: target.face };
    }
  }
  return undefined;
}

function colourWanted(state: DiceState, p: DicePlayer, want: Map<Face, number>): DieColour | undefined {
  const target = openByWork(state, p)[0];
  if (target && state.pool[colourOf(target.face)] > 0) return colourOf(target.face);
  let best: DieColour | undefined;
  let bestScore = -1;
  for (const c of DIE_COLOURS) {
    if (state.pool[c] === 0) continue;
    const f = DIE_FACES[c];
    const s = (want.get(f.common) ?? 0) * 3 + (want.get(f.uncommon) ?? 0) * 2 + (want.get(f.rare) ?? 0);
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

function supportAction(state: DiceState, seat: number, tuning: PolicyTuning): DiceMove | undefined {
  const p = state.players[seat];
  const blue = usableActions(p, 'support')[0];
  if (blue) return { type: 'cardAction', card: blue };
  const want = usefulness(state, p);
  if (marsFinished(state) && state.pool.yellow > 0) return { type: 'rollDie', colour: 'yellow' };
  const fix = fixDie(state, p, want);
  if (fix) return fix;
  if (p.hand.length === 0 && state.turn <= tuning.buildUntil && cardsLeftToDraw(state) > 0) {
    const pay = p.wild > 0 ? 'wild' : spareDie(p, want);
    if (pay !== undefined) return { type: 'drawCards', pay };
  }
  const colour = colourWanted(state, p, want);
  return colour ? { type: 'rollDie', colour } : undefined;
}

/** Whether an action turn can finish a step or build now (with one die turned first). */
function canActUsefully(state: DiceState, p: DicePlayer, tuning: PolicyTuning): boolean {
  const left = stepsLeft(state);
  for (const t of TERRAFORMING) {
    if (left[t.project] === 0) continue;
    const short = wildsNeeded(p.dice, costOf(t)) - p.wild;
    if (short <= 0 || (short === 1 && p.dice.length > t.count)) return true;
  }
  return state.turn <= tuning.buildUntil && p.hand.some((id) => projectCard(id).colour === 'green' && affordable(p, projectCard(id).cost));
}

const KEEP_ON_PRODUCTION = 3;

function turnChoice(state: DiceState, seat: number, tuning: PolicyTuning): DiceMove {
  const p = state.players[seat];
  const free = usableActions(p, 'free')[0];
  if (free) return { type: 'cardAction', card: free };
  const production = Object.values(productionOf(p)).reduce((a, b) => a + b, 0);
  const lost = Math.max(0, p.dice.length - KEEP_ON_PRODUCTION);
  if (marsFinished(state)) {
    const points = [...p.hand.map((id) => projectCard(id).cost), POINTS_COST.city, POINTS_COST.victory, ...TERRAFORMING.map(costOf)];
    return lost > 0 || points.some((cost) => affordable(p, cost)) ? { type: 'actionTurn' } : { type: 'productionTurn' };
  }
  const act = canActUsefully(state, p, tuning) || production < 2 || lost >= production - 1;
  return act ? { type: 'actionTurn' } : { type: 'productionTurn' };
}

function keepDice(state: DiceState, p: DicePlayer): DiceMove {
  const want = usefulness(state, p);
  const order = p.dice.map((d, i) => ({ i, s: want.get(d.face) ?? 0 })).sort((a, b) => b.s - a.s);
  return { type: 'keepDice', dice: order.slice(0, keepLimit(p)).map((o) => o.i) };
}

const RARE: Face[] = ['animal', 'oxygen', 'city', 'nuclear', 'earth'];

function discardCards(p: DicePlayer): DiceMove {
  return { type: 'discardCards', cards: p.hand.filter((id) => projectCard(id).cost.filter((f) => RARE.includes(f)).length >= 2) };
}

/** Immediate VP of a tile on an area, and a little for its placement bonus. */
export function areaWorth(state: DiceState, tile: 'ocean' | 'greenery' | 'city' | 'special', area: string): number {
  let cities = 0;
  let greens = 0;
  for (const n of neighbours(area)) {
    const kind = state.tiles[n]?.kind;
    if (kind === 'city') cities++;
    else if (kind === 'greenery') greens++;
  }
  const bonus = areaBonus(state.boardSide, area).length ? 0.5 : 0;
  if (tile === 'greenery') return cities + bonus;
  if (tile === 'city') return greens + bonus;
  return bonus;
}

function place(state: DiceState, decision: Extract<Decision, { kind: 'place' }>): DiceMove | undefined {
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const area of legalAreas(state, decision.tile)) {
    const s = areaWorth(state, decision.tile, area);
    if (s > bestScore) {
      best = area;
      bestScore = s;
    }
  }
  return best ? { type: 'place', area: best } : undefined;
}

function rotate(state: DiceState, p: DicePlayer): DiceMove {
  const want = usefulness(state, p);
  for (let die = 0; die < p.dice.length; die++) {
    const d = p.dice[die];
    const f = DIE_FACES[d.colour];
    const better = [f.common, f.uncommon, f.rare].filter((x) => x !== d.face).sort((a, b) => (want.get(b) ?? 0) - (want.get(a) ?? 0))[0];
    if ((want.get(better) ?? 0) > (want.get(d.face) ?? 0)) return { type: 'rotate', die: firstAlike(p, die), face: better };
  }
  return { type: 'skip' };
}

/** Bonus cards in the order the playouts take them: terraforming steps first, then resources. */
const BONUS_ORDER = ['X11', 'X06', 'X05', 'X03', 'X02', 'X09', 'X04', 'X07', 'X08', 'X10', 'X01'];

/** The playout player's answer to the state's pending decision (always a legal one). */
export function rolloutMove(state: DiceState, tuning: PolicyTuning, random: BotRandom): DiceMove {
  const decision = state.pending as Decision;
  const seat = decision.seat;
  const p = state.players[seat];
  let move: DiceMove | undefined;
  switch (decision.kind) {
    case 'turn':
      move = turnChoice(state, seat, tuning);
      break;
    case 'keepDice':
      return keepDice(state, p);
    case 'discardCards':
      return discardCards(p);
    case 'support':
      move = supportAction(state, seat, tuning);
      break;
    case 'main':
      move = mainAction(state, seat, tuning);
      if (!move) {
        const choices = choicesFor(state, decision);
        move = choices.find((c) => c.move.type === 'secondSupport')?.move;
      }
      break;
    case 'finish': {
      const free = usableActions(p, 'free')[0];
      move = free ? { type: 'cardAction', card: free } : { type: 'endTurn' };
      break;
    }
    case 'place':
      move = place(state, decision);
      break;
    case 'rotate':
      return rotate(state, p);
    case 'chooseColour':
      move = ((c) => (c ? { type: 'chooseColour' as const, colour: c } : undefined))(colourWanted(state, p, usefulness(state, p)));
      break;
    case 'bonus': {
      const id = BONUS_ORDER.find((b) => state.bonusDeck.includes(b));
      move = id ? { type: 'chooseBonus', bonus: id } : undefined;
      break;
    }
    default:
      break;
  }
  if (move) return move;
  // Anything the rules above do not cover: one of the engine's listed answers.
  const choices = choicesFor(state, decision);
  return choices[Math.floor(random.next() * choices.length)].move;
}
