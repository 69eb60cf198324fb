// Colours and short labels of tags, tokens, cubes and project colours, shared by the 3D board and the panels.
import type { CubeKind, ProjectColour, TinyTag } from '../../shared/tiny/basics';
import type { PlayerShape } from '../common/playerShapes';

export const TAG_COLOURS: Record<TinyTag, string> = {
  energy: '#a064e0',
  production: '#a86f3c',
  nature: '#4caf50',
  science: '#e9e9e9',
  space: '#2b2b38',
};

export const TAG_INK: Record<TinyTag, string> = {
  energy: '#fff',
  production: '#fff',
  nature: '#fff',
  science: '#222',
  space: '#fff',
};

export const CUBE_COLOURS: Record<CubeKind, string> = { heat: '#d9452b', greenery: '#3f9a3a', water: '#2f7fd8' };

export const PROJECT_COLOURS: Record<ProjectColour, string> = { heat: '#7a2a1c', greenery: '#24502a', water: '#1c3f6b', other: '#3c3c44' };

export const PLAYER_CUBE: Record<'white' | 'black' | 'dummy', string> = { white: '#f2efe8', black: '#1d1d22', dummy: '#8a8a8a' };

/**
 * Each cube colour's shape under the colour-blind setting. The cube colours themselves (white, black, the dummy's
 * grey) differ in lightness, not hue, so they stay apart under every colour-vision deficiency and in greyscale;
 * the shapes say whose city it is without comparing shades.
 */
export const PLAYER_CUBE_SHAPE: Record<keyof typeof PLAYER_CUBE, PlayerShape> = { white: 'circle', black: 'star', dummy: 'diamond' };
