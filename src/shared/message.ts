// Words as data. The engines and the host never write a sentence a player reads: they say what happened or
// what is asked as a catalogue key with parameters, and the renderer says it in the player's language.

/**
 * A parameter of a message: a number (formatted for the locale), a proper name or other verbatim text (a
 * player's name), another message (a card's name, a resource: said first, in the same language), or a list
 * of these (joined as the language joins lists: "A, B and C").
 */
export type MessageParam = number | string | Message | readonly MessageParam[];

export interface Message {
  /** A key of the renderer's catalogues: `<area>.<group>.<name>`, e.g. `tm.log.playedCard`. */
  readonly key: string;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** A message with its parameters. */
export function msg(key: string, params?: Record<string, MessageParam>): Message {
  return params === undefined ? { key } : { key, params };
}

/** Whether a value is a message (a parameter may be one). */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Message).key === 'string';
}

/**
 * What a player reads from another program (the host, an older save or host): a message, or a plain sentence
 * from a version that still wrote them, which a screen shows as it is.
 */
export type MessageOrText = Message | string;
