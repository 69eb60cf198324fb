// The greedy bot: for every question it takes the answer that leads to the best-looking position one
// move ahead (TR, production, points and tempo, weighed by how many generations are left). Card
// purchases are priced from card data. It looks only through a determinized copy of the game.
import { legalMoves, type TmState } from '../../engine/tm';
import { cloneState } from '../../engine/tm/apply';
import { applyCorporation } from '../../engine/tm/phases';
import type { Seat } from '../../shared/tm/basics';
import type { Move, Prompt } from '../../shared/tm/prompt';
import { cardValue } from './cardValue';
import { determinize } from './hiddenInformation';
import { rankMoves } from './lookahead';
import { inSoloEndgame, soloEndgameChoice } from './soloEndgame';
import type { BotPolicy, BotRandom } from './types';
import { outlook } from './worth';

/** Prompts that choose among cards not yet in play, priced from their data rather than by trying them. */
const PRICED_CHOICES = new Set(['chooseCorporation', 'draftPick', 'buyCards', 'keepCards', 'sellPatents']);

function pricedCards(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'cards' }>, resolver: string): Move {
  const o = outlook(state);
  const p = state.players[seat];
  const ranked = prompt.cards.map((card) => ({ card, value: cardValue(state, seat, card, o) })).sort((a, b) => b.value - a.value);
  if (resolver === 'sellPatents') {
    const worst = [...ranked].reverse();
    const sell = worst.filter((c) => c.value < -10);
    return { type: 'cards', cards: (sell.length ? sell : worst.slice(0, prompt.min)).slice(0, prompt.max).map((c) => c.card) };
  }
  if (prompt.costEach === 0) return { type: 'cards', cards: ranked.slice(0, Math.max(1, prompt.min)).map((c) => c.card) };
  // Buying: cards that repay their price, while money lasts and the hand is not already clogged.
  const chosen: string[] = [];
  let money = p.stock.megacredits;
  // A full hand is money that is not working: each card beyond a few must be clearly better.
  const margin = 1 + Math.max(0, p.hand.length - 4) * 1.5 + (state.options.solo ? 15 : 0);
  const reserve = resolverIsSetup(resolver) ? 0 : 4;
  for (const { card, value } of ranked) {
    if (chosen.length >= prompt.max || money - prompt.costEach < reserve) break;
    if (value - prompt.costEach < margin + chosen.length * 1.5) break;
    chosen.push(card);
    money -= prompt.costEach;
  }
  while (chosen.length < prompt.min) chosen.push(ranked[chosen.length].card);
  return { type: 'cards', cards: chosen };
}

function resolverIsSetup(resolver: string): boolean {
  return resolver === 'keepCards';
}

/**
 * The opening: the corporation worth most, then the cards worth buying as that corporation (priced
 * on a copy where it is already in play, with its M€ and its price per card).
 */
function pricedOpening(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'opening' }>): Move {
  const o = outlook(state);
  const best = [...prompt.corporations].sort((a, b) => cardValue(state, seat, b.id, o) - cardValue(state, seat, a.id, o))[0];
  const copy = cloneState(state);
  applyCorporation(copy, seat, best.id);
  const keep: Extract<Prompt, { kind: 'cards' }> = { kind: 'cards', seat, title: '', cards: prompt.cards, min: 0, max: prompt.cards.length, costEach: best.costEach };
  const chosen = pricedCards(copy, seat, keep, 'keepCards');
  return { type: 'opening', corporation: best.id, cards: chosen.type === 'cards' ? chosen.cards : [] };
}

/** The greedy answer, computed on a copy in which hidden cards have been re-dealt. */
export function greedyMove(state: TmState, seat: Seat, random: BotRandom): Move {
  return greedyAnswer(state, seat, random, true);
}

/** Greedy without the solo endgame lookahead: what that lookahead plays its playouts with. */
export function plainGreedyMove(state: TmState, seat: Seat, random: BotRandom): Move {
  return greedyAnswer(state, seat, random, false);
}

function greedyAnswer(state: TmState, seat: Seat, random: BotRandom, endgameLookahead: boolean): Move {
  const decision = state.pending[seat];
  if (!decision) throw new Error(`seat ${seat} has nothing to decide`);
  const prompt = decision.prompt;
  if (prompt.kind === 'cards' && PRICED_CHOICES.has(decision.resolver)) return pricedCards(state, seat, prompt, decision.resolver);
  if (prompt.kind === 'opening') return pricedOpening(state, seat, prompt);
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  if (moves.length === 1) return moves[0];
  const world = determinize(state, seat, random);
  const ranked = rankMoves(world, seat, moves, random);
  if (endgameLookahead && prompt.kind === 'action' && ranked.length > 1 && inSoloEndgame(state)) {
    return soloEndgameChoice(world, seat, ranked, random, plainGreedyMove);
  }
  return ranked[0]?.move ?? moves[0];
}

export const greedyBot: BotPolicy = greedyMove;
