// The words of Terraforming Mars content in the player's language: every card, production module, food
// factory, colony tile, milestone and award is named and described by its catalogue key (src/shared/tm/contentKeys.ts),
// never by the English the engine uses to identify it.
import { useMemo } from 'react';
import type { CardId } from '../../shared/tm/basics';
import type { FactoryType } from '../../shared/tm/cornucopia';
import { msg } from '../../shared/message';
import {
  awardNameKey, awardTextKey, cardNameKey, cardTextKey, colonyNameKey, colonyTextKey, factoryNameKey, factoryRequirementKey,
  milestoneNameKey, milestoneTextKey,
} from '../../shared/tm/contentKeys';
import type { Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';

export interface CardWords {
  /** Any other words of a card's face (its requirements, its victory points). */
  say: Say;
  /** A card's name; a connected module face ("CM02+") is named like its module. */
  name: (id: CardId) => string;
  /** What a card does; a connected module face has its own text. */
  text: (id: CardId) => string;
  colonyName: (name: string) => string;
  colonyText: (name: string) => string;
  milestoneName: (name: string) => string;
  milestoneText: (name: string) => string;
  awardName: (name: string) => string;
  awardText: (name: string) => string;
  /** A Cornucopia food factory by type, and what it takes to build one. */
  factoryName: (type: FactoryType) => string;
  factoryRequirement: (type: FactoryType) => string;
  /** A module's connected face, introduced as such ("Connected: …"). */
  connectedFace: (moduleId: CardId) => string;
}

export function cardWordsIn(say: Say): CardWords {
  return {
    say,
    name: (id) => say(cardNameKey(id)),
    text: (id) => say(cardTextKey(id)),
    colonyName: (name) => say(colonyNameKey(name)),
    colonyText: (name) => say(colonyTextKey(name)),
    milestoneName: (name) => say(milestoneNameKey(name)),
    milestoneText: (name) => say(milestoneTextKey(name)),
    awardName: (name) => say(awardNameKey(name)),
    awardText: (name) => say(awardTextKey(name)),
    factoryName: (type) => say(factoryNameKey(type)),
    factoryRequirement: (type) => say(factoryRequirementKey(type)),
    connectedFace: (moduleId) => say(msg('tmCards.cardFace.connected', { text: msg(cardTextKey(`${moduleId}+`)) })),
  };
}

export function useCardWords(): CardWords {
  const say = useSay();
  return useMemo(() => cardWordsIn(say), [say]);
}
