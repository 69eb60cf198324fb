// Vocabulary of Terraforming Mars: The Dice Game shared by engine, host and renderer.
// Plain string unions so every value is JSON and readable in a save file.

export const DIE_COLOURS = ['green', 'blue', 'grey', 'red', 'yellow'] as const;
export type DieColour = (typeof DIE_COLOURS)[number];

export const FACES = [
  'plant', 'microbe', 'animal',
  'water', 'energy', 'oxygen',
  'steel', 'titanium', 'city',
  'heat', 'event', 'nuclear',
  'credit', 'science', 'earth',
] as const;
export type Face = (typeof FACES)[number];

export type Rarity = 'common' | 'uncommon' | 'rare';

/**
 * Each colour: a common face on 3 sides, an uncommon on 2, a rare on 1.
 * `ours` marks a face the public sources do not name; the yellow rare face is our own choice.
 */
export const DIE_FACES: Record<DieColour, { common: Face; uncommon: Face; rare: Face; ours?: Rarity[] }> = {
  green: { common: 'plant', uncommon: 'microbe', rare: 'animal' },
  blue: { common: 'water', uncommon: 'energy', rare: 'oxygen' },
  grey: { common: 'steel', uncommon: 'titanium', rare: 'city' },
  red: { common: 'heat', uncommon: 'event', rare: 'nuclear' },
  yellow: { common: 'credit', uncommon: 'science', rare: 'earth', ours: ['rare'] },
};

/** The six sides of a die of a colour, in a fixed order (common ×3, uncommon ×2, rare ×1). */
export function sidesOf(colour: DieColour): Face[] {
  const f = DIE_FACES[colour];
  return [f.common, f.common, f.common, f.uncommon, f.uncommon, f.rare];
}

export function colourOf(face: Face): DieColour {
  for (const c of DIE_COLOURS) {
    const f = DIE_FACES[c];
    if (f.common === face || f.uncommon === face || f.rare === face) return c;
  }
  throw new Error(`unknown face ${face}`);
}

export function rarityOf(face: Face): Rarity {
  const f = DIE_FACES[colourOf(face)];
  return f.common === face ? 'common' : f.uncommon === face ? 'uncommon' : 'rare';
}

export interface Die {
  colour: DieColour;
  face: Face;
}

/** Dice of each colour in the box (60 dice in 5 colours). */
export const DICE_PER_COLOUR = 12;

export type TileKind = 'ocean' | 'greenery' | 'city' | 'special';
export type CardColour = 'green' | 'red' | 'blue';
export type StandardProject = 'temperature' | 'ocean' | 'greenery' | 'city' | 'victory';

export const PLAYER_COLOURS = ['red', 'green', 'blue', 'yellow'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

/** A resource a player hands over: one of their dice by index, or a wild token. */
export type ResourceRef = number | 'wild';

/** Wild tokens needed on top of matching dice to pay exact faces (each die pays only its own face). */
export function wildsNeeded(dice: Die[], cost: Face[]): number {
  const have = new Map<Face, number>();
  for (const d of dice) have.set(d.face, (have.get(d.face) ?? 0) + 1);
  let wild = 0;
  for (const face of cost) {
    const n = have.get(face) ?? 0;
    if (n > 0) have.set(face, n - 1);
    else wild++;
  }
  return wild;
}
