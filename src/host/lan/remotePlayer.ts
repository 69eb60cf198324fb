// A headless LAN client: a WebSocket to a host, joined to one seat and played by a bot that sees only
// what that seat receives (its view and its legal moves). The soak script and the LAN tests use it to
// play whole games over the network exactly as a remote player's app would.
import { WebSocket } from 'ws';
import { isGameOver } from '../../shared/gameOver';
import type { ClientMessage, GameView, HostMessage } from '../../shared/protocol';
import { DICE_BOTS } from '../bots/dice';
import { TINY_BOTS } from '../bots/tiny';
import { botRandom, pick, type BotRandom } from '../bots/types';

/** Picks a move from what one seat can see. */
export type ViewPolicy = (view: GameView, legalMoves: unknown[], random: BotRandom) => unknown;

/** The smaller games' basic bots already play from the view; Terraforming Mars clients pick any legal move. */
export const viewPolicy: ViewPolicy = (view, legalMoves, random) => {
  // The host listed these moves for this very view, so they have the system's move type.
  if (view.system === 'dice') return DICE_BOTS.basic(view, legalMoves as Parameters<typeof DICE_BOTS.basic>[1], random);
  if (view.system === 'tiny') return TINY_BOTS.basic(view, legalMoves as Parameters<typeof TINY_BOTS.basic>[1], random);
  return pick(random, legalMoves);
};

type Waiter = { test: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void };

export class RemotePlayer {
  /** Every message text received, in order (what a leak check reads). */
  readonly texts: string[] = [];
  viewCount = 0;
  lastView: GameView | null = null;
  seat: number | null = null;
  token: string | null = null;
  /** How the host closed the connection (its code and reason), once it has. */
  closedWith: { code: number; reason: string } | null = null;
  private waiters: Waiter[] = [];
  private nextRequest = 1;

  private constructor(private readonly ws: WebSocket) {
    ws.on('close', (code, reason) => (this.closedWith = { code, reason: String(reason) }));
    ws.on('message', (data) => {
      const text = String(data);
      this.texts.push(text);
      const message = JSON.parse(text) as HostMessage;
      if (message.type === 'view') {
        this.viewCount += 1;
        this.lastView = message.view;
      }
      if (message.type === 'joined') {
        this.seat = message.seat;
        this.token = message.token;
      }
      for (const waiter of [...this.waiters]) {
        if (waiter.test(message)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
  }

  static connect(url: string): Promise<RemotePlayer> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const player = new RemotePlayer(ws);
      ws.once('open', () => resolve(player));
      ws.once('error', reject);
    });
  }

  /** Resolves when the connection is closed, by either side. */
  whenClosed(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.ws.once('close', () => resolve()));
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(message: ClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message that passes the test (only messages arriving after this call). */
  waitFor(test: (m: HostMessage) => boolean): Promise<HostMessage> {
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Sends a message with a fresh requestId and resolves with the host's answer to it. */
  request(message: ClientMessage & { requestId?: string }): Promise<HostMessage> {
    const requestId = `p${this.nextRequest++}`;
    const answer = this.waitFor((m) => 'requestId' in m && m.requestId === requestId);
    this.send({ ...message, requestId } as ClientMessage);
    return answer;
  }

  async join(code: string, seat: number): Promise<HostMessage> {
    return this.request({ type: 'join', code, seat });
  }

  /** Resolves once this client has received more than `count` views. */
  async viewsBeyond(count: number): Promise<void> {
    while (this.viewCount <= count) await this.waitFor((m) => m.type === 'view');
  }

  close(): Promise<void> {
    const closed = this.whenClosed();
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    return closed;
  }
}

export interface RemoteGameResult {
  finished: boolean;
  moves: number;
  errors: string[];
  /** Move sent → the mover's next view, per accepted move. */
  roundTripsMs: number[];
}

export interface RemoteGameOptions {
  players: RemotePlayer[];
  policy?: ViewPolicy;
  seed?: number;
  maxMoves?: number;
  /** Runs after every accepted move, once every player has received its new view. */
  afterMove?: () => void;
}

/**
 * Plays a game to the end one move at a time: whichever joined player must decide asks the host for its
 * legal moves, its bot picks one, and every player waits for the resulting view before the next move.
 */
export async function playRemoteGame(options: RemoteGameOptions): Promise<RemoteGameResult> {
  const { players } = options;
  const policy = options.policy ?? viewPolicy;
  const random = botRandom(options.seed ?? 1);
  const result: RemoteGameResult = { finished: false, moves: 0, errors: [], roundTripsMs: [] };
  await Promise.all(players.map((p) => (p.lastView ? Promise.resolve() : p.viewsBeyond(0))));
  for (let step = 0; step < (options.maxMoves ?? 20_000); step++) {
    const view = players[0].lastView;
    if (!view) break;
    if (isGameOver(view)) {
      result.finished = true;
      break;
    }
    const mover = players.find((p) => p.seat !== null && p.lastView?.waitingFor.includes(p.seat));
    if (!mover || mover.seat === null) {
      result.errors.push(`nobody can move (waiting for ${view.waitingFor.join(', ')})`);
      break;
    }
    const listed = await mover.request({ type: 'legalMoves', seat: mover.seat });
    if (listed.type !== 'legalMoves' || listed.moves.length === 0) {
      result.errors.push(`no legal moves for seat ${mover.seat + 1}: ${JSON.stringify(listed).slice(0, 200)}`);
      break;
    }
    const move = policy(mover.lastView!, listed.moves, random);
    const seen = players.map((p) => p.viewCount);
    const started = performance.now();
    const answer = await mover.request({ type: 'move', seat: mover.seat, move });
    if (answer.type !== 'ok') {
      result.errors.push(`seat ${mover.seat + 1}: ${answer.type === 'error' ? answer.message : answer.type}`);
      break;
    }
    await mover.viewsBeyond(seen[players.indexOf(mover)]);
    result.roundTripsMs.push(performance.now() - started);
    await Promise.all(players.map((p, i) => p.viewsBeyond(seen[i])));
    result.moves += 1;
    options.afterMove?.();
  }
  return result;
}
