// The new-game setup of TINYforming Mars as the start screen sends it (validated at the host boundary).
import { z } from 'zod';
import { seedKindSchema, seedTextSchema } from '../seed';
import { MAP_SIDES } from './basics';

export const tinySeatSetupSchema = z.object({
  name: z.string().trim().min(1).max(24),
  /** Display colour of the seat in menus; the cube colour (white/black) is drawn at random. */
  color: z.string().trim().min(1).max(16),
  kind: z.enum(['human', 'bot']),
  level: z.enum(['random', 'basic', 'search']).optional(),
});

export const tinyOptionsSchema = z.object({
  map: z.enum(MAP_SIDES).default('tharsis'),
  /** The optional "intense" rule: bonus cubes tied to the 4th greenery and the 8th heat cube. */
  intense: z.boolean().default(false),
});

/** One player means solitaire (against the dummy cities, 12 generations). */
export const tinySetupSchema = z.object({
  system: z.literal('tiny').default('tiny'),
  players: z.array(tinySeatSetupSchema).min(1).max(2),
  seed: seedTextSchema,
  seedKind: seedKindSchema,
  options: tinyOptionsSchema.default({ map: 'tharsis', intense: false }),
});

export type TinySetup = z.input<typeof tinySetupSchema>;
export type TinySetupParsed = z.infer<typeof tinySetupSchema>;
export type TinySeatSetup = z.infer<typeof tinySeatSetupSchema>;
export type TinyOptions = z.infer<typeof tinyOptionsSchema>;
