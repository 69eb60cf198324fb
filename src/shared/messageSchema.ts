// How a window checks a message (words as data) that came from a host, which may be another computer on the
// LAN: a key shaped like our keys and a few short parameters, nested a few levels at most. The nesting is
// spelled out level by level rather than recursive, so no message can make the check recurse deeply.
import { z } from 'zod';
import type { Message, MessageOrText, MessageParam } from './message';

const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/;
/** A card's name inside "played {card}" inside a list is three levels: more is not a message we send. */
const MAX_NESTING = 3;

type ParamSchema = z.ZodType<MessageParam>;

function messageAt(param: ParamSchema): z.ZodType<Message> {
  return z.object({
    key: z.string().max(128).regex(KEY),
    params: z
      .record(z.string().max(32), param)
      .refine((p) => Object.keys(p).length <= 12, 'too many params')
      .optional(),
  }) as z.ZodType<Message>;
}

function paramAt(depth: number): ParamSchema {
  const plain = z.union([z.number().finite(), z.string().max(500)]);
  if (depth === 0) return plain;
  const inner = paramAt(depth - 1);
  return z.union([plain, messageAt(inner), z.array(inner).max(24)]) as ParamSchema;
}

export const messageSchema: z.ZodType<Message> = messageAt(paramAt(MAX_NESTING));

/** A message, or a plain sentence of at most `maxChars` (from a host of an older version). */
export function messageOrTextSchema(maxChars: number): z.ZodType<MessageOrText> {
  return z.union([z.string().max(maxChars), messageSchema]);
}
