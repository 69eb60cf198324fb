// What a window accepts from a host. Its own host is trusted code, but a window that joined a game on the
// LAN talks to another computer, which may be hostile: every message is checked against this schema
// before the UI sees it. Envelopes, seats, names, tokens and lists are checked field by field; a game
// view is checked at the top (an object of the session's game system with a player list), since the
// screens render its contents only as text and numbers.
import { z } from 'zod';
import { msg } from './message';
import type { HostMessage } from './protocol';
import { systemIdSchema } from './systems';
import { HINT_REASON_KEYS } from './hint';
import { messageOrTextSchema } from './messageSchema';

/** A whole view of the largest game is a few hundred KB; far bigger is not a message we sent. */
export const MAX_HOST_MESSAGE_CHARS = 8 * 1024 * 1024;

const text = (max: number) => z.string().max(max);
const requestId = text(64).optional();
const seat = z.number().int().min(0).max(4);
const seatInfo = z.object({ seat, name: text(80), kind: z.enum(['human', 'bot']) });
const presence = z.object({ seat, remote: z.boolean(), claimed: z.boolean(), connected: z.boolean() });
const sessionInfo = z.object({
  gameId: text(128),
  system: systemIdSchema,
  seats: z.array(seatInfo).max(5),
  controllable: z.array(seat).max(5),
  lan: z.array(presence).max(5).optional(),
  seedSecrecy: z.enum(['secret', 'typed', 'legacy']).optional(),
  undo: z
    .object({
      allowed: z.boolean(),
      reason: messageOrTextSchema(500).optional(),
      practiceAvailable: z.boolean(),
      enabled: z.boolean(),
      practiceUsed: z.boolean(),
      log: z.array(messageOrTextSchema(500)).max(10_000),
      logAt: z.array(z.number().int().min(0)).max(10_000).optional(),
      gameLogLength: z.number().int().min(0).optional(),
    })
    .optional(),
  hint: z.object({ available: z.boolean(), reason: messageOrTextSchema(500).optional(), lanAllowed: z.boolean(), moveCount: z.number().int().min(0) }).optional(),
});
/** Words-as-data from a host: a catalogue key with bounded parameters (numbers, text, nested messages, lists). */
type MessageParamInput = number | string | { key: string; params?: Record<string, MessageParamInput> } | MessageParamInput[];
const messageParam: z.ZodType<MessageParamInput> = z.lazy(() => z.union([z.number(), text(500), message, z.array(messageParam).max(60)]));
const message: z.ZodType<{ key: string; params?: Record<string, MessageParamInput> }> = z.lazy(() =>
  z.object({ key: text(120), params: z.record(text(40), messageParam).optional() }),
);
const view = z.looseObject({ system: systemIdSchema, players: z.array(z.looseObject({})).max(5) });
const address = text(64);
const hintMove = z.looseObject({ type: text(32) });
const share = z.number().min(0).max(1);
const hintChoice = z.object({ move: hintMove, winChance: share.nullable(), low: share.nullable(), high: share.nullable(), games: z.number().int().min(0).max(100_000) });
// A reason is a key the window knows and a few short params it words; never a sentence from the host.
const hintReason = z.object({
  key: z.enum(HINT_REASON_KEYS),
  params: z.record(text(32), z.union([text(80), z.number().finite()])).refine((p) => Object.keys(p).length <= 8, 'too many params'),
  versus: z.number().int().min(0).max(9).nullable(),
});

const hostMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), version: text(64) }),
  z.object({ type: z.literal('view'), session: sessionInfo, view, byBot: z.number().int().min(0).max(4).optional() }).refine((m) => m.view.system === m.session.system, 'the view is of another game'),
  z.object({ type: z.literal('noGame') }),
  z.object({ type: z.literal('saves'), requestId, saves: z.array(z.looseObject({ id: text(128), system: systemIdSchema })).max(10_000), damaged: z.array(z.object({ id: text(256), reason: messageOrTextSchema(1000) })).max(10_000) }),
  z.object({ type: z.literal('catalogue'), requestId, system: systemIdSchema, cards: z.array(z.looseObject({ id: text(64), name: text(120) })).max(5_000) }),
  z.object({ type: z.literal('ok'), requestId, notice: messageOrTextSchema(500).optional() }),
  z.object({
    type: z.literal('lobby'),
    gameId: text(128).nullable(),
    system: systemIdSchema.nullable(),
    seats: z.array(seatInfo.extend({ open: z.boolean(), connected: z.boolean() })).max(5),
  }),
  z.object({ type: z.literal('joined'), requestId, gameId: text(128), seat, token: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({
    type: z.literal('lanHosting'),
    requestId,
    hosting: z
      .object({
        code: text(16),
        port: z.number().int().min(1).max(65535),
        addresses: z.array(address).max(64),
        failedJoins: z.array(z.object({ address, wrong: z.number().int().min(0), lockedOut: z.boolean() })).max(1024),
      })
      .nullable(),
  }),
  z.object({ type: z.literal('lanGames'), requestId, games: z.array(z.object({ name: text(80), address, port: z.number().int().min(1).max(65535), host: text(24).nullable().optional(), system: systemIdSchema.nullable().optional() })).max(256) }),
  z.object({ type: z.literal('legalMoves'), requestId, seat, moves: z.array(z.unknown()).max(100_000) }),
  z.object({ type: z.literal('error'), requestId, message: messageOrTextSchema(2000) }),
  // A move is shown only as text: its kind is checked here, its fields where the screen names them.
  z.object({
    type: z.literal('hint'),
    requestId,
    seat,
    move: hintMove,
    choices: z.array(hintChoice).max(10),
    worlds: z.number().int().min(0).max(100_000),
    verdict: z.enum(['refining', 'clear', 'aboutEqual', 'single']),
    chanceOf: z.enum(['win', 'terraformInTime', 'emptySupplies', 'finishMars']),
    reason: hintReason.nullable(),
    final: z.boolean(),
    moveCount: z.number().int().min(0),
  }),
  z.object({
    type: z.literal('winChances'),
    requestId,
    gameId: text(128),
    chart: z.object({
      players: z.array(text(80)).max(8),
      points: z.array(z.object({ generation: z.number().int().min(0).max(1000), chances: z.array(z.number().min(0).max(1)).max(8) })).max(1000),
      worlds: z.number().int().min(0).max(10_000),
      solo: z.boolean(),
    }),
  }),
  // Campaigns, statistics and replays come only from the host's own window's host; their contents are shown as text and charts.
  z.object({
    type: z.literal('campaigns'),
    requestId,
    campaigns: z.array(z.looseObject({ id: text(128), name: text(200) })).max(10_000),
    skipped: z.array(z.object({ file: text(300), error: messageOrTextSchema(2000) })).max(10_000),
  }),
  z.object({ type: z.literal('campaign'), requestId, campaign: z.looseObject({ id: text(128), name: text(200) }) }),
  z.object({ type: z.literal('campaignStats'), requestId, stats: z.looseObject({}) }),
  z.object({ type: z.literal('historyStats'), requestId, system: systemIdSchema, stats: z.looseObject({ games: z.number().int().min(0) }) }),
  z.object({ type: z.literal('gameStats'), requestId, stats: z.looseObject({ gameId: text(128), system: systemIdSchema }) }),
  z.object({
    type: z.literal('replayView'),
    requestId,
    saveId: text(128),
    step: z.number().int().min(0),
    length: z.number().int().min(0),
    seat: seat.nullable(),
    watchable: z.array(seat).max(5),
    generations: z.array(z.looseObject({})).max(10_000),
    view,
  }),
]);

/** A host's message as the UI may use it, or an error message saying it was refused. */
export function parseHostMessage(raw: string): HostMessage {
  if (raw.length > MAX_HOST_MESSAGE_CHARS) return refused(`too large (${raw.length} characters)`);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return refused('not valid JSON');
  }
  const parsed = hostMessageSchema.safeParse(data);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? 'malformed');
  // Checked above; the view's inside is typed by the game system it names.
  return parsed.data as HostMessage;
}

function refused(why: string): HostMessage {
  return { type: 'error', message: msg('host.error.refusedMessage', { why }) };
}
