// Every answer a TINYforming Mars client may send, validated strictly at the host boundary.
import { z } from 'zod';
import { STANDARD_PROJECTS, TOKEN_KINDS } from './basics';

const hex = z.number().int().min(1).max(19);

export const tinyMoveSchema = z.discriminatedUnion('type', [
  /** Which end of the drawn card faces the drawer (0 = first end, 1 = second end). */
  z.object({ type: z.literal('orient'), keep: z.union([z.literal(0), z.literal(1)]) }).strict(),
  /** Place a new city (from = null) or move an own city from one hex to another. */
  z.object({ type: z.literal('city'), from: hex.nullable(), to: hex }).strict(),
  z.object({ type: z.literal('project'), project: z.string().regex(/^[a-z-]{2,32}$/) }).strict(),
  z.object({ type: z.literal('standard'), project: z.enum(STANDARD_PROJECTS) }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('hex'), hex }).strict(),
  /** Decline an optional step. */
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('token'), token: z.enum(TOKEN_KINDS) }).strict(),
  z.object({ type: z.literal('option'), index: z.number().int().min(0).max(3) }).strict(),
]);

export type TinyMove = z.infer<typeof tinyMoveSchema>;
export type TinyMoveType = TinyMove['type'];
