// The window's WebSocket client: it presents the launch key on the host's own page, and once its seat
// was taken over by another window (close code 4001) it stays closed instead of taking the seat back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WsClient } from '../../../src/renderer/net/client';
import { SEAT_TAKEN_OVER_CLOSE_CODE } from '../../../src/shared/protocol';

/** Enough of the browser's WebSocket for the client: opened by URL, closed with a code. */
class FakeSocket {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {}
  /** The server side ends the connection. */
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('localStorage', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WsClient', () => {
  it("opens the host's own socket with the launch key, and a LAN host's without", () => {
    new WsClient('ws://127.0.0.1:5170/ws', 'the-launch-key-0123456789');
    new WsClient('ws://192.168.1.5:5171/ws');
    expect(FakeSocket.opened.map((s) => s.url)).toEqual(['ws://127.0.0.1:5170/ws?key=the-launch-key-0123456789', 'ws://192.168.1.5:5171/ws']);
  });

  it('reconnects after a dropped connection, but not after its seat was taken over', () => {
    new WsClient('ws://192.168.1.5:5171/ws');
    FakeSocket.opened[0].drop(1006);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1].drop(SEAT_TAKEN_OVER_CLOSE_CODE);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
