// Enumerating legal answers for a seat: what bots, fuzzers and tests choose from.
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { getCard } from './cards/catalogue';
import { defaultPayment, heatIsMoney } from './payment';
import type { TmState } from './state';

/** All card selections of size min..max, capped so that big prompts stay cheap to list. */
function selections(cards: string[], min: number, max: number, limit = 64): string[][] {
  const out: string[][] = [];
  const pick = (start: number, chosen: string[]) => {
    if (out.length >= limit) return;
    if (chosen.length >= min) out.push([...chosen]);
    if (chosen.length === max) return;
    for (let i = start; i < cards.length; i++) pick(i + 1, [...chosen, cards[i]]);
  };
  pick(0, []);
  return out;
}

export function legalMoves(state: TmState, seat: Seat): Move[] {
  const decision = state.pending[seat];
  if (!decision || state.finished) return [];
  const prompt = decision.prompt;
  const p = state.players[seat];
  switch (prompt.kind) {
    case 'action': {
      const moves: Move[] = [];
      for (const choice of prompt.choices) {
        switch (choice.type) {
          case 'playCard':
            // Each listed card carries its payment rules, worked out when the prompt was built on this state.
            for (const c of choice.cards) {
              const payment = defaultPayment(p, c);
              if (payment) moves.push({ type: 'playCard', card: c.card, payment });
            }
            break;
          case 'standardProject':
            for (const sp of choice.projects) moves.push({ type: 'standardProject', project: sp.name });
            break;
          case 'cardAction':
            for (const card of choice.cards) moves.push({ type: 'cardAction', card });
            break;
          case 'claimMilestone':
            for (const milestone of choice.milestones) moves.push({ type: 'claimMilestone', milestone });
            break;
          case 'fundAward':
            for (const award of choice.awards) moves.push({ type: 'fundAward', award });
            break;
          case 'moduleAction':
            for (const module of choice.modules) moves.push({ type: 'moduleAction', module });
            break;
          case 'trade':
            for (const pay of choice.payments) moves.push({ type: 'trade', pay: pay.resource });
            break;
          default:
            moves.push({ type: choice.type });
        }
      }
      return moves;
    }
    case 'cards': {
      // Bought cards and modules are M€ payments: Helion's heat counts.
      const money = p.stock.megacredits + (heatIsMoney(p) ? p.stock.heat : 0);
      const affordable = prompt.costEach > 0 ? Math.min(prompt.max, Math.floor(money / prompt.costEach)) : prompt.max;
      return selections(prompt.cards, prompt.min, affordable).map((cards) => ({ type: 'cards', cards }));
    }
    case 'space':
      return prompt.spaces.map((space) => ({ type: 'space', space }));
    case 'player':
      return prompt.players.map((player) => ({ type: 'player', player }));
    case 'amount': {
      const moves: Move[] = [];
      for (let amount = prompt.min; amount <= prompt.max; amount++) moves.push({ type: 'amount', amount });
      return moves;
    }
    case 'option':
      return prompt.options.map((_, index) => ({ type: 'option', index }));
    case 'colony':
      return prompt.tiles.map((tile) => ({ type: 'colony', tile }));
    case 'grid':
      return prompt.cells.map((cell) => ({ type: 'grid', cell }));
    case 'opening':
      return prompt.corporations.flatMap((c) => {
        const affordable = Math.min(prompt.cards.length, Math.floor(c.megacredits / c.costEach));
        return selections(prompt.cards, 0, affordable, 32).map((cards): Move => ({ type: 'opening', corporation: c.id, cards }));
      });
    case 'payment': {
      const payment = defaultPayment(p, { cost: prompt.cost, steelValue: prompt.steelValue, titaniumValue: prompt.titaniumValue, heatUsable: prompt.heatUsable });
      return payment ? [{ type: 'payment', payment }] : [];
    }
  }
}

export function waitingFor(state: TmState): Seat[] {
  return state.players.filter((p) => state.pending[p.seat]).map((p) => p.seat);
}
