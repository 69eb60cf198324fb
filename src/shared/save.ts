// The save file format. A save holds both the moves (a replay, the source of truth) and a snapshot of
// the state (so loading is instant). Files come from disk and may be damaged or hostile: validate all.
import { z } from 'zod';
import { jsonDepthBeyond } from './jsonDepth';
import { msg, type Message } from './message';
import { messageOrTextSchema } from './messageSchema';
import { SYSTEM_IDS, systemIdSchema, systemName } from './systems';

export const SAVE_FORMAT = 'tharsis-save';
export const SAVE_VERSION = 1;

/** Save ids double as file names, so only characters that are safe in a path on every OS. */
export const SAVE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The move itself is checked against its game system's move schema when the save is resumed. */
export const recordedMoveSchema = z.object({
  seat: z.number().int().min(0).max(4),
  move: z.unknown(),
  /** A bot played it (bots' moves are taken back with the person's move before them). */
  by: z.literal('bot').optional(),
  /**
   * What the move revealed ("a card was drawn"): a message, or a sentence in a save written before the words
   * became messages; absent when it revealed nothing. Undo stops here.
   */
  revealed: messageOrTextSchema(200).optional(),
});
export type RecordedMove = z.infer<typeof recordedMoveSchema>;

/**
 * The engine's state is checked only loosely here (it is the engine's business); a save without a
 * snapshot (null) is still loadable by replaying its moves.
 */
const snapshotSchema = z.looseObject({ system: systemIdSchema }).nullable();

/** Each seat's final score and place; for a solo game, whether its goal was met. */
export const saveResultSchema = z.object({
  places: z.array(z.object({ seat: z.number().int().min(0).max(4), score: z.number().finite(), rank: z.number().int().min(1).max(5) })).max(5),
  soloWon: z.boolean().nullable(),
});
export type SaveResult = z.infer<typeof saveResultSchema>;

export const saveMetaSchema = z.object({
  savedAt: z.iso.datetime({ offset: true }),
  generation: z.number().int().min(0).max(1000),
  phase: z.string().max(64),
  players: z.array(z.string().max(64)).max(5),
  finished: z.boolean(),
  gameId: z.string().regex(SAVE_ID_PATTERN),
  /** Solo practice took moves back past reveals (shown with the save and on the end screen). */
  practiceUndo: z.boolean().optional(),
  /** Expansions and variants in play, in words (saves written before this have none). */
  rules: z.array(z.string().max(40)).max(12).optional(),
  /** A finished game's result, for the Load screen's history (absent while the game goes on, and in older saves). */
  result: saveResultSchema.optional(),
});
export type SaveMeta = z.infer<typeof saveMetaSchema>;

export const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  system: systemIdSchema,
  /** Checked against the system's setup schema when the save is resumed (the host knows the systems). */
  setup: z.unknown(),
  moves: z.array(recordedMoveSchema).max(100_000),
  snapshot: snapshotSchema,
  meta: saveMetaSchema,
  /**
   * Undo for this game. Present in every save written since undo exists (so a move without `revealed`
   * truly revealed nothing); older saves lack it and their moves cannot be taken back.
   */
  undo: z
    .object({
      /** The host turned undo off for this game. */
      off: z.boolean(),
      /** Solo practice: a move was taken back past a reveal; the game is marked so everywhere. */
      practiceUsed: z.boolean(),
    })
    .optional(),
});
export type SaveFile = z.infer<typeof saveFileSchema>;

export type SaveParseResult = { ok: true; save: SaveFile } | { ok: false; error: Message };

/** What the Load screen needs, written first in every save so listing reads a few hundred bytes. */
export const saveHeaderSchema = saveFileSchema.pick({ format: true, version: true, system: true, meta: true });
export type SaveHeader = z.infer<typeof saveHeaderSchema>;

/**
 * The file's text: a valid JSON object whose first line holds only the header (format, version, system,
 * meta) and ends with a comma; setup, moves and snapshot follow on the second line.
 */
export function serializeSave(save: SaveFile): string {
  // Everything that is not the header goes on the second line, so a field added to saves is never dropped.
  const { format, version, system, meta, ...rest } = save;
  const head = JSON.stringify({ format, version, system, meta });
  const body = JSON.stringify(rest);
  return `${head.slice(0, -1)},\n${body.slice(1)}`;
}

/**
 * Reads the header from the start of a save's text. `error` absent: there is no header line (a save from
 * before headers, to be read whole); present: the header itself is wrong, as a message for the player.
 */
export function parseSaveHeader(start: string): { ok: true; header: SaveHeader } | { ok: false; error?: Message } {
  const end = start.indexOf('\n');
  if (end < 0 || start[end - 1] !== ',') return { ok: false };
  let data: unknown;
  try {
    data = JSON.parse(`${start.slice(0, end - 1)}}`);
  } catch {
    return { ok: false, error: msg('host.file.headerUnreadable') };
  }
  return validateSaveHeader(data);
}

/** Checks a header's fields (format, version, system, meta), naming the first problem as a message. */
export function validateSaveHeader(data: unknown): { ok: true; header: SaveHeader } | { ok: false; error: Message } {
  const known = checkHeader(data);
  if (!known.ok) return known;
  const parsed = saveHeaderSchema.safeParse(data);
  if (!parsed.success) return { ok: false, error: damageText(parsed.error) };
  return { ok: true, header: parsed.data };
}

/** The fields every reader checks first, so a foreign or future file gets a specific message. */
function checkHeader(data: unknown): { ok: true } | { ok: false; error: Message } {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, error: msg('host.file.noObject', { kind: 'save' }) };
  }
  const head = data as Record<string, unknown>;
  if (head.format !== SAVE_FORMAT) {
    return { ok: false, error: msg('host.file.notASave', { format: describeValue(head.format) }) };
  }
  if (typeof head.version === 'number' && head.version > SAVE_VERSION) {
    return { ok: false, error: msg('host.file.newerVersion', { kind: 'save', version: head.version, supported: SAVE_VERSION }) };
  }
  if (head.version !== SAVE_VERSION) {
    return { ok: false, error: msg('host.file.unsupportedVersion', { version: describeValue(head.version) }) };
  }
  if (!(SYSTEM_IDS as readonly unknown[]).includes(head.system)) {
    return { ok: false, error: msg('host.file.unknownSystem', { system: describeValue(head.system) }) };
  }
  return { ok: true };
}

/**
 * A validation failure as one of our own reasons: which part of the file is wrong (and where, as the path
 * of field names), never the validator's English.
 */
function damageText(error: z.ZodError): Message {
  const path = error.issues[0]?.path ?? [];
  const first = String(path[0]);
  const part = (DAMAGED_PARTS as readonly string[]).includes(first) ? first : 'file';
  return path.length > 1 ? msg('host.file.damagedPartAt', { part, at: fieldPath(path) }) : msg('host.file.damagedPart', { part });
}

/** The parts of a save a damage reason names (an ICU select in the catalogue); anything else is "the file". */
const DAMAGED_PARTS = ['meta', 'moves', 'snapshot', 'setup'] as const;

/** Where in a file a field is, as its path of names and indexes (verbatim: field names are ours, not words). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.').slice(0, 120);
}

/** Validates already-parsed JSON, naming the first problem in words a player can act on. */
export function validateSave(data: unknown): SaveParseResult {
  const known = checkHeader(data);
  if (!known.ok) return known;
  const parsed = saveFileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, error: damageText(parsed.error) };
  const snapshotSystem = parsed.data.snapshot?.system;
  if (snapshotSystem !== undefined && snapshotSystem !== parsed.data.system) {
    return { ok: false, error: msg('host.file.snapshotOfOtherGame', { snapshot: systemName(snapshotSystem), game: systemName(parsed.data.system) }) };
  }
  return { ok: true, save: parsed.data };
}

/**
 * Deeper than any real save (a game state nests about a dozen levels; the file adds two), far below what
 * would exhaust the stack of the recursive walks a loaded game goes through.
 */
export const MAX_SAVE_DEPTH = 64;

/** Parses the text of a save file. */
export function parseSave(text: string): SaveParseResult {
  if (jsonDepthBeyond(text, MAX_SAVE_DEPTH) !== null) {
    return { ok: false, error: msg('host.file.tooDeep', { kind: 'save', max: MAX_SAVE_DEPTH }) };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: msg(text.trim() === '' ? 'host.file.empty' : 'host.file.notJson', { kind: 'save' }) };
  }
  return validateSave(data);
}

/**
 * A header field's value inside a refusal: as JSON, cut at 40 characters (verbatim, it reads the same in every
 * language), or "not given" in the player's words when the field is missing.
 */
export function describeValue(value: unknown): string | Message {
  if (value === undefined) return msg('host.file.notGiven');
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
