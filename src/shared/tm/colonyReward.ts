// What a colony tile hands out (at placement, as a colony bonus, or as trade income), as data every side
// reads: the engine applies it, the view carries it, and the screen says it in the player's language.
import { msg, type Message } from '../message';
import type { CardResource, Resource } from './basics';
import { cardResourceAmount, productionAmount, resourceAmount } from './messages';

export type ColonyReward =
  | { kind: 'resource'; resource: Resource; amount: number }
  | { kind: 'production'; resource: Resource; amount: number }
  | { kind: 'cardResource'; resource: CardResource; amount: number }
  | { kind: 'draw'; amount: number }
  | { kind: 'drawThenDiscard' }
  | { kind: 'ocean' };

/** A reward as words-as-data ("2 heat", "+1 energy production", "3 floaters on a card"). */
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
