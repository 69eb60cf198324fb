// The solo planner: for each answer worth weighing, plays the game on to its end in sampled worlds
// (soloWorld.ts: the deck re-dealt, the dice to come unknown) with the fast playout player
// (rolloutPolicy.ts), and keeps the answer whose games scored best: every answer in a few worlds, then
// the best few in more. Only a finished Mars counts, so a playout that does not finish it scores far
// below any that does. The answers of a round share their worlds, so they are compared on the same deals;
// the playout player's own answer is kept unless another is clearly better, because with this much luck
// in the dice the best-looking of many answers is often only the luckiest.
import { applyMove, legalMoves, viewFor, type DiceState } from '../../../engine/dice';
import { performAnswer } from '../../../engine/dice/answers';
import { settle } from '../../../engine/dice/apply';
import { sameData } from '../../../shared/canonicalJson';
import { completedParameters } from '../../../engine/dice/terraform';
import { finalScores } from '../../../engine/dice/scoring';
import { projectCard } from '../../../engine/dice/cards/catalogue';
import type { Decision } from '../../../engine/dice/state';
import type { Face } from '../../../shared/dice/basics';
import type { DiceMove } from '../../../shared/dice/moves';
import { NEVER_STOPPED, throwIfStopped, type StopCheck } from '../stopping';
import { botRandom, type BotRandom } from '../types';
import { basicDiceBot } from './basic';
import { DEFAULT_POLICY_TUNING, rolloutMove, stepsLeft, type PolicyTuning } from './rolloutPolicy';
import { TERRAFORMING } from './terraformSteps';
import { sampledWorld } from './soloWorld';

export interface PlannerOptions {
  /** Sampled worlds every answer is played out in. */
  worlds: number;
  /** How many of the best answers then get more worlds, and how many more. */
  finalists: number;
  finalWorlds: number;
  /** Decisions weighed by playouts; the others are answered by the playout player itself. */
  planned: readonly Decision['kind'][];
  tuning: PolicyTuning;
  /** How much better (mean playout worth) an answer must do than the playout player's own to replace it. */
  margin: number;
}

export const DEFAULT_PLANNER_OPTIONS: PlannerOptions = {
  worlds: 4,
  finalists: 3,
  finalWorlds: 16,
  planned: ['corporation', 'bonus', 'turn', 'main'],
  tuning: DEFAULT_POLICY_TUNING,
  margin: 1,
};

/** Mars unfinished after 50 turns scores nothing: far below any finished game, less so when nearly done. */
const UNFINISHED = 60;
const PER_STEP_OPEN = 10;

/** The playout's worth: the final score of a finished Mars, or a penalty for every step left open. */
export function playoutWorth(state: DiceState): number {
  const total = (state.scores ?? finalScores(state))[0].total;
  if (completedParameters(state) === 3) return total;
  const left = stepsLeft(state);
  return total - UNFINISHED - PER_STEP_OPEN * (left.temperature + left.ocean + left.greenery);
}

/** Plays a world on to the end in place with the playout player. */
function playOut(state: DiceState, tuning: PolicyTuning, random: BotRandom): number {
  for (let guard = 0; guard < 3000 && !state.finished && state.pending; guard++) {
    const move = rolloutMove(state, tuning, random);
    performAnswer(state, state.pending, move);
    settle(state);
  }
  return playoutWorth(state);
}

/** Faces an open step or a card in hand still asks for (and credits, for 2 VP). */
function wantedFaces(state: DiceState, seat: number): Set<Face> {
  const left = stepsLeft(state);
  const want = new Set<Face>(TERRAFORMING.filter((t) => left[t.project] > 0).map((t) => t.face));
  for (const id of state.players[seat].hand) for (const f of projectCard(id).cost) want.add(f);
  want.add('credit');
  return want;
}

/** The answers worth playing out: every legal one, less die changes nothing asks for and duplicate draws. */
export function candidates(state: DiceState, seat: number, moves: DiceMove[]): DiceMove[] {
  const p = state.players[seat];
  const want = wantedFaces(state, seat);
  const paysWanted = (pay: number | 'wild') => pay !== 'wild' && want.has(p.dice[pay].face);
  const out: DiceMove[] = [];
  const setFace = new Map<string, DiceMove & { type: 'setFace' }>();
  let draw: (DiceMove & { type: 'drawCards' }) | undefined;
  for (const m of moves) {
    if (m.type === 'setFace') {
      if (!want.has(m.face)) continue;
      // One payment per change: a die nothing wants, else a wild token, else any die.
      const key = `${p.dice[m.die].face}>${m.face}`;
      const kept = setFace.get(key);
      const rank = (x: typeof m) => (x.pay === 'wild' ? 1 : paysWanted(x.pay) ? 2 : 0);
      if (!kept || rank(m) < rank(kept)) setFace.set(key, m);
    } else if (m.type === 'drawCards') {
      const rank = (x: typeof m) => (x.pay === 'wild' ? 1 : paysWanted(x.pay) ? 2 : 0);
      if (!draw || rank(m) < rank(draw)) draw = m;
    } else out.push(m);
  }
  if (draw) out.push(draw);
  out.push(...setFace.values());
  return out;
}

interface Trial {
  move: DiceMove;
  total: number;
  games: number;
}

export function soloPlanner(options: Partial<PlannerOptions> = {}) {
  const { worlds: worldCount, finalWorlds, finalists, planned, tuning, margin } = { ...DEFAULT_PLANNER_OPTIONS, ...options };
  // `stopped`: a hint's deeper pick ends as soon as its position changes (checked before each playout).
  return (state: DiceState, seat: number, random: BotRandom, stopped: StopCheck = NEVER_STOPPED): DiceMove => {
    const moves = legalMoves(state, seat);
    if (!state.solo) return basicDiceBot(viewFor(state, seat), moves, random);
    const decision = state.pending;
    if (!decision || moves.length === 0) throw new Error('no legal move to choose from');
    const steady = rolloutMove(sampledWorld(state, seat, random), tuning, random);
    if (moves.length === 1 || !planned.includes(decision.kind)) return steady;
    const options = candidates(state, seat, moves);
    if (!options.some((m) => sameData(m, steady))) options.push(steady);
    const trials: Trial[] = options.map((move) => ({ move, total: 0, games: 0 }));
    /** Plays every trial's answer in the same fresh worlds (each world's playouts share a seed too). */
    const playIn = (group: Trial[], count: number) => {
      for (let w = 0; w < count; w++) {
        const world = sampledWorld(state, seat, random);
        const seed = Math.floor(random.next() * 0x7fffffff);
        for (const trial of group) {
          throwIfStopped(stopped);
          const after = applyMove(world, seat, trial.move);
          trial.total += after.ok ? playOut(after.state, tuning, botRandom(seed)) : -1000;
          trial.games++;
        }
      }
    };
    // The playout player's own answer wins unless another is clearly better.
    const mean = (t: Trial) => t.total / t.games + (sameData(t.move, steady) ? margin : 0);
    playIn(trials, worldCount);
    // The best few (the playout player's answer among them) are played in more worlds before choosing.
    const ranked = [...trials].sort((a, b) => mean(b) - mean(a));
    const finals = ranked.slice(0, finalists);
    const steadyTrial = trials.find((t) => sameData(t.move, steady)) as Trial;
    if (!finals.includes(steadyTrial)) finals.push(steadyTrial);
    if (finals.length > 1) playIn(finals, finalWorlds);
    return finals.reduce((a, b) => (mean(b) > mean(a) ? b : a)).move;
  };
}
