// Global parameter tracks. Known: temperature starts at -32 °C and moves 4 °C a step, with bonuses at
// -24, -16 and 0 °C (the -24 bonus is a heat); oxygen starts at 0 %; 7 oceans. The track ends, the
// other bonus contents and all oxygen bonus positions are not published: those are ours.
import type { Effect } from '../cards/vocabulary';

export const OCEAN_TILES = 7;

export interface Track {
  steps: number;
  label(step: number): number;
  bonuses: Record<number, Effect[]>;
}

export const TEMPERATURE: Track = {
  steps: 8, // -32 .. 0 °C (end point ours: the last published bonus sits at 0 °C)
  label: (step) => -32 + 4 * step,
  bonuses: {
    2: [{ gain: 'heat' }], // -24 °C (published: a heat)
    4: [{ gain: 'water' }], // -16 °C (ours)
    8: [{ place: 'ocean' }], // 0 °C (ours)
  },
};

export const OXYGEN: Track = {
  steps: 8, // 0 .. 8 % (end point ours)
  label: (step) => step,
  bonuses: {
    3: [{ roll: 'green', n: 1 }], // ours
    6: [{ raise: 'temperature' }], // ours
  },
};

export function temperatureStepOf(celsius: number): number {
  return Math.ceil((celsius + 32) / 4);
}
