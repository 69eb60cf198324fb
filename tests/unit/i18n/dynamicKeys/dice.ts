// The dice keys built at run time from the Dice Game's content: every card, corporation, bonus card and
// milestone of the data (the engine's, so kept among the tests).
import { BONUS_CARDS } from '../../../../src/engine/dice/data/bonusCards';
import { CORPORATIONS } from '../../../../src/engine/dice/data/corporations';
import { MILESTONES } from '../../../../src/engine/dice/data/milestones';
import { PROJECT_CARDS } from '../../../../src/engine/dice/data/projects';
import { diceCardNameKey, diceCardTextKey, diceMilestoneNameKey, diceMilestoneTextKey } from '../../../../src/shared/dice/words';

export const dynamicKeys: readonly string[] = [
  ...[...PROJECT_CARDS, ...CORPORATIONS, ...BONUS_CARDS].flatMap((c) => [diceCardNameKey(c.id), diceCardTextKey(c.id)]),
  ...MILESTONES.flatMap((m) => [diceMilestoneNameKey(m.id), diceMilestoneTextKey(m.id)]),
];
