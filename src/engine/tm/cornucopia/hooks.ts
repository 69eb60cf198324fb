// Effect hooks of Cornucopia's two standard projects (already paid for when they run).
import type { EffectHook } from '../cards/hookTypes';
import { askFactory, askModule, factoryOptions } from './build';

export const CORNUCOPIA_EFFECT_HOOKS: Record<string, EffectHook> = {
  buildFoodFactory({ state, seat }) {
    askFactory(state, seat, factoryOptions(state, seat));
  },
  buyProductionModule({ state, seat }) {
    askModule(state, seat, state.cornucopia!.market, 0);
  },
};
