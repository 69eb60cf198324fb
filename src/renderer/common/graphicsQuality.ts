// What each graphics quality setting draws. Medium is what the board always drew; low spares weak or busy
// machines (software WebGL) and high adds edge smoothing and shadows for strong ones.
import { useSettings, type GraphicsQuality } from './settings';

export interface QualityProfile {
  /** Highest canvas pixel ratio (the screen's own ratio is the other limit). */
  maxPixelRatio: number;
  /** Multisampled edges (a WebGL context option: changing it starts a new context). */
  antialias: boolean;
  /** Tiles cast shadows on Mars from the main light. */
  shadows: boolean;
  /** The starfield behind Mars. */
  stars: boolean;
  /** The colony moons drift along their orbit (besides reduced motion, which stops them too). */
  moonDrift: boolean;
}

export const QUALITY_PROFILES: Record<GraphicsQuality, QualityProfile> = {
  low: { maxPixelRatio: 1, antialias: false, shadows: false, stars: false, moonDrift: false },
  medium: { maxPixelRatio: 1.5, antialias: false, shadows: false, stars: true, moonDrift: true },
  high: { maxPixelRatio: 2, antialias: true, shadows: true, stars: true, moonDrift: true },
};

/** The catalogue keys of each quality's name. */
export const QUALITY_LABEL_KEYS: Record<GraphicsQuality, string> = {
  low: 'common.graphics.low',
  medium: 'common.graphics.medium',
  high: 'common.graphics.high',
};

/** The catalogue keys of what each quality means, under the choice. */
export const QUALITY_HINT_KEYS: Record<GraphicsQuality, string> = {
  low: 'common.graphics.lowHint',
  medium: 'common.graphics.mediumHint',
  high: 'common.graphics.highHint',
};

export function useQuality(): QualityProfile {
  return QUALITY_PROFILES[useSettings((s) => s.graphicsQuality)];
}
