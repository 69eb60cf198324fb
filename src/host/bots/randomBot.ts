// The fuzzer: a uniformly random legal answer to whatever is asked.
import { legalMoves } from '../../engine/tm';
import type { Move } from '../../shared/tm/prompt';
import { pick, type BotPolicy } from './types';

export const randomBot: BotPolicy = (state, seat, random) => {
  const prompt = state.pending[seat]?.prompt;
  if (prompt?.kind === 'cards' && prompt.max > 1) {
    // Sample a random subset directly: listing every subset of 10 cards would be wasteful.
    const p = state.players[seat];
    const budget = prompt.costEach > 0 ? Math.floor(p.stock.megacredits / prompt.costEach) : prompt.max;
    const max = Math.min(prompt.max, budget);
    const size = prompt.min + Math.floor(random.next() * (Math.max(prompt.min, max) - prompt.min + 1));
    const pool = [...prompt.cards];
    const cards: string[] = [];
    while (cards.length < size && pool.length) cards.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]);
    return { type: 'cards', cards } satisfies Move;
  }
  if (prompt?.kind === 'opening') {
    // A random corporation, then a random affordable subset of the cards.
    const corporation = prompt.corporations[Math.floor(random.next() * prompt.corporations.length)];
    const budget = Math.min(prompt.cards.length, Math.floor(corporation.megacredits / corporation.costEach));
    const size = Math.floor(random.next() * (budget + 1));
    const pool = [...prompt.cards];
    const cards: string[] = [];
    while (cards.length < size) cards.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]);
    return { type: 'opening', corporation: corporation.id, cards } satisfies Move;
  }
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  return pick(random, moves);
};
