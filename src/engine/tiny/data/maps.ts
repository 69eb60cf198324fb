// Both sides of the 19-hex map (rows of 3, 4, 5, 4, 3; hexes numbered 1..19 in reading order).
// Bonus hexes carry a tag for the city on them; water hexes may show a resource token icon.
// The Tharsis water icons are marked unverified in the main source; we follow it.
import type { MapSide, TinyTag, TokenKind } from '../../../shared/tiny/basics';

export interface MapData {
  bonus: Record<number, TinyTag>;
  water: Record<number, TokenKind | null>;
}

export const MAPS: Record<MapSide, MapData> = {
  tharsis: {
    bonus: { 1: 'production', 8: 'nature', 12: 'nature', 17: 'production', 19: 'space' },
    water: { 3: 'science', 9: 'nature', 10: 'production', 15: 'nature', 16: null },
  },
  elysium: {
    bonus: { 4: 'space', 7: 'science', 10: 'nature', 17: 'production', 19: 'production' },
    water: { 1: 'science', 2: 'production', 6: null, 9: 'nature', 11: 'nature' },
  },
};
