// Standard projects in a player's words: what each does, and why one cannot be used now (the engine sends the reason as data).
import type { StandardProjectName } from '../../shared/tm/prompt';
import type { StandardProjectBlock, StandardProjectNote } from '../../shared/tm/view';

export const PROJECT_EFFECT: Record<StandardProjectName, string> = {
  'Sell Patents': 'Discard cards for 1 M€ each',
  'Power Plant': '+1 energy production',
  Asteroid: 'Raise the temperature 1 step',
  Aquifer: 'Place an ocean tile',
  Greenery: 'Place a greenery tile (raises oxygen)',
  City: 'Place a city tile, +1 M€ production',
  'Build Colony': 'Place a colony on a moon',
  'Food Factory': 'Build a food factory',
  'Production Module': 'Buy a production module',
};

const TILE_WORD: Record<'ocean' | 'greenery' | 'city', string> = { ocean: 'an ocean', greenery: 'a greenery', city: 'a city' };

export function blockWords(block: StandardProjectBlock): string {
  switch (block.key) {
    case 'noCardsInHand': return 'no cards in hand';
    case 'needsMegacredits': return `needs ${block.cost} M€`;
    case 'noSpaceFor': return `no space left for ${TILE_WORD[block.tile]}`;
    case 'noColonySpot': return 'no moon with a free spot for you';
    case 'noFoodFactoryChoice': return 'no food factory you can build';
    case 'noModuleFits': return 'no module on offer fits your factory';
  }
}

export function noteWords(note: StandardProjectNote): string {
  switch (note.key) {
    case 'oceansAllPlaced': return 'all oceans placed: pays for nothing more';
    case 'temperatureMaxed': return 'temperature at its maximum: pays for nothing more';
  }
}

export const projectTestId = (name: string): string => `project-${name.replace(/\s+/g, '-')}`;
