// Turning what a colony tile hands out into ordinary effects (the screen says it: shared/tm/colonyReward.ts).
import type { Effect } from '../cards/vocabulary';
import type { ColonyReward } from './model';

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

export { rewardMessage } from '../../../shared/tm/colonyReward';
