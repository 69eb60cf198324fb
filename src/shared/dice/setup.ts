// The new-game setup of the Dice Game, validated at the host boundary.
import { z } from 'zod';
import { seedKindSchema, seedTextSchema } from '../seed';
import { PLAYER_COLOURS } from './basics';

export const diceSeatSchema = z.object({
  name: z.string().trim().min(1).max(24),
  color: z.enum(PLAYER_COLOURS),
  kind: z.enum(['human', 'bot']),
  level: z.enum(['random', 'basic', 'solo', 'search']).optional(),
});

export const diceOptionsSchema = z
  .object({
    /** Which side of the board (the two sides differ only in placement bonuses). */
    boardSide: z.enum(['A', 'B']).default('A'),
    /**
     * Solo: 'chosen' lets the player place the neutral city, ocean and greenery (the rulebook); 'drawn'
     * places them at random, as every game did before the choice existed (so older saves replay as played).
     */
    soloStart: z.enum(['drawn', 'chosen']).default('drawn'),
  })
  .strict();

export const diceSetupSchema = z
  .object({
    players: z.array(diceSeatSchema).min(1).max(4),
    seed: seedTextSchema,
    seedKind: seedKindSchema,
    options: diceOptionsSchema.default({ boardSide: 'A', soloStart: 'drawn' }),
  })
  .strict();

export type DiceSetup = z.input<typeof diceSetupSchema>;
export type DiceSeatSetup = z.infer<typeof diceSeatSchema>;
