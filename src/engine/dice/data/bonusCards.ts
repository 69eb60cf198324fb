// Bonus cards, taken at 5 and 12 VP. Developer is published; Delivery is a name from a play log with
// our details; the rest are ours.
import type { BonusCard } from '../cards/vocabulary';

export const BONUS_CARDS: BonusCard[] = [
  { id: 'X01', name: 'Developer', effects: [], triggers: [{ on: 'greenCard', by: 'self', then: [{ vp: 1 }] }], text: 'Whenever you play a green card, gain 1 VP.', origin: 'published' },
  { id: 'X02', name: 'Delivery', effects: [{ wild: 2 }, { draw: 1 }], text: 'Gain 2 wild tokens and draw 1 card.', origin: 'published name, our details' },
  { id: 'X03', name: 'Investor', effects: [{ wild: 3 }], text: 'Gain 3 wild tokens.', origin: 'ours' },
  { id: 'X04', name: 'Surveyor', effects: [{ rollChoice: 3 }], text: 'Roll 3 dice of one colour of your choice.', origin: 'ours' },
  { id: 'X05', name: 'Planter', effects: [{ place: 'greenery' }], text: 'Place a greenery tile.', origin: 'ours' },
  { id: 'X06', name: 'Hydrologist', effects: [{ place: 'ocean' }], text: 'Place an ocean.', origin: 'ours' },
  { id: 'X07', name: 'Urbanist', effects: [{ place: 'city' }], text: 'Place a city tile.', origin: 'ours' },
  { id: 'X08', name: 'Scholar', effects: [{ draw: 3 }, { rotate: 1 }], text: 'Draw 3 cards and turn up to 1 die to another face.', origin: 'ours' },
  { id: 'X09', name: 'Patron', effects: [{ vp: 3 }], text: 'Gain 3 VP.', origin: 'ours' },
  { id: 'X10', name: 'Storekeeper', effects: [{ wild: 1 }], keepExtra: 1, text: 'Gain 1 wild token. Keep 1 more die on production turns.', origin: 'ours' },
  { id: 'X11', name: 'Heater', effects: [{ raise: 'temperature' }], text: 'Raise the temperature 1 step.', origin: 'ours' },
];

/** Bonus cards in play per player count (solo uses 4 too). */
export function bonusCardCount(players: number): number {
  return players <= 2 ? 4 : players === 3 ? 6 : 8;
}

/** VP track steps that give a bonus card. */
export const BONUS_STEPS = [5, 12];
