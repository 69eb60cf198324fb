// Eight milestones, each "3 of a set" worth 4 VP. Names and conditions are not published: all ours.
import type { Milestone } from '../cards/vocabulary';

export const MILESTONE_VP = 4;

export const MILESTONES: Milestone[] = [
  { id: 'M1', name: 'Gardener', text: 'Place 3 greenery tiles.', metric: 'greeneries', origin: 'ours' },
  { id: 'M2', name: 'Mayor', text: 'Place 3 city tiles.', metric: 'cities', origin: 'ours' },
  { id: 'M3', name: 'Diver', text: 'Place 3 oceans.', metric: 'oceans', origin: 'ours' },
  { id: 'M4', name: 'Producer', text: 'Have 3 green cards in play.', metric: 'greenCards', origin: 'ours' },
  { id: 'M5', name: 'Tactician', text: 'Have played 3 red cards.', metric: 'redCards', origin: 'ours' },
  { id: 'M6', name: 'Engineer', text: 'Have 3 blue cards in play.', metric: 'blueCards', origin: 'ours' },
  { id: 'M7', name: 'Collector', text: 'Have played 3 cards with a rare symbol in their cost.', metric: 'rareCostCards', origin: 'ours' },
  { id: 'M8', name: 'Diversifier', text: 'Produce dice of 3 different colours.', metric: 'productionColours', origin: 'ours' },
];

/** Solo: the unclaimed milestone in each slot is removed when the turn marker reaches these turns. */
export const SOLO_MILESTONE_DEADLINES = [16, 20, 24];
