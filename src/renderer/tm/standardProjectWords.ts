// Standard projects in a player's words: what each does, and why one cannot be used now (the engine sends the
// reason as data). Names are the engine log's (`tm.standardProject.*`), so the list and the log agree.
import type { StandardProjectName } from '../../shared/tm/prompt';
import type { StandardProjectBlock, StandardProjectNote } from '../../shared/tm/view';
import type { Say } from '../i18n/say';

export const PROJECT_EFFECT: Record<StandardProjectName, string> = {
  'Sell Patents': 'tmScreen.project.effect.sellPatents',
  'Power Plant': 'tmScreen.project.effect.powerPlant',
  Asteroid: 'tmScreen.project.effect.asteroid',
  Aquifer: 'tmScreen.project.effect.aquifer',
  Greenery: 'tmScreen.project.effect.greenery',
  City: 'tmScreen.project.effect.city',
  'Build Colony': 'tmScreen.project.effect.buildColony',
  'Food Factory': 'tmScreen.project.effect.foodFactory',
  'Production Module': 'tmScreen.project.effect.productionModule',
};

export function blockWords(say: Say, block: StandardProjectBlock): string {
  switch (block.key) {
    case 'noCardsInHand': return say('tmScreen.project.block.noCardsInHand');
    case 'needsMegacredits': return say('tmScreen.project.block.needsMegacredits', { cost: block.cost });
    case 'noSpaceFor': return say('tmScreen.project.block.noSpaceFor', { tile: block.tile });
    case 'noColonySpot': return say('tmScreen.project.block.noColonySpot');
    case 'noFoodFactoryChoice': return say('tmScreen.project.block.noFoodFactoryChoice');
    case 'noModuleFits': return say('tmScreen.project.block.noModuleFits');
  }
}

export function noteWords(say: Say, note: StandardProjectNote): string {
  switch (note.key) {
    case 'oceansAllPlaced': return say('tmScreen.project.note.oceansAllPlaced');
    case 'temperatureMaxed': return say('tmScreen.project.note.temperatureMaxed');
  }
}

export const projectTestId = (name: string): string => `project-${name.replace(/\s+/g, '-')}`;
