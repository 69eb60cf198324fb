// Reading an Amount: a fixed number or a count taken from the game when the effect resolves.
import type { CardId, Seat } from '../../shared/tm/basics';
import { countTiles } from './board';
import type { Amount } from './cards/vocabulary';
import { findPlayedCard, tagCount } from './players';
import type { TmState } from './state';

export function evaluateAmount(state: TmState, seat: Seat, source: CardId | null, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  let raw: number;
  switch (amount.count) {
    case 'tags':
      raw = amount.who === 'all'
        ? state.players.reduce((n, p) => n + tagCount(p, amount.tag), 0)
        : tagCount(state.players[seat], amount.tag);
      break;
    case 'tiles':
      raw = countTiles(state, amount.tile, amount.who === 'all' ? 'all' : seat, amount.onMarsOnly);
      break;
    case 'resourcesHere':
      raw = source ? (findPlayedCard(state, source)?.card.resources ?? 0) : 0;
      break;
  }
  return Math.floor(raw / (amount.per ?? 1)) * (amount.times ?? 1);
}
