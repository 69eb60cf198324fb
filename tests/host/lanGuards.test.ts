// The hub's LAN guards, in process: join-code guessing is slowed and locked out per address and shown to
// the host; a token used from a second connection takes the seat over and the first is told and closed;
// the card list is built once however often it is asked for.
import { describe, expect, it, vi } from 'vitest';
import { Hub } from '../../src/host/hub';
import { DEFAULT_JOIN_LIMITS, JoinGuard } from '../../src/host/lan/joinGuard';
import { CODE_LENGTH, LanSeats, newJoinCode } from '../../src/host/lan/lanSeats';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { SEAT_TAKEN_OVER_CLOSE_CODE } from '../../src/shared/protocol';
import { diceSetup, inMemoryLan, LocalWindow, openHosting, openLanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';
import { english } from './support/english';

const tempDir = useTempDirs();

function joinedToken(window: LocalWindow): string {
  const joined = window.last('joined');
  if (!joined) throw new Error(`not joined: ${JSON.stringify(window.received.at(-1))}`);
  return joined.token;
}

describe('join-code guessing', () => {
  it('allows five wrong codes in the first minute from one address, then one per lockout', () => {
    let now = 0;
    const guard = new JoinGuard(DEFAULT_JOIN_LIMITS, () => now);
    let wrongChecked = 0;
    // A script that tries every 100 ms for a minute.
    for (; now < 60_000; now += 100) {
      if (!guard.admit('192.0.2.7').ok) continue;
      guard.recordWrong('192.0.2.7');
      wrongChecked += 1;
    }
    expect(wrongChecked).toBe(DEFAULT_JOIN_LIMITS.lockoutAfter);
    expect(guard.failures()).toEqual([{ address: '192.0.2.7', wrong: 5, lockedOut: true }]);
    // The rest of the hour: one more try per lockout period (15 min).
    let laterChecked = 0;
    for (; now < 60 * 60_000; now += 1000) {
      if (!guard.admit('192.0.2.7').ok) continue;
      guard.recordWrong('192.0.2.7');
      laterChecked += 1;
    }
    // The fifth wrong code came at 2+4+8+16 = 30 s and locked it until 930 s; then 1830 s and 2730 s.
    expect(laterChecked).toBe(3);
    // Other devices are not affected; addresses inside one IPv6 /64 count as one device.
    expect(guard.admit('192.0.2.8').ok).toBe(true);
    guard.recordWrong('2001:db8:1:2::10');
    expect(guard.admit('2001:db8:1:2:ffff::99').ok).toBe(false);
    expect(guard.admit('2001:db8:1:3::10').ok).toBe(true);
  });

  it('refuses even the right code from an address that guessed too often, and shows the host who tried', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human', 'human']));
    const guesser = new LocalWindow(game.hub, false, '192.0.2.66');
    const wrong = game.hosting.code === 'A'.repeat(CODE_LENGTH) ? 'B'.repeat(CODE_LENGTH) : 'A'.repeat(CODE_LENGTH);
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      guesser.send({ type: 'join', requestId: `g${i}`, code: wrong, seat: 1 });
      const answer = guesser.received.at(-1);
      answers.push(answer?.type === 'error' ? english(answer.message) : String(answer?.type));
    }
    expect(answers[0]).toBe('That join code is not right.');
    expect(answers.filter((a) => a === 'That join code is not right.')).toHaveLength(1); // then it must wait
    guesser.send({ type: 'join', requestId: 'right', code: game.hosting.code, seat: 1 });
    const waitAnswer = guesser.received.at(-1);
    expect(waitAnswer?.type === 'error' && english(waitAnswer.message)).toMatch(/wait \d+ s/);
    expect(game.host.last('lanHosting')?.hosting?.failedJoins).toEqual([{ address: '192.0.2.66', wrong: 1, lockedOut: false }]);
    // Someone else on the network still gets in at once.
    const friend = new LocalWindow(game.hub, false, '192.0.2.10');
    friend.send({ type: 'join', code: game.hosting.code, seat: 1 });
    expect(joinedToken(friend)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('codes are 10 symbols (50 bits); a shorter code kept from before is replaced, its tokens stay valid', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newJoinCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const token = 'a'.repeat(64);
    const kept = LanSeats.from({ gameId: 'g', code: 'ABCDEF', hostSeats: [0], claims: [{ seat: 1, token }] });
    expect(kept.code).toHaveLength(CODE_LENGTH);
    expect(kept.seatOf(token)).toBe(1);
  });
});

describe('one connection per seat', () => {
  it('hello with a seat token already in use: the earlier connection is told and closed, the newer plays', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human']));
    const closes: { code: number; reason: string }[] = [];
    const first = new LocalWindow(game.hub, false, '192.0.2.10', (code, reason) => closes.push({ code, reason }));
    first.send({ type: 'join', code: game.hosting.code, seat: 1 });
    const token = joinedToken(first);

    const second = new LocalWindow(game.hub, false, '192.0.2.11');
    second.send({ type: 'hello', token });
    expect(second.last('joined')?.seat).toBe(1);
    expect(closes).toEqual([{ code: SEAT_TAKEN_OVER_CLOSE_CODE, reason: 'lan.closed.seatTakenOver' }]);
    expect(first.last('error')?.message).toEqual({ key: 'host.lan.seatTakenOver', params: { number: 2 } });
    expect(first.connection.holdsSeat).toBe(false);
    // The first connection can no longer act for the seat, even before its transport has closed.
    first.send({ type: 'move', requestId: 'm', seat: 1, move: { type: 'pass' } });
    expect(first.received.at(-1)).toMatchObject({ type: 'error', requestId: 'm' });
    expect(game.host.last('view')?.session.lan?.[1]).toMatchObject({ claimed: true, connected: true });
  });
});

describe('card list', () => {
  it('is built once, however often clients ask for it', async () => {
    const tm = ENGINES.tm!;
    const catalogue = vi.fn(tm.catalogue!);
    const hub = new Hub({ engines: { ...ENGINES, tm: { ...tm, catalogue } }, store: new SaveStore(tempDir()), lan: inMemoryLan, version: 'test' });
    const host = new LocalWindow(hub);
    host.send({ type: 'newGame', system: 'dice', setup: diceSetup(['human', 'human']) });
    await openHosting(host);
    for (let i = 0; i < 5; i++) host.send({ type: 'catalogue', requestId: `c${i}`, system: 'tm' });
    expect(host.received.filter((m) => m.type === 'catalogue')).toHaveLength(5);
    expect(catalogue).toHaveBeenCalledTimes(1);
  });
});
