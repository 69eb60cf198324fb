// LAN play in the window: hosting (code, addresses, who is connected), joining another host (by
// discovery or address), and the seat this window plays there. Kept apart from the main store.
import { create } from 'zustand';
import { msg } from '../shared/message';
import type { DiscoveredGame, HostMessage, LanHosting, LobbySeat } from '../shared/protocol';
import type { SystemId } from '../shared/systems';
import { bridgeFromWindow, createClient, WsClient, wsUrl } from './net/client';
import { rememberToken, tokenFor } from './net/seatTokens';
import { connect, reportError, send, useApp } from './store';

/** The port a host listens on for LAN players unless it was started otherwise. */
export const DEFAULT_LAN_PORT = 5171;

export interface Lobby {
  gameId: string | null;
  system: SystemId | null;
  seats: LobbySeat[];
}

export interface LanState {
  /** Where this window's own game can be joined, while it is open on the LAN. */
  hosting: LanHosting | null;
  /** Seats on offer at a host this window visits (before it has a seat). */
  lobby: Lobby | null;
  /** The seat this window plays in a LAN game. */
  mySeat: number | null;
  games: DiscoveredGame[] | null;
  searching: boolean;
  /** The WebSocket address of the host this window connected to by hand, if any. */
  joinedHost: string | null;
}

export const useLan = create<LanState>(() => ({ hosting: null, lobby: null, mySeat: null, games: null, searching: false, joinedHost: null }));

type LanMessage = Extract<HostMessage, { type: 'lobby' | 'joined' | 'lanHosting' | 'lanGames' | 'legalMoves' }>;

export function handleLanMessage(message: LanMessage): void {
  switch (message.type) {
    case 'lobby':
      useLan.setState({ lobby: { gameId: message.gameId, system: message.system, seats: message.seats }, mySeat: null });
      useApp.setState({ screen: 'join', gameView: null, view: null, session: null, busy: false });
      return;
    case 'joined': {
      const host = currentHostUrl();
      if (host) rememberToken(host, message.token);
      useLan.setState({ mySeat: message.seat, lobby: null });
      return;
    }
    case 'lanHosting':
      useLan.setState({ hosting: message.hosting });
      return;
    case 'lanGames':
      useLan.setState({ games: message.games, searching: false });
      return;
    case 'legalMoves':
      return; // the screens build moves from prompts; bot-driven clients use these
  }
}

function currentHostUrl(): string | null {
  return useLan.getState().joinedHost ?? (bridgeFromWindow() ? null : wsUrl());
}

/** "192.168.1.5", "192.168.1.5:5171" or "[fe80::1]:5171" → the host's WebSocket address, or null. */
export function hostSocketUrl(address: string): string | null {
  const text = address.trim().replace(/^(https?|wss?):\/\//, '').replace(/\/.*$/, '');
  if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(text)) return null;
  const hasPort = /:\d{1,5}$/.test(text) && (!text.startsWith('[') || text.includes(']:'));
  return `ws://${hasPort ? text : `${text}:${DEFAULT_LAN_PORT}`}/ws`;
}

export const lanActions = {
  /** Opens this window's game to the LAN (keeping the given seats here) or stops hosting. */
  host(open: boolean, hostSeats?: number[]): void {
    send({ type: 'hostLan', open, hostSeats });
  },
  seatToBot(seat: number): void {
    send({ type: 'seatToBot', seat });
  },
  discover(): void {
    useLan.setState({ searching: true, games: null });
    send({ type: 'discoverLan' });
  },
  /** Connects this window to another host; its lobby follows. */
  connectTo(address: string): void {
    const url = hostSocketUrl(address);
    if (!url) {
      reportError(msg('lan.find.badAddress', { address, port: String(DEFAULT_LAN_PORT) }));
      return;
    }
    if (!bridgeFromWindow()) {
      // In a browser, the host's own page is the way in (its address also keeps the seat token).
      location.assign(url.replace(/^ws:/, 'http:').replace(/\/ws$/, '/'));
      return;
    }
    useLan.setState({ joinedHost: url, lobby: null, mySeat: null, hosting: null });
    connect(new WsClient(url));
    useApp.setState({ screen: 'join' });
  },
  /** Back from another host to this app's own (its seat there stays reserved for the token). */
  leaveHost(): void {
    useLan.setState({ joinedHost: null, lobby: null, mySeat: null, games: null });
    connect(createClient());
    useApp.setState({ screen: 'home', gameView: null, view: null, session: null });
  },
  /** The seat this browser already holds at the host, if any (after leaving the game screen). */
  heldToken(): string | undefined {
    const host = currentHostUrl();
    return host ? tokenFor(host) : undefined;
  },
  returnToSeat(): void {
    const token = lanActions.heldToken();
    if (token) send({ type: 'hello', token });
  },
  takeSeat(code: string, seat: number): void {
    send({ type: 'join', code: code.trim().toUpperCase(), seat });
  },
};
