// Every answer a client may send in the Dice Game, strict and bounded.
import { z } from 'zod';
import { DIE_COLOURS, FACES } from './basics';

const id = z.string().min(1).max(32);
const resourceRef = z.union([z.number().int().min(0).max(99), z.literal('wild')]);
const dieIndex = z.number().int().min(0).max(99);

export const diceMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseCorporation'), corporation: id }).strict(),
  z.object({ type: z.literal('give'), resource: resourceRef }).strict(),
  z.object({ type: z.literal('productionTurn') }).strict(),
  z.object({ type: z.literal('actionTurn') }).strict(),
  z.object({ type: z.literal('keepDice'), dice: z.array(dieIndex).max(10) }).strict(),
  z.object({ type: z.literal('discardCards'), cards: z.array(id).max(60) }).strict(),
  z.object({ type: z.literal('rollDie'), colour: z.enum(DIE_COLOURS) }).strict(),
  z.object({ type: z.literal('setFace'), pay: resourceRef, die: dieIndex, face: z.enum(FACES) }).strict(),
  z.object({ type: z.literal('drawCards'), pay: resourceRef }).strict(),
  z.object({ type: z.literal('cardAction'), card: id }).strict(),
  z.object({ type: z.literal('standard'), project: z.enum(['temperature', 'ocean', 'greenery', 'city', 'victory']) }).strict(),
  z.object({ type: z.literal('playCard'), card: id }).strict(),
  z.object({ type: z.literal('secondSupport') }).strict(),
  z.object({ type: z.literal('place'), area: id }).strict(),
  z.object({ type: z.literal('rotate'), die: dieIndex, face: z.enum(FACES) }).strict(),
  z.object({ type: z.literal('chooseColour'), colour: z.enum(DIE_COLOURS) }).strict(),
  z.object({ type: z.literal('lose'), resource: resourceRef }).strict(),
  z.object({ type: z.literal('chooseBonus'), bonus: id }).strict(),
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
]);

export type DiceMove = z.infer<typeof diceMoveSchema>;
export type DiceMoveType = DiceMove['type'];
