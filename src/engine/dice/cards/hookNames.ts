// Names of the bespoke effects; their rules live in hooks.ts.
export const HOOK_NAMES = ['vpPerTwoOceans', 'wildPerBlueCard', 'rollFavouriteColour', 'vpPerCityOnMars'] as const;
export type HookName = (typeof HOOK_NAMES)[number];
