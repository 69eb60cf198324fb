// One protocol for every client of the host: the Electron window (IPC) and browsers or LAN peers (WebSocket).
// Client messages are validated with zod at the boundary; host messages are trusted types.
import { msg, type Message } from './message';
import { z } from 'zod';
import { jsonDepthBeyond } from './jsonDepth';
import type { MessageOrText } from './message';
import { seedKindSchema, seedTextSchema, type SeedSecrecy } from './seed';
import { campaignClientMessageSchemas, type CampaignHostMessage } from './campaign';
import { replayClientMessageSchemas, type ReplayHostMessage } from './replay';
import { PLAYER_COLORS } from './tm/basics';
import type { DiceView } from './dice/view';
import { systemIdSchema, type SystemId } from './systems';
import type { SaveResult } from './save';
import type { TinyView } from './tiny/view';
import type { HintReport, HintState } from './hint';
import type { WinChanceChart } from './winChances';
import type { CardInfo, TmView } from './tm/view';

/** What a seat sees of a game, whichever system it is; each view names its system. */
export type GameView = TmView | TinyView | DiceView;

export const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Deeper than any real message (a move nests a few levels), far below what would exhaust the stack of
 * the validator's recursive walk: a 20,000-level message once went unanswered that way.
 */
export const MAX_MESSAGE_DEPTH = 32;

const id = z.string().min(1).max(64);
const cardId = z.string().min(1).max(16);
const seat = z.number().int().min(0).max(4);
const count = z.number().int().min(-1000).max(1000);

export const paymentSchema = z.object({
  megacredits: z.number().int().min(0).max(10000),
  steel: z.number().int().min(0).max(1000),
  titanium: z.number().int().min(0).max(1000),
  heat: z.number().int().min(0).max(1000),
});

const projectName = z.enum(['Sell Patents', 'Power Plant', 'Asteroid', 'Aquifer', 'Greenery', 'City', 'Build Colony', 'Food Factory', 'Production Module']);
const colonyTileName = z.string().min(1).max(24);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('playCard'), card: cardId, payment: paymentSchema }),
  z.object({ type: z.literal('standardProject'), project: projectName }),
  z.object({ type: z.literal('cardAction'), card: cardId }),
  z.object({ type: z.literal('claimMilestone'), milestone: z.string().max(40) }),
  z.object({ type: z.literal('fundAward'), award: z.string().max(40) }),
  z.object({ type: z.literal('convertPlants') }),
  z.object({ type: z.literal('convertHeat') }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('cards'), cards: z.array(cardId).max(300) }),
  z.object({ type: z.literal('space'), space: z.string().min(1).max(16) }),
  z.object({ type: z.literal('player'), player: seat }),
  z.object({ type: z.literal('amount'), amount: count }),
  z.object({ type: z.literal('option'), index: z.number().int().min(0).max(100) }),
  z.object({ type: z.literal('payment'), payment: paymentSchema }),
  z.object({ type: z.literal('opening'), corporation: cardId, cards: z.array(cardId).max(10) }),
  z.object({ type: z.literal('trade'), pay: z.enum(['megacredits', 'energy', 'titanium']) }),
  z.object({ type: z.literal('colony'), tile: colonyTileName }),
  z.object({ type: z.literal('moduleAction'), module: cardId }),
  z.object({ type: z.literal('grid'), cell: z.number().int().min(0).max(8) }),
  z.object({ type: z.literal('cancel') }),
]);

/** Bot strengths for Terraforming Mars seats, weakest first. */
export const TM_BOT_LEVELS = ['random', 'basic', 'greedy', 'search', 'expert'] as const;
export type TmBotLevel = (typeof TM_BOT_LEVELS)[number];

export const seatSetupSchema = z.object({
  name: z.string().trim().min(1).max(24),
  color: z.enum(PLAYER_COLORS),
  kind: z.enum(['human', 'bot']),
  /** How strongly a bot seat plays (ignored for people); absent means the default level. */
  level: z.enum(TM_BOT_LEVELS).optional(),
  /** Play with the Beginner Corporation (10 free cards, no corporation choice). */
  beginner: z.boolean().default(false),
});

export const gameOptionsSchema = z.object({
  corporateEra: z.boolean().default(true),
  draft: z.boolean().default(false),
  solo: z.boolean().default(false),
  /** The Colonies expansion; saves made before it existed have no such key and load without it. */
  colonies: z.boolean().optional(),
  /** The Cornucopia expansion (food factories and production modules), and its drafting variant. */
  cornucopia: z.boolean().optional(),
  cornucopiaDraft: z.boolean().optional(),
});

export const newGameSchema = z.object({
  players: z.array(seatSetupSchema).min(1).max(5),
  seed: seedTextSchema,
  seedKind: seedKindSchema,
  options: gameOptionsSchema,
});
export type NewGameSetup = z.infer<typeof newGameSchema>;
export type SeatSetup = z.infer<typeof seatSetupSchema>;

/** Short, typed by people: letters and digits only. */
const joinCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,12}$/, 'a join code is 4 to 12 letters or digits');

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().max(128).optional() }),
  // The setup and the move are checked by the host against the schemas of the game system in play.
  z.object({ type: z.literal('newGame'), requestId: id.optional(), system: systemIdSchema.default('tm'), setup: z.unknown() }),
  z.object({ type: z.literal('move'), requestId: id.optional(), seat, move: z.unknown() }),
  // Take back the most recent move of a seat this client plays (the host works out which and whether it may).
  // `practice`: solo only, also past cards drawn or dice rolled; the game is then marked as practice.
  z.object({ type: z.literal('undo'), requestId: id.optional(), practice: z.boolean().default(false) }),
  // Only the host's own window may turn undo off (or on) for the game in play.
  z.object({ type: z.literal('undoRules'), requestId: id.optional(), enabled: z.boolean() }),
  z.object({ type: z.literal('viewAs'), seat }),
  // "What would the bot do?" for a seat this client plays: answered later, computed in the background.
  z.object({ type: z.literal('hint'), requestId: id.optional(), seat }),
  // Only the host's own window may let the players of its LAN game ask for hints.
  z.object({ type: z.literal('hintRules'), requestId: id.optional(), enabled: z.boolean() }),
  // A finished game's chart of each player's chance of winning after each generation (worked out in the background).
  z.object({ type: z.literal('winChances'), requestId: id.optional() }),
  z.object({ type: z.literal('listSaves'), requestId: id.optional() }),
  z.object({ type: z.literal('loadSave'), requestId: id.optional(), saveId: id }),
  z.object({ type: z.literal('deleteSave'), requestId: id.optional(), saveId: id }),
  z.object({ type: z.literal('leaveGame') }),
  // LAN play. A remote client claims a free seat with the host's join code and gets a secret token back.
  z.object({ type: z.literal('join'), requestId: id.optional(), code: joinCode, seat }),
  // Only the host's own window may open or close the game to the network, or hand a seat to a bot.
  z.object({ type: z.literal('hostLan'), requestId: id.optional(), open: z.boolean(), hostSeats: z.array(seat).max(5).optional() }),
  z.object({ type: z.literal('seatToBot'), requestId: id.optional(), seat }),
  z.object({ type: z.literal('discoverLan'), requestId: id.optional() }),
  // The answers the engine accepts now from a seat the client plays (bot-driven clients, soak tests).
  z.object({ type: z.literal('legalMoves'), requestId: id.optional(), seat }),
  /** Every card of a game system, for the card browser. */
  z.object({ type: z.literal('catalogue'), requestId: id.optional(), system: systemIdSchema.default('tm') }),
  ...campaignClientMessageSchemas,
  ...replayClientMessageSchemas,
]);
/** What a client sends (defaults such as `system: 'tm'` may be left out). */
export type ClientMessage = z.input<typeof clientMessageSchema>;
/** A client message after validation, defaults filled in: what the host handles. */
export type ParsedClientMessage = z.output<typeof clientMessageSchema>;

export interface SaveSummary {
  id: string;
  system: SystemId;
  savedAt: string;
  players: string[];
  generation: number;
  phase: string;
  finished: boolean;
  /** Solo practice took moves back past reveals. */
  practiceUndo?: boolean;
  /** Expansions and variants in play (from the save header; older saves have none). */
  rules?: string[];
  /** A finished game's scores and places (from the save header; older saves have none). */
  result?: SaveResult;
}

/** A file in the saves folder that cannot be loaded, and why, in a player's words. */
export interface DamagedSave {
  id: string;
  reason: MessageOrText;
}

export interface SaveListing {
  saves: SaveSummary[];
  damaged: DamagedSave[];
}

export interface SeatInfo {
  seat: number;
  name: string;
  kind: 'human' | 'bot';
}

export interface SessionInfo {
  gameId: string;
  system: SystemId;
  seats: SeatInfo[];
  /** Seats this client may act for (all local humans in hot-seat). */
  controllable: number[];
  /** While the game is open on the LAN: who plays from where, and who is connected now. */
  lan?: SeatPresence[];
  /** Whether the deal is hidden; the host warns before opening a game with a knowable seed to the LAN. */
  seedSecrecy?: SeedSecrecy;
  /** Whether this client may take back a move now (absent from hosts that have no undo). */
  undo?: UndoState;
  /** Whether this client may ask for a hint now (absent from hosts that give none). */
  hint?: HintState;
}

/** Undo as one client sees it. */
export interface UndoState {
  allowed: boolean;
  /** Why not ("a card was drawn"), when not allowed: a message, or a plain sentence from an older host. */
  reason?: MessageOrText;
  /** Solo practice could take the move back anyway, past the reveal (marking the game). */
  practiceAvailable: boolean;
  /** The host has undo on for this game. */
  enabled: boolean;
  /** The game took moves back past reveals in practice (end screen, save list). */
  practiceUsed: boolean;
  /** Undos so far, for the log: "Ada took back a move." (messages; plain sentences from an older host) */
  log: MessageOrText[];
  /** Where each of `log` goes in the game's log: how many game log lines came before it. */
  logAt?: number[];
  /** How many lines the game's log holds now; views carry only its tail. */
  gameLogLength?: number;
}

export interface SeatPresence {
  seat: number;
  /** Played from another device (false: at the host). */
  remote: boolean;
  /** A remote player has taken the seat. */
  claimed: boolean;
  connected: boolean;
}

/** What the host's own window is told about its LAN game. */
export interface LanHosting {
  code: string;
  port: number;
  /** Addresses of this machine that others on the network can type in or open in a browser. */
  addresses: string[];
  /** Devices that typed a wrong join code, so the host sees guessing. */
  failedJoins: FailedJoin[];
}

/** Close code for a connection whose seat was taken over by a newer one with the same token: do not reconnect. */
export const SEAT_TAKEN_OVER_CLOSE_CODE = 4001;

/** Close code for a visitor (no seat) closed for idling; its window reconnects on its own. */
export const VISITOR_IDLE_CLOSE_CODE = 4002;

/** Wrong join codes from one address (an IPv6 /64 counts as one). */
export interface FailedJoin {
  address: string;
  wrong: number;
  /** It may not try again for a while. */
  lockedOut: boolean;
}

/** A game found on the local network. */
export interface DiscoveredGame {
  /** Its name in English, from a host that sends no `system` (an older version). */
  name: string;
  address: string;
  port: number;
  /** Who hosts (null: not known) and what (null: no game yet); absent from an older host. */
  host?: string | null;
  system?: SystemId | null;
}

/** What a remote client sees before it has a seat: which seats it may take. */
export interface LobbySeat extends SeatInfo {
  open: boolean;
  connected: boolean;
}

export type HostMessage =
  | { type: 'welcome'; version: string }
  /** `byBot`: the seat of the bot whose move this view follows (a window may pace showing those). */
  | { type: 'view'; session: SessionInfo; view: GameView; byBot?: number }
  | { type: 'noGame' }
  | { type: 'saves'; requestId?: string; saves: SaveSummary[]; damaged: DamagedSave[] }
  | { type: 'catalogue'; requestId?: string; system: SystemId; cards: CardInfo[] }
  | { type: 'ok'; requestId?: string; notice?: MessageOrText }
  | { type: 'lobby'; gameId: string | null; system: SystemId | null; seats: LobbySeat[] }
  | { type: 'joined'; requestId?: string; gameId: string; seat: number; token: string }
  | { type: 'lanHosting'; requestId?: string; hosting: LanHosting | null }
  | { type: 'lanGames'; requestId?: string; games: DiscoveredGame[] }
  | { type: 'legalMoves'; requestId?: string; seat: number; moves: unknown[] }
  | ({ type: 'hint'; requestId?: string; seat: number } & HintReport)
  | { type: 'winChances'; requestId?: string; gameId: string; chart: WinChanceChart }
  | { type: 'error'; requestId?: string; message: MessageOrText }
  | CampaignHostMessage
  | ReplayHostMessage;

/**
 * Parses raw text from an untrusted client into a message, or says why it cannot as a message its sender's
 * window says in its language (the wrong field by its path, never the validator's English).
 */
export function parseClientMessage(raw: string): { ok: true; message: ParsedClientMessage } | { ok: false; error: Message } {
  if (raw.length > MAX_MESSAGE_BYTES) return { ok: false, error: msg('host.protocol.tooLarge', { size: raw.length, limit: MAX_MESSAGE_BYTES }) };
  if (jsonDepthBeyond(raw, MAX_MESSAGE_DEPTH) !== null) return { ok: false, error: msg('host.protocol.tooDeep', { max: MAX_MESSAGE_DEPTH }) };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, error: msg('host.protocol.notJson') };
  }
  const parsed = clientMessageSchema.safeParse(data);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    return { ok: false, error: path.length ? msg('host.protocol.malformedField', { field: path.map(String).join('.').slice(0, 120) }) : msg('host.protocol.malformed') };
  }
  return { ok: true, message: parsed.data };
}
