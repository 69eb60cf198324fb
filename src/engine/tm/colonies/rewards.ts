// Turning what a colony tile hands out into ordinary effects, and describing it in words.
import type { Effect } from '../cards/vocabulary';
import { RESOURCE_WORDS } from '../../../shared/tm/words';
import type { ColonyReward } from './model';
import { msg, type Message } from '../../../shared/message';
import { cardResourceAmount, productionAmount, resourceAmount } from '../../../shared/tm/messages';

/** The effects that give a reward to the player they are queued for. */
export function rewardEffects(reward: ColonyReward): Effect[] {
  switch (reward.kind) {
    case 'resource':
      return reward.amount > 0 ? [{ do: 'gain', resource: reward.resource, amount: reward.amount }] : [];
    case 'production':
      return [{ do: 'production', resource: reward.resource, amount: reward.amount }];
    case 'cardResource':
      return reward.amount > 0 ? [{ do: 'addResource', amount: reward.amount, to: 'anyCard', resource: reward.resource }] : [];
    case 'draw':
      return reward.amount > 0 ? [{ do: 'draw', amount: reward.amount }] : [];
    case 'drawThenDiscard':
      return [{ do: 'draw', amount: 1 }, { do: 'hook', name: 'discardOneCard' }];
    case 'ocean':
      return [{ do: 'place', tile: 'ocean' }];
  }
}

export function describeReward(reward: ColonyReward): string {
  switch (reward.kind) {
    case 'resource':
      return `${reward.amount} ${RESOURCE_WORDS[reward.resource]}`;
    case 'production':
      return `+${reward.amount} ${RESOURCE_WORDS[reward.resource]} production`;
    case 'cardResource':
      return `${reward.amount} ${reward.resource}${reward.amount === 1 ? '' : 's'} on a card`;
    case 'draw':
      return `draw ${reward.amount} card${reward.amount === 1 ? '' : 's'}`;
    case 'drawThenDiscard':
      return 'draw a card, then discard a card';
    case 'ocean':
      return 'place an ocean';
  }
}

/** A reward as words-as-data, for the log ("traded with Io: 2 heat"). */
export function rewardMessage(reward: ColonyReward): Message {
  switch (reward.kind) {
    case 'resource':
      return resourceAmount(reward.resource, reward.amount);
    case 'production':
      return msg('tm.reward.production', { amount: productionAmount(reward.resource, reward.amount) });
    case 'cardResource':
      return msg('tm.reward.onCard', { amount: cardResourceAmount(reward.resource, reward.amount) });
    case 'draw':
      return msg('tm.reward.draw', { count: reward.amount });
    case 'drawThenDiscard':
      return msg('tm.reward.drawThenDiscard');
    case 'ocean':
      return msg('tm.reward.ocean');
  }
}
