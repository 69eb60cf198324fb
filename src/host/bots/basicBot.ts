// A simple, steady player: terraforms with what it has, plays what it can afford, claims what it can.
// It reads only its own seat's prompt, hand and public board facts.
import { legalMoves, type TmState } from '../../engine/tm';
import { spaceById, neighbours } from '../../engine/tm/board';
import { getCard } from '../../engine/tm/cards/catalogue';
import type { Seat } from '../../shared/tm/basics';
import type { Move, Prompt } from '../../shared/tm/prompt';
import { pick, type BotPolicy, type BotRandom } from './types';
import { isMessage, type Message, type MessageParam } from '../../shared/message';

/** Whether a message names this player among its parameters (at any depth). */
function namesPlayer(message: Message, name: string): boolean {
  const names = (value: MessageParam): boolean =>
    value === name || (Array.isArray(value) ? value.some(names) : isMessage(value) && namesPlayer(value, name));
  return Object.values(message.params ?? {}).some((value) => names(value as MessageParam));
}

const TERRAFORMING_PROJECTS = ['Aquifer', 'Greenery', 'Asteroid'] as const;

/** A quick score for a space: its placement bonus and useful neighbours. */
export function spaceValue(state: TmState, seat: Seat, space: string, tile: string): number {
  const s = spaceById(space);
  if (!s) return 0;
  let v = (s.bonus.steel ?? 0) * 2 + (s.bonus.titanium ?? 0) * 3 + (s.bonus.plants ?? 0) * 1.5 + (s.bonus.cards ?? 0) * 3;
  for (const n of neighbours(space)) {
    const t = state.tiles[n];
    if (t?.kind === 'ocean') v += 2;
    if (tile === 'greenery' && t?.kind === 'city' && t.owner === seat) v += 3;
    if (tile === 'city' && t?.kind === 'greenery') v += 1;
  }
  return v;
}

function chooseCards(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'cards' }>): Move {
  const p = state.players[seat];
  if (prompt.costEach === 0) {
    // Corporations, resource targets, patents: take the first that fits, or sell the priciest card.
    const sorted = [...prompt.cards].sort((a, b) => (getCard(b).cost ?? 0) - (getCard(a).cost ?? 0));
    return { type: 'cards', cards: sorted.slice(0, Math.max(prompt.min, 1)).slice(0, prompt.max) };
  }
  const wanted = cardsToBuy(prompt.cards, p.stock.megacredits, prompt.costEach, prompt.max);
  return { type: 'cards', cards: wanted.length >= prompt.min ? wanted : prompt.cards.slice(0, prompt.min) };
}

/** Buy cheap-to-mid cards, keeping money for playing them. */
function cardsToBuy(cards: string[], money: number, costEach: number, max: number): string[] {
  const budget = Math.max(0, Math.floor((money - 8) / costEach));
  return [...cards]
    .filter((c) => (getCard(c).cost ?? 0) <= 22)
    .sort((a, b) => (getCard(a).cost ?? 0) - (getCard(b).cost ?? 0))
    .slice(0, Math.min(budget, max, 3));
}

/** The opening: the first corporation offered, and the cards it can comfortably buy. */
function chooseOpening(prompt: Extract<Prompt, { kind: 'opening' }>): Move {
  const corporation = prompt.corporations[0];
  return { type: 'opening', corporation: corporation.id, cards: cardsToBuy(prompt.cards, corporation.megacredits, corporation.costEach, prompt.cards.length) };
}

function chooseAction(state: TmState, seat: Seat, moves: Move[], random: BotRandom): Move {
  const p = state.players[seat];
  const by = <T extends Move['type']>(type: T) => moves.filter((m): m is Extract<Move, { type: T }> => m.type === type);
  const milestone = by('claimMilestone')[0];
  if (milestone) return milestone;
  const plants = by('convertPlants')[0];
  if (plants) return plants;
  const heat = by('convertHeat')[0];
  if (heat) return heat;
  const cards = by('playCard').sort((a, b) => (getCard(b.card).cost ?? 0) - (getCard(a.card).cost ?? 0));
  if (cards.length) return cards[0];
  const actions = [...by('cardAction'), ...by('moduleAction')];
  if (actions.length) return pick(random, actions);
  // Colonies: trade with spare energy or titanium, or with money to spare.
  const trades = by('trade');
  const trade = trades.find((m) => m.pay !== 'megacredits') ?? (p.stock.megacredits > 25 ? trades[0] : undefined);
  if (trade) return trade;
  const award = by('fundAward')[0];
  if (award && state.generation >= 6 && state.fundedAwards.length < 2) return award;
  const projects = by('standardProject');
  // Cornucopia: a factory early, then a module whenever money is comfortable.
  const factory = projects.find((m) => m.project === 'Food Factory');
  if (factory && state.generation <= 8) return factory;
  const module = projects.find((m) => m.project === 'Production Module');
  if (module && p.stock.megacredits > 20) return module;
  const colony = projects.find((m) => m.project === 'Build Colony');
  if (colony && state.generation <= 6) return colony;
  for (const name of TERRAFORMING_PROJECTS) {
    const sp = projects.find((m) => m.project === name);
    if (sp) return sp;
  }
  const powerPlant = projects.find((m) => m.project === 'Power Plant');
  if (powerPlant && state.generation <= 4 && p.stock.megacredits > 20) return powerPlant;
  const city = projects.find((m) => m.project === 'City');
  if (city && p.stock.megacredits > 35) return city;
  if (p.hand.length > 6) {
    const sell = projects.find((m) => m.project === 'Sell Patents');
    if (sell) return sell;
  }
  return by('endTurn')[0] ?? by('pass')[0] ?? moves[0];
}

export const basicBot: BotPolicy = (state, seat, random) => {
  const prompt = state.pending[seat]?.prompt;
  if (!prompt) throw new Error(`seat ${seat} has nothing to decide`);
  if (prompt.kind === 'cards') return chooseCards(state, seat, prompt);
  if (prompt.kind === 'opening') return chooseOpening(prompt);
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  switch (prompt.kind) {
    case 'action':
      return chooseAction(state, seat, moves, random);
    case 'space': {
      let best = moves[0];
      let bestValue = -Infinity;
      for (const m of moves) {
        if (m.type !== 'space') continue;
        const v = spaceValue(state, seat, m.space, prompt.tile) + random.next() * 0.1;
        if (v > bestValue) {
          bestValue = v;
          best = m;
        }
      }
      return best;
    }
    case 'player': {
      const others = prompt.players.filter((s) => s !== seat);
      return { type: 'player', player: others.length ? others[0] : prompt.players[0] };
    }
    case 'option': {
      // Prefer acting on an opponent (an option naming another player, or none); the last option is usually
      // "nobody"/"done", the first "yes". Read from the options' parameters, never their words.
      const mine = state.players[seat].name;
      const index = prompt.options.findIndex((o) => !namesPlayer(o, mine));
      return { type: 'option', index: index >= 0 ? index : 0 };
    }
    default:
      return moves[moves.length - 1];
  }
};
