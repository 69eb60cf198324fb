// Solo's card purchases: greedy prices each offered card on its own, which cannot see what a card does
// for the rest of the game (the production it builds, the money it ties up). So in solo greedy's buy is
// compared with its nearest alternatives (one card fewer, one more), each played on to the end of the
// game with the one-move greedy, and the one that ends best is kept. Multiplayer never comes here.
import type { TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move, Prompt } from '../../shared/tm/prompt';
import { determinize } from './hiddenInformation';
import { openingKeep, rankedCorporations } from './pricedChoices';
import { purchaseCandidates } from './purchaseCandidates';
import { endValue, isTimedSolo, playedOut } from './soloEndgame';
import { botRandom, type BotPolicy, type BotRandom } from './types';

/** Buys compared at research: greedy's own and its two nearest alternatives (more did not help). */
const CANDIDATES = 3;
/** Sampled worlds each candidate is played in, the same worlds for every candidate. */
const WORLDS = 2;
/** Starting-card choices compared for greedy's favourite corporation (the other gets greedy's keep only). */
const OPENING_KEEPS = 3;

/** Whether this decision is a solo research purchase the bot plays out. */
export function isSoloPurchase(state: TmState, resolver: string): boolean {
  return isTimedSolo(state) && resolver === 'buyCards';
}

/** Whether the opening (corporation and starting cards) is a solo one the bot plays out. */
export function isSoloOpening(state: TmState): boolean {
  return isTimedSolo(state);
}

/**
 * Among greedy's buy and its nearest alternatives, the one whose playouts to the end of the game with
 * `policy` end best. `policy` must not look ahead itself.
 */
export function soloPurchaseChoice(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'cards' }>, greedy: Move, random: BotRandom, policy: BotPolicy): Move {
  return bestPlayedOut(state, seat, purchaseCandidates(state, seat, prompt, greedy, CANDIDATES), WORLDS, random, policy);
}

/**
 * The opening: as each offered corporation (greedy's favourite first), greedy's starting cards and, for
 * its favourite, their nearest alternatives; the one whose playouts end best.
 */
export function soloOpeningChoice(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'opening' }>, random: BotRandom, policy: BotPolicy): Move {
  const candidates: Move[] = [];
  rankedCorporations(state, seat, prompt).forEach((corporation, rank) => {
    const keep = openingKeep(state, seat, prompt, corporation);
    const greedy: Move = { type: 'cards', cards: keep.cards };
    const keeps = rank === 0 ? purchaseCandidates(keep.state, seat, keep.prompt, greedy, OPENING_KEEPS) : [greedy];
    for (const k of keeps) if (k.type === 'cards') candidates.push({ type: 'opening', corporation, cards: k.cards });
  });
  return bestPlayedOut(state, seat, candidates, WORLDS, random, policy);
}

/** The candidate whose playouts, in the same sampled worlds for every candidate, end best in total. */
function bestPlayedOut(state: TmState, seat: Seat, candidates: Move[], worlds: number, random: BotRandom, policy: BotPolicy): Move {
  if (candidates.length < 2) return candidates[0];
  const totals = candidates.map(() => 0);
  for (let w = 0; w < worlds; w++) {
    const world = determinize(state, seat, random);
    // Every candidate meets the same future: common random numbers make the comparison fair.
    const worldSeed = Math.floor(random.next() * 0x100000000);
    candidates.forEach((move, i) => {
      const end = playedOut(world, seat, move, botRandom(worldSeed), policy);
      totals[i] += end ? endValue(end, seat) : -Infinity;
    });
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (totals[i] > totals[best]) best = i;
  return candidates[best];
}
