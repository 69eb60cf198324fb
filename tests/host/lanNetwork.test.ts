// LAN play over real sockets on loopback: three remote players play a whole game and never receive
// another seat's cards or the deck; discovery finds the game; hostile and flooding clients change nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { DiceState } from '../../src/engine/dice/state';
import { readBeacon, scanForGames, startBeacon } from '../../src/host/lan/discovery';
import { sayIn } from '../../src/renderer/i18n/say';
import { foundGameName } from '../../src/renderer/screens/foundGameName';
import { LanHost } from '../../src/host/lan/lanHost';
import { leaksIn, secretsFor } from '../../src/host/lan/leakCheck';
import { playRemoteGame, RemotePlayer } from '../../src/host/lan/remotePlayer';
import { diceSetup, openLanGame, type LanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A LAN game whose listener is bound to loopback (and whose beacons, if any, go to loopback). */
async function loopbackGame(
  kinds: ('human' | 'bot')[],
  hostSeats: number[],
  options: ConstructorParameters<typeof LanHost>[0] = {},
  system: 'dice' | 'tm' = 'dice',
): Promise<LanGame & { url: string }> {
  const lan = new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: 9, ...options });
  const setup = system === 'dice' ? diceSetup(kinds) : { ...diceSetup(kinds), options: { corporateEra: true, draft: false, solo: false } };
  const game = await openLanGame(tempDir(), lan, system, setup, hostSeats);
  cleanups.push(() => lan.close(), () => game.hub.close());
  return { ...game, url: `ws://127.0.0.1:${game.hosting.port}/ws` };
}

async function joinedPlayer(url: string, code: string, seat: number): Promise<RemotePlayer> {
  const player = await RemotePlayer.connect(url);
  cleanups.push(() => player.close());
  const answer = await player.join(code, seat);
  expect(answer).toMatchObject({ type: 'joined', seat });
  return player;
}

async function seatedPlayers(game: { url: string; hosting: { code: string } }, seats: number[]): Promise<RemotePlayer[]> {
  const players: RemotePlayer[] = [];
  for (const seat of seats) players.push(await joinedPlayer(game.url, game.hosting.code, seat));
  return players;
}

/** Hands each message the players received since the previous call to `each`, with the receiver's seat. */
function unreadMessages(players: RemotePlayer[]): (each: (text: string, seat: number) => void) => void {
  const read = players.map(() => 0);
  return (each) =>
    players.forEach((player, seat) => {
      for (const text of player.texts.slice(read[seat])) each(text, seat);
      read[seat] = player.texts.length;
    });
}

/** Card ids seat `seat` must not be sent now: other seats' hands and undecided corporations, and every deck. */
function secretCards(state: DiceState, seat: number): Set<string> {
  const secret = new Set<string>([...state.deck, ...state.bonusDeck, ...state.corporationDeck]);
  state.players.forEach((p, i) => {
    if (i === seat) return;
    for (const id of p.hand) secret.add(id);
    if (p.corporation === null) for (const id of p.corporationOptions) secret.add(id);
  });
  // A card id the seat may see elsewhere (another copy in play) is no secret.
  const mine = state.players[seat];
  for (const id of [...mine.hand, ...mine.corporationOptions, ...state.discard]) secret.delete(id);
  for (const p of state.players) for (const id of [...p.played, ...p.bonusCards, p.corporation ?? '']) secret.delete(id);
  return secret;
}

describe('LAN over loopback', () => {
  it('three remote players finish a game and none ever receives another seat’s cards or the deck', async () => {
    const game = await loopbackGame(['human', 'human', 'human'], []);
    const players = await seatedPlayers(game, [0, 1, 2]);
    const unread = unreadMessages(players);
    let leaks = 0;
    let cardsChecked = 0;
    const checkLeaks = () => {
      const state = game.hub.session!.state as DiceState;
      const secrets = players.map((_, seat) => secretCards(state, seat));
      unread((text, i) => {
        for (const id of secrets[i]) if (text.includes(`"id":"${id}"`)) leaks++;
        const message = JSON.parse(text);
        if (message.type !== 'view') return;
        message.view.players.forEach((p: { hand?: unknown[] }, j: number) => {
          if (j !== i && p.hand !== undefined) leaks++;
          if (j === i) cardsChecked += p.hand?.length ?? 0;
        });
        if ('deck' in message.view) leaks++;
      });
    };
    checkLeaks();
    const result = await playRemoteGame({ players, seed: 7, afterMove: checkLeaks });
    expect(result.errors).toEqual([]);
    expect(result.finished).toBe(true);
    expect(game.hub.session!.status).toBe('finished');
    expect(result.moves).toBeGreaterThan(20);
    expect(cardsChecked).toBeGreaterThan(0); // each seat did receive its own hand
    expect(leaks).toBe(0);
  });

  it('three remote players finish a Terraforming Mars game and none receives another seat’s hand', async () => {
    const game = await loopbackGame(['human', 'human', 'human'], [], {}, 'tm');
    const players = await seatedPlayers(game, [0, 1, 2]);
    const unread = unreadMessages(players);
    let leaks = 0;
    let secretsSeen = 0;
    const audit = () => {
      const session = game.hub.session!;
      const secrets = players.map((_, seat) => secretsFor(session, seat));
      secretsSeen += secrets.flat().length;
      unread((text, seat) => (leaks += leaksIn(text, seat, secrets[seat])));
    };
    audit();
    const result = await playRemoteGame({ players, seed: 3, afterMove: audit });
    expect(result.errors).toEqual([]);
    expect(result.finished).toBe(true);
    expect(secretsSeen).toBeGreaterThan(0); // there were other hands to keep secret
    expect(leaks).toBe(0);
  });

  it('stopping hosting closes the LAN listener: players are disconnected and nobody can connect', async () => {
    const game = await loopbackGame(['human', 'human'], [0]);
    const player = await joinedPlayer(game.url, game.hosting.code, 1);
    const closed = player.whenClosed();
    game.host.send({ type: 'hostLan', requestId: 'stop', open: false });
    await closed;
    await expect(RemotePlayer.connect(game.url)).rejects.toThrow(/ECONNREFUSED/);
    expect(game.hub.lanHosting).toBeNull();
    expect(game.host.last('view')?.session.controllable).toEqual([0, 1]); // back to hot-seat
  });

  it('discovery hears a hosting game’s beacon on loopback', async () => {
    // The scanner listens on a free loopback port; the beacon is sent there (and nowhere else).
    const games = await scanForGames({
      discoveryPort: 0,
      bindAddress: '127.0.0.1',
      windowMs: 1500,
      onListening: (port) => {
        const beacon = startBeacon({ port: 5999, name: () => "Ada's Dice Game", about: () => ({ host: 'Ada', system: 'dice' }), targets: ['127.0.0.1'], discoveryPort: port });
        cleanups.push(() => beacon.stop());
      },
    });
    // Who hosts and what as data, so each listener names the game in its own language; the English name for older apps.
    expect(games).toEqual([{ name: "Ada's Dice Game", address: '127.0.0.1', port: 5999, host: 'Ada', system: 'dice' }]);
  });

  it('a beacon is read as data: who hosts and what, none yet, or only a name from an older host', () => {
    const heard = (beacon: object) => readBeacon(Buffer.from(JSON.stringify({ app: 'tharsis', v: 1, name: 'Tharsis game', port: 5999, ...beacon })), '192.0.2.4');
    expect(heard({ host: 'Ada', system: 'tm' })).toEqual({ name: 'Tharsis game', address: '192.0.2.4', port: 5999, host: 'Ada', system: 'tm' });
    expect(heard({ host: null, system: null })).toEqual({ name: 'Tharsis game', address: '192.0.2.4', port: 5999, host: null, system: null });
    expect(heard({})).toEqual({ name: 'Tharsis game', address: '192.0.2.4', port: 5999 });
    expect(heard({ system: 'chess' })).toBeNull();
    const say = { de: sayIn('de'), fr: sayIn('fr'), en: sayIn('en') };
    const found = (extra: object) => ({ name: "Ada's Dice Game", address: '192.0.2.4', port: 5999, ...extra });
    expect(foundGameName(say.de, found({ host: 'Ada', system: 'dice' }))).toBe(`${say.de('common.system.dice')} von Ada`);
    expect(foundGameName(say.fr, found({ host: 'Ada', system: 'dice' }))).toBe(`${say.fr('common.system.dice')}, chez Ada`);
    expect(foundGameName(say.en, found({ host: null, system: 'tiny' }))).toBe('TINYforming Mars');
    expect(foundGameName(say.de, found({ host: null, system: null }))).toBe('Ein Tharsis-Host (noch kein Spiel gestartet)');
    expect(foundGameName(say.de, found({}))).toBe("Ada's Dice Game");
  });

  it('10,000 malformed or hostile messages change nothing and the host keeps serving', async () => {
    const game = await loopbackGame(['human', 'human', 'human'], [0], { floodLimits: { burst: 20_000, perSecond: 10_000, dropAfter: 20_000 } });
    const player = await joinedPlayer(game.url, game.hosting.code, 1);
    const visitor = await RemotePlayer.connect(game.url);
    cleanups.push(() => visitor.close());
    const hash = game.hub.session!.stateHash();
    const moves = game.hub.session!.moves.length;
    const hostile: string[] = [
      'not json',
      '{',
      '[]',
      'null',
      '{"type":"move"}',
      '{"type":"move","seat":0,"move":{"type":"pass"}}',
      '{"type":"move","seat":2,"move":{"type":"pass"}}',
      '{"type":"move","seat":1,"move":{"type":"nonsense","x":1}}',
      '{"type":"move","seat":1,"move":{"type":"keepDice","dice":[99,-1]}}',
      '{"type":"move","seat":9,"move":{}}',
      '{"type":"viewAs","seat":0}',
      '{"type":"legalMoves","seat":2}',
      '{"type":"newGame","system":"dice","setup":{"players":[],"seed":"x"}}',
      '{"type":"loadSave","saveId":"../../etc/passwd"}',
      '{"type":"deleteSave","saveId":"x"}',
      '{"type":"hostLan","open":false}',
      '{"type":"seatToBot","seat":2}',
      '{"type":"join","code":"AAAAAA","seat":2}',
      '{"type":"join","code":"<script>","seat":2}',
      '{"type":"hello","token":"' + 'a'.repeat(64) + '"}',
      '{"type":"__proto__","constructor":{"prototype":{"polluted":true}}}',
      JSON.stringify({ type: 'move', seat: 1, move: { type: 'pass', pad: 'x'.repeat(70_000) } }),
    ];
    let sent = 0;
    const senders = [player, visitor];
    for (let round = 0; sent < 10_000; round++) {
      const sender = senders[round % 2];
      const text = hostile[round % hostile.length];
      const answered = sender.waitFor((m) => m.type === 'error');
      sender.send(text);
      sent++;
      // Keep the pipe bounded: every hundredth message waits for the host's answer.
      if (round % 100 === 0) await answered;
    }
    // One more round trip on each connection: the host still serves, and has answered everything before.
    const listed = await player.request({ type: 'legalMoves', seat: 1 });
    expect(listed.type).toBe('legalMoves');
    const lobby = visitor.waitFor((m) => m.type === 'lobby');
    visitor.send({ type: 'hello' });
    await lobby;
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(game.hub.session!.stateHash()).toBe(hash);
    expect(game.hub.session!.moves.length).toBe(moves);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Each hostile message got its one answer: an error, or for a made-up token the plain lobby greeting.
    const answers = [...player.texts, ...visitor.texts].map((t) => JSON.parse(t).type as string);
    let fakeTokenHellos = 0;
    for (let i = 0; i < sent; i++) if (hostile[i % hostile.length].includes('"token"')) fakeTokenHellos++;
    expect(answers.filter((type) => type === 'error').length).toBe(sent - fakeTokenHellos);
    expect(answers.filter((type) => type === 'joined').length).toBe(1); // only the real join
    expect(player.open && visitor.open).toBe(true);
  });

  it('a client that floods is slowed down, then dropped; others keep playing', async () => {
    const game = await loopbackGame(['human', 'human', 'human'], [0], { floodLimits: { burst: 50, perSecond: 1, dropAfter: 100 } });
    const flooder = await RemotePlayer.connect(game.url);
    cleanups.push(() => flooder.close());
    const steady = await joinedPlayer(game.url, game.hosting.code, 1);
    const closed = flooder.whenClosed();
    for (let i = 0; i < 1000 && flooder.open; i++) flooder.send('{"type":"hello"}');
    await closed;
    const slowDowns = flooder.texts.filter((t) => t.includes('"message":{"key":"host.lan.slowDown"}')).length;
    expect(slowDowns).toBeGreaterThan(0);
    expect(flooder.open).toBe(false);
    // The close reason is a key the window says in its player's language (a reason is at most 123 bytes).
    expect(flooder.closedWith).toEqual({ code: 1008, reason: 'lan.closed.tooManyMessages' });
    const listed = await steady.request({ type: 'legalMoves', seat: 1 });
    expect(listed.type).toBe('legalMoves');
  });
});
