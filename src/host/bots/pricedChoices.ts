// Greedy's answers to prompts that choose among cards not yet in play (corporations, purchases, drafts,
// patents to sell): priced from the cards' data rather than by trying each one.
import type { TmState } from '../../engine/tm';
import { cloneState } from '../../engine/tm/apply';
import { applyCorporation } from '../../engine/tm/phases';
import type { Seat } from '../../shared/tm/basics';
import type { Move, Prompt } from '../../shared/tm/prompt';
import { cardValue } from './cardValue';
import { patentsToSell } from './patentSale';
import { outlook, STANDARD_RATES, type Rates } from './worth';

/** Prompts that choose among cards not yet in play, priced from their data rather than by trying them. */
export const PRICED_CHOICES = new Set(['chooseCorporation', 'draftPick', 'buyCards', 'keepCards', 'sellPatents']);

export function pricedCards(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'cards' }>, resolver: string, rates: Rates = STANDARD_RATES): Move {
  const o = outlook(state, rates);
  const p = state.players[seat];
  const ranked = prompt.cards.map((card) => ({ card, value: cardValue(state, seat, card, o) })).sort((a, b) => b.value - a.value);
  if (resolver === 'sellPatents') return { type: 'cards', cards: patentsToSell(state, seat, prompt.cards, prompt.min, prompt.max, rates) };
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

/** The starting cards worth buying as one corporation, and that purchase as a card prompt of its own. */
export interface OpeningKeep {
  corporation: string;
  /** A copy where the corporation is already in play, with its M€: what the cards are priced on. */
  state: TmState;
  prompt: Extract<Prompt, { kind: 'cards' }>;
  cards: string[];
}

/** The cards greedy keeps as `corporation` (priced on a copy where it is already in play, at its price per card). */
export function openingKeep(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'opening' }>, corporation: string, rates: Rates = STANDARD_RATES): OpeningKeep {
  const offer = prompt.corporations.find((c) => c.id === corporation);
  if (!offer) throw new Error(`corporation ${corporation} is not offered`);
  const copy = cloneState(state);
  applyCorporation(copy, seat, corporation);
  const keep: Extract<Prompt, { kind: 'cards' }> = { kind: 'cards', seat, title: prompt.title, cards: prompt.cards, min: 0, max: prompt.cards.length, costEach: offer.costEach };
  const chosen = pricedCards(copy, seat, keep, 'keepCards', rates);
  return { corporation, state: copy, prompt: keep, cards: chosen.type === 'cards' ? chosen.cards : [] };
}

/** The offered corporations, the one worth most first. */
export function rankedCorporations(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'opening' }>, rates: Rates = STANDARD_RATES): string[] {
  const o = outlook(state, rates);
  return [...prompt.corporations].sort((a, b) => cardValue(state, seat, b.id, o) - cardValue(state, seat, a.id, o)).map((c) => c.id);
}

/** The opening: the corporation worth most, then the cards worth buying as that corporation. */
export function pricedOpening(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'opening' }>, rates: Rates = STANDARD_RATES): Move {
  const keep = openingKeep(state, seat, prompt, rankedCorporations(state, seat, prompt, rates)[0], rates);
  return { type: 'opening', corporation: keep.corporation, cards: keep.cards };
}
