// The window's check of what a host sends: every message a real host sends in play passes unchanged;
// forged or malformed ones (as a hostile LAN host could send) are turned into a plain error.
import { describe, expect, it, vi } from 'vitest';
import { MAX_HOST_MESSAGE_CHARS, parseHostMessage } from '../../src/shared/hostMessages';
import type { HostMessage } from '../../src/shared/protocol';
import { diceSetup, inMemoryLan, LocalWindow, openLanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

function refusedWhy(raw: string): string | null {
  const message = parseHostMessage(raw);
  return message.type === 'error' && typeof message.message === 'string' && message.message.startsWith('The host sent a message this app does not accept') ? message.message : null;
}

describe('messages from a host', () => {
  it('every message a real host sends to its window and to a LAN player passes unchanged', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human']));
    const remote = new LocalWindow(game.hub, false, '192.0.2.10');
    remote.send({ type: 'hello' });
    remote.send({ type: 'join', code: game.hosting.code, seat: 1 });
    remote.send({ type: 'legalMoves', requestId: 'l', seat: 1 });
    remote.send({ type: 'catalogue', requestId: 'c', system: 'tm' });
    remote.send({ type: 'listSaves', requestId: 'refused' });
    game.host.send({ type: 'hello' });
    game.host.send({ type: 'listSaves', requestId: 's' });
    game.host.send({ type: 'newGame', system: 'tm', setup: { ...diceSetup(['human', 'bot']), options: { corporateEra: true, draft: false, solo: false } } });
    game.host.send({ type: 'newGame', system: 'tiny', setup: diceSetup(['human', 'human']) });
    // The saves list is read from disk asynchronously: wait for its answer before looking.
    await vi.waitFor(() => expect(game.host.received.some((m) => m.type === 'saves')).toBe(true));
    const all: HostMessage[] = [...game.host.received, ...remote.received];
    const types = new Set(all.map((m) => m.type));
    for (const type of ['welcome', 'view', 'lobby', 'joined', 'legalMoves', 'catalogue', 'saves', 'lanHosting', 'ok', 'error'] as const) expect(types).toContain(type);
    expect(new Set(all.filter((m) => m.type === 'view').map((m) => m.type === 'view' && m.view.system))).toEqual(new Set(['dice', 'tm', 'tiny']));
    for (const message of all) expect(parseHostMessage(JSON.stringify(message))).toEqual(message);
  });

  it('refuses forged and malformed messages with a plain error', () => {
    const forged = [
      '{not json',
      JSON.stringify({ type: 'teleport' }),
      JSON.stringify({ type: 'joined', gameId: 'g', seat: 1, token: '<img src=x onerror=alert(1)>' }),
      JSON.stringify({ type: 'joined', gameId: 'g', seat: 9, token: 'a'.repeat(64) }),
      JSON.stringify({ type: 'lobby', gameId: 'g', system: 'dice', seats: Array.from({ length: 6 }, (_, seat) => ({ seat: seat % 5, name: 'x', kind: 'human', open: true, connected: false })) }),
      JSON.stringify({ type: 'view', session: { gameId: 'g', system: 'dice', seats: [], controllable: [] }, view: { system: 'tm', players: [] } }),
      JSON.stringify({ type: 'view', session: { gameId: 'g', system: 'dice', seats: [], controllable: [] }, view: 'boom' }),
      JSON.stringify({ type: 'error', message: 'x'.repeat(5000) }),
      JSON.stringify({ type: 'lanGames', games: [{ name: 'a', address: 'b', port: 0 }] }),
      ' '.repeat(MAX_HOST_MESSAGE_CHARS + 1),
    ];
    for (const raw of forged) expect(refusedWhy(raw), raw.slice(0, 80)).not.toBeNull();
    // Unknown fields are dropped, not passed on.
    expect(parseHostMessage(JSON.stringify({ type: 'ok', requestId: 'r', extra: { __proto__: { polluted: true } } }))).toEqual({ type: 'ok', requestId: 'r' });
  });
});
