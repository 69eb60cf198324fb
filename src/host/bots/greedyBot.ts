// The greedy bot: for every question it takes the answer that leads to the best-looking position one
// move ahead (TR, production, points and tempo, weighed by how many generations are left). Card
// purchases are priced from card data. It looks only through a determinized copy of the game. In solo
// it also plays its purchases and its last two generations' actions on to the end of the game
// (soloPurchases.ts, soloEndgame.ts); multiplayer greedy never does.
import { legalMoves, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { determinize } from './hiddenInformation';
import { rankMoves } from './lookahead';
import { inSoloEndgame, soloEndgameChoice } from './soloEndgame';
import { isSoloOpening, isSoloPurchase, soloOpeningChoice, soloPurchaseChoice } from './soloPurchases';
import type { BotPolicy, BotRandom } from './types';
import { STANDARD_RATES, type Rates } from './worth';
import { PRICED_CHOICES, pricedCards, pricedOpening } from './pricedChoices';

/** The greedy answer, computed on a copy in which hidden cards have been re-dealt. */
export function greedyMove(state: TmState, seat: Seat, random: BotRandom): Move {
  return greedyAnswer(state, seat, random, true, STANDARD_RATES);
}

/** Greedy without the solo lookaheads (purchases, endgame): what their playouts are played with. */
export function plainGreedyMove(state: TmState, seat: Seat, random: BotRandom): Move {
  return greedyAnswer(state, seat, random, false, STANDARD_RATES);
}

/** Greedy weighing the goods at other rates (the expert's, or a style to compare in `npm run sim`). */
export function greedyAt(rates: Rates, soloLookahead = true): BotPolicy {
  return (state, seat, random) => greedyAnswer(state, seat, random, soloLookahead, rates);
}

function greedyAnswer(state: TmState, seat: Seat, random: BotRandom, soloLookahead: boolean, rates: Rates): Move {
  const decision = state.pending[seat];
  if (!decision) throw new Error(`seat ${seat} has nothing to decide`);
  const prompt = decision.prompt;
  if (prompt.kind === 'cards' && PRICED_CHOICES.has(decision.resolver)) {
    const priced = pricedCards(state, seat, prompt, decision.resolver, rates);
    if (soloLookahead && isSoloPurchase(state, decision.resolver)) return soloPurchaseChoice(state, seat, prompt, priced, random, plainGreedyMove);
    return priced;
  }
  if (prompt.kind === 'opening') {
    if (soloLookahead && isSoloOpening(state)) return soloOpeningChoice(state, seat, prompt, random, plainGreedyMove);
    return pricedOpening(state, seat, prompt, rates);
  }
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  if (moves.length === 1) return moves[0];
  const world = determinize(state, seat, random);
  const ranked = rankMoves(world, seat, moves, random, rates);
  if (soloLookahead && prompt.kind === 'action' && ranked.length > 1 && inSoloEndgame(state)) {
    return soloEndgameChoice(world, seat, ranked, random, plainGreedyMove);
  }
  return ranked[0]?.move ?? moves[0];
}

export const greedyBot: BotPolicy = greedyMove;
