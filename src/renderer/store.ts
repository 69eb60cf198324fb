// App state: connection, session, the current view, saves and errors. Components subscribe to narrow slices.
import { create } from 'zustand';
import { isGameOver } from '../shared/gameOver';
import type { ClientMessage, DamagedSave, GameView, HostMessage, SaveSummary, SessionInfo } from '../shared/protocol';
import type { SystemId } from '../shared/systems';
import type { CardInfo, TmView } from '../shared/tm/view';
import { handleCampaignMessage } from './campaigns/campaignState';
import { handleLanMessage } from './lan';
import { hintArrived, hintAsked, hintFailed } from './hints/hintStore';
import { winChancesArrived, winChancesAsked, winChancesFailed } from './hints/winChanceStore';
import type { ConnectionStatus, HostClient } from './net/client';
import { BOT_SPEED_DELAY_MS } from './common/botSpeed';
import { useSettings } from './common/settings';
import { ViewPacer } from './common/viewPacer';
import { msg, type MessageOrText } from '../shared/message';
import { sayIn, sayMessageOrText } from './i18n/say';

export type Screen = 'home' | 'new' | 'load' | 'game' | 'cards' | 'join' | 'campaigns' | 'report' | 'replay';

export interface ErrorNote {
  id: number;
  message: string;
  /** An error unless said otherwise. */
  tone?: 'info';
}

export interface AppState {
  status: ConnectionStatus;
  transport: HostClient['transport'] | null;
  hostVersion: string | null;
  screen: Screen;
  session: SessionInfo | null;
  /** The current game's view, whichever system it is. */
  gameView: GameView | null;
  /** The same view when the game is Terraforming Mars (what the TM screens read), else null. */
  view: TmView | null;
  /** Bumped on every view so panels can clear their "sent, waiting" state. */
  viewSerial: number;
  /** Views after bots' moves that wait to be shown, one at a time at the chosen bot speed. */
  botViewsWaiting: number;
  /** True between sending a move/newGame/loadSave and the host's answer. */
  busy: boolean;
  saves: SaveSummary[] | null;
  /** Files in the saves folder that cannot be loaded, with the host's reason. */
  damagedSaves: DamagedSave[];
  /** Every Terraforming Mars card, for the card browser (asked of the host once). */
  catalogue: CardInfo[] | null;
  errors: ErrorNote[];
  lastError: string | null;
}

export const useApp = create<AppState>(() => ({
  status: 'connecting',
  transport: null,
  hostVersion: null,
  screen: 'home',
  session: null,
  gameView: null,
  view: null,
  viewSerial: 0,
  botViewsWaiting: 0,
  busy: false,
  saves: null,
  damagedSaves: [],
  catalogue: null,
  errors: [],
  lastError: null,
}));

let client: HostClient | null = null;
let nextRequest = 1;
let nextError = 1;
const pendingRequests = new Map<string, ClientMessage['type']>();
let lastAutoFollow = '';
/** After the player switches seats by hand, do not switch back until the game moves on. */
let manualSwitchKey = '';

/** What every system's view has that hot-seat following needs. */
interface FollowableView {
  viewer: number | null;
  waitingFor: number[];
  prompt: unknown;
  log: unknown[];
}

function progressKey(view: FollowableView): string {
  return `${view.waitingFor.join(',')}|${view.log.length}`;
}

function requestId(kind: ClientMessage['type']): string {
  const id = `r${nextRequest++}`;
  pendingRequests.set(id, kind);
  return id;
}

/** A host's words in the player's language as they arrive (a note lives seconds; it is not re-said on a language change). */
function inPlayersLanguage(words: MessageOrText): string {
  return sayMessageOrText(sayIn(useSettings.getState().language), words);
}

export function reportError(words: MessageOrText): void {
  const message = inPlayersLanguage(words);
  const note = { id: nextError++, message };
  useApp.setState((s) => ({ errors: [...s.errors.slice(-4), note], lastError: message, busy: false }));
}

/** Something the player should know that went right anyway: a toast, not an error line in the prompt. */
export function reportNotice(words: MessageOrText): void {
  const message = inPlayersLanguage(words);
  const note = { id: nextError++, message, tone: 'info' as const };
  useApp.setState((s) => ({ errors: [...s.errors.slice(-4), note] }));
}

/** Hands the errors not yet shown to the toasts and forgets them here. */
export function takeErrors(): ErrorNote[] {
  const taken = useApp.getState().errors;
  if (taken.length > 0) useApp.setState({ errors: [] });
  return taken;
}

export function send(message: ClientMessage): void {
  if (!client) {
    reportError(msg('lan.connection.notConnected'));
    return;
  }
  try {
    client.send(message);
  } catch (err) {
    reportError(msg('lan.connection.unreachable', { detail: String(err).slice(0, 200) }));
  }
}

type ViewMessage = Extract<HostMessage, { type: 'view' }>;

/** Puts a view on screen (the pacer decides when). */
function showView(message: ViewMessage): void {
  useApp.setState((s) => ({
    gameView: message.view,
    view: message.view.system === 'tm' ? message.view : null,
    session: message.session,
    viewSerial: s.viewSerial + 1,
    busy: false,
    screen: 'game',
  }));
  // Hot-seat following looks at the view on screen, so it waits for the bots' moves to be shown too.
  autoFollow(message.view, message.session);
}

const pacer = new ViewPacer<ViewMessage>(
  showView,
  () => BOT_SPEED_DELAY_MS[useSettings.getState().botSpeed],
  (count) => useApp.setState({ botViewsWaiting: count }),
);

/** In hot-seat, when the shown seat has nothing to decide, switch to a local seat that does. */
function autoFollow(gameView: GameView, session: SessionInfo): void {
  const view: FollowableView = gameView;
  if (view.prompt || isGameOver(gameView)) return;
  if (manualSwitchKey && manualSwitchKey === progressKey(view)) return;
  manualSwitchKey = '';
  const candidates = view.waitingFor.filter((s) => session.controllable.includes(s) && s !== view.viewer);
  if (candidates.length === 0) return;
  const after = candidates.filter((s) => view.viewer === null || s > view.viewer);
  const target = (after.length ? after : candidates)[0];
  const key = `${view.viewer}|${target}|${progressKey(view)}`;
  if (key === lastAutoFollow) return;
  lastAutoFollow = key;
  send({ type: 'viewAs', seat: target });
}

function handle(message: HostMessage): void {
  switch (message.type) {
    case 'welcome':
      useApp.setState({ hostVersion: message.version });
      return;
    case 'view':
      if (message.byBot !== undefined) pacer.pushBotView(message);
      else pacer.pushView(message);
      return;
    case 'noGame':
      pacer.drop();
      useApp.setState((s) => ({ gameView: null, view: null, session: null, busy: false, screen: s.screen === 'game' ? 'home' : s.screen }));
      return;
    case 'saves':
      if (message.requestId) pendingRequests.delete(message.requestId);
      // An older host may not send the damaged list.
      useApp.setState({ saves: message.saves, damagedSaves: message.damaged ?? [], busy: false });
      return;
    case 'catalogue':
      if (message.requestId) pendingRequests.delete(message.requestId);
      useApp.setState({ catalogue: message.cards });
      return;
    case 'ok': {
      const kind = message.requestId ? pendingRequests.get(message.requestId) : undefined;
      if (message.requestId) pendingRequests.delete(message.requestId);
      if (kind === 'deleteSave') actions.listSaves();
      if (message.notice) reportNotice(message.notice);
      if (kind !== 'move' && kind !== 'newGame' && kind !== 'loadSave') useApp.setState({ busy: false });
      return;
    }
    case 'error': {
      const kind = message.requestId ? pendingRequests.get(message.requestId) : undefined;
      if (message.requestId) pendingRequests.delete(message.requestId);
      if (kind === 'hint') hintFailed();
      if (kind === 'winChances') winChancesFailed();
      // A refused move's reason may be words-as-data: said in the player's language as it arrives.
      reportError(sayMessageOrText(sayIn(useSettings.getState().language), message.message));
      return;
    }
    case 'hint':
      if (message.requestId) pendingRequests.delete(message.requestId);
      hintArrived(message);
      return;
    case 'winChances':
      if (message.requestId) pendingRequests.delete(message.requestId);
      winChancesArrived(message.gameId, message.chart);
      return;
    case 'lobby':
    case 'joined':
    case 'lanHosting':
    case 'lanGames':
    case 'legalMoves':
      handleLanMessage(message);
      return;
    case 'campaigns':
    case 'campaign':
    case 'campaignStats':
    case 'historyStats':
    case 'gameStats':
    case 'replayView':
      handleCampaignMessage(message);
      return;
    default:
      reportError(`Unknown message from the host: ${JSON.stringify(message).slice(0, 120)}`);
  }
}

let disconnectCurrent: (() => void) | null = null;

/** Talks to a host through this client from now on (joining another host drops the previous one). */
export function connect(c: HostClient): () => void {
  disconnectCurrent?.();
  client = c;
  useApp.setState({ transport: c.transport });
  const offMessage = c.onMessage(handle);
  const offStatus = c.onStatus((status) => useApp.setState({ status }));
  const offClosed = c.onClosedBecause?.((why) => reportError(why));
  if (c.transport !== 'websocket') c.send({ type: 'hello' });
  const disconnect = () => {
    offMessage();
    offStatus();
    offClosed?.();
    c.close();
    if (client === c) client = null;
    if (disconnectCurrent === disconnect) disconnectCurrent = null;
  };
  disconnectCurrent = disconnect;
  return disconnect;
}

/** Never leave the UI locked if the host answers a request with neither a view nor an error. */
function releaseBusyLater(): void {
  const serial = useApp.getState().viewSerial;
  setTimeout(() => {
    const s = useApp.getState();
    if (s.busy && s.viewSerial === serial) useApp.setState({ busy: false });
  }, 6000);
}

export const actions = {
  goto(screen: Screen): void {
    useApp.setState({ screen });
  },
  /** Starts a game of any system; the host checks the setup against that system's schema. */
  newGame(system: SystemId, setup: unknown): void {
    useApp.setState({ busy: true });
    send({ type: 'newGame', requestId: requestId('newGame'), system, setup });
    releaseBusyLater();
  },
  move(move: unknown): void {
    const view = useApp.getState().gameView;
    if (!view || view.viewer === null) {
      reportError('You are watching this game and cannot move.');
      return;
    }
    useApp.setState({ busy: true });
    send({ type: 'move', requestId: requestId('move'), seat: view.viewer, move });
    releaseBusyLater();
  },
  /** Takes back the last move of a seat played here; `practice` (solo) also past reveals. */
  /** "What would the bot do?" for the seat shown; the answer comes later (hints/hintStore.ts). */
  hint(position: string): void {
    const view = useApp.getState().gameView;
    if (!view || view.viewer === null) return;
    hintAsked(position);
    send({ type: 'hint', requestId: requestId('hint'), seat: view.viewer });
  },
  /** The finished game's chart of chances; the answer comes later (hints/winChanceStore.ts). */
  winChances(gameId: string): void {
    winChancesAsked(gameId);
    send({ type: 'winChances', requestId: requestId('winChances') });
  },
  /** The host's window lets the players of its LAN game ask for hints, or not. */
  setHintsOnLan(enabled: boolean): void {
    send({ type: 'hintRules', requestId: requestId('hintRules'), enabled });
  },
  undo(practice: boolean): void {
    send({ type: 'undo', requestId: requestId('undo'), practice });
  },
  /** The host's window turns undo on or off for the game. */
  setUndoEnabled(enabled: boolean): void {
    send({ type: 'undoRules', requestId: requestId('undoRules'), enabled });
  },
  loadCatalogue(): void {
    if (useApp.getState().catalogue === null) send({ type: 'catalogue', requestId: requestId('catalogue') });
  },
  listSaves(): void {
    send({ type: 'listSaves', requestId: requestId('listSaves') });
  },
  loadSave(saveId: string): void {
    useApp.setState({ busy: true });
    send({ type: 'loadSave', requestId: requestId('loadSave'), saveId });
    releaseBusyLater();
  },
  deleteSave(saveId: string): void {
    send({ type: 'deleteSave', requestId: requestId('deleteSave'), saveId });
  },
  /** Shows at once the bot moves still waiting to be shown. */
  showBotMovesNow(): void {
    pacer.showAll();
  },
  viewAs(seat: number): void {
    const view = useApp.getState().gameView;
    manualSwitchKey = view ? progressKey(view) : '';
    send({ type: 'viewAs', seat });
  },
  leaveGame(): void {
    pacer.drop();
    send({ type: 'leaveGame' });
    useApp.setState({ screen: 'home', gameView: null, view: null, session: null, busy: false });
  },
};
