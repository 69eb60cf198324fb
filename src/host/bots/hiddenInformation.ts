// What a seat cannot know: the deck order (project cards and Cornucopia modules), other players'
// hands and offers, and the game's future random draws. A bot that looks ahead first re-deals all of that from the unseen pool, so its plans
// can never rest on information a human in its seat would not have.
import { openingCorporations } from '../../engine/tm/phases';
import type { TmState } from '../../engine/tm';
import { cloneState } from '../../engine/tm/apply';
import type { Seat } from '../../shared/tm/basics';
import type { BotRandom } from './types';

function shuffle<T>(items: T[], random: BotRandom): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

/**
 * A copy of the state in which every card hidden from `seat` is re-dealt at random from the pool of
 * cards that seat has not seen, keeping every pile's size. The game's rng is reseeded too.
 */
export function determinize(state: TmState, seat: Seat, random: BotRandom): TmState {
  const copy = cloneState(state);
  const others = copy.players.filter((p) => p.seat !== seat);
  const projects = [...copy.deck];
  const corporations = [...copy.corporationDeck];
  for (const p of others) projects.push(...p.hand, ...p.offered, ...p.draftHand);
  for (const p of others) corporations.push(...p.corporationsOffered);
  // Sorted first: the re-deal then depends only on which cards are unseen, never on where they really are.
  projects.sort();
  corporations.sort();
  shuffle(projects, random);
  shuffle(corporations, random);
  const take = (pool: string[], n: number) => pool.splice(0, n);
  for (const p of others) {
    p.hand = take(projects, p.hand.length);
    p.offered = take(projects, p.offered.length);
    p.draftHand = take(projects, p.draftHand.length);
    p.corporationsOffered = take(corporations, p.corporationsOffered.length);
    // An opponent's open card prompt lists cards we just re-dealt; keep it consistent with their new offer.
    const prompt = copy.pending[p.seat]?.prompt;
    if (prompt?.kind === 'opening') {
      prompt.cards = [...p.offered];
      prompt.corporations = openingCorporations(p, p.corporationsOffered);
    }
    if (prompt?.kind === 'cards') {
      const resolver = copy.pending[p.seat]!.resolver;
      if (resolver === 'chooseCorporation') prompt.cards = [...p.corporationsOffered];
      else if (resolver === 'draftPick') prompt.cards = [...p.draftHand];
      else if (prompt.costEach > 0) prompt.cards = [...p.offered];
      else if (resolver === 'sellPatents') prompt.cards = [...p.hand];
    }
  }
  copy.deck = projects;
  copy.corporationDeck = corporations;
  // Cornucopia's module pile is face down too.
  if (copy.cornucopia) {
    copy.cornucopia.deck.sort();
    shuffle(copy.cornucopia.deck, random);
  }
  copy.rng = Math.floor(random.next() * 0x100000000) >>> 0;
  return copy;
}

/**
 * A copy of the state with only the future re-dealt: the draw piles shuffled and the rng reseeded, every
 * hand and offer as it is. For looking back at a finished game, when every hand is public but what was
 * still to be drawn at the time was luck.
 */
export function reshuffleFuture(state: TmState, random: BotRandom): TmState {
  const copy = cloneState(state);
  copy.deck.sort();
  shuffle(copy.deck, random);
  if (copy.cornucopia) {
    copy.cornucopia.deck.sort();
    shuffle(copy.cornucopia.deck, random);
  }
  copy.rng = Math.floor(random.next() * 0x100000000) >>> 0;
  return copy;
}
