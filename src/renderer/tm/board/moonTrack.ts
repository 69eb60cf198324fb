// A colony moon's trade track in short: the number at each step, and what the steps give said once per run of
// steps that give the same thing (one run for every tile but Europa, whose production changes along the track).
import type { CardResource, Resource } from '../../../shared/tm/basics';
import type { ColonyReward } from '../../../shared/tm/colonyReward';

/** What a run of steps gives, without the amount: a resource, a production, resources on a card, cards. */
export type StripUnit =
  | { kind: 'resource' | 'production'; resource: Resource }
  | { kind: 'cardResource'; resource: CardResource }
  | { kind: 'draw' | 'drawThenDiscard' | 'ocean' };

/** How many a step gives: a reward without an amount (a card to draw and discard, an ocean) gives one. */
export function amountOf(reward: ColonyReward): number {
  return 'amount' in reward ? reward.amount : 1;
}

export function unitOf(reward: ColonyReward): StripUnit {
  switch (reward.kind) {
    case 'resource':
    case 'production':
      return { kind: reward.kind, resource: reward.resource };
    case 'cardResource':
      return { kind: reward.kind, resource: reward.resource };
    default:
      return { kind: reward.kind };
  }
}

const sameUnit = (a: StripUnit, b: StripUnit) => a.kind === b.kind && ('resource' in a ? a.resource : '') === ('resource' in b ? b.resource : '');

/** The amount at each step, and each run of steps that give the same thing with its length. */
export function trackCells(track: readonly ColonyReward[]): { cells: number[]; units: { unit: StripUnit; span: number }[] } {
  const units: { unit: StripUnit; span: number }[] = [];
  for (const reward of track) {
    const unit = unitOf(reward);
    const last = units[units.length - 1];
    if (last && sameUnit(last.unit, unit)) last.span++;
    else units.push({ unit, span: 1 });
  }
  return { cells: track.map(amountOf), units };
}

/** Colony spots on a moon (the first three steps of its track); the rules' number, repeated for the screen. */
export const MAX_COLONIES_PER_MOON = 3;
