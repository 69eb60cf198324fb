// LAN players replay the game they are in: only their own seat (or the public view) until the game has
// ended, never another game; every position of a remote seat's replay is free of other seats' hands and
// of the deck.
import { describe, expect, it } from 'vitest';
import type { TmState } from '../../src/engine/tm';
import { leaksIn, secretsFor } from '../../src/host/lan/leakCheck';
import { Replay } from '../../src/host/replay/replay';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import type { GameView, HostMessage } from '../../src/shared/protocol';
import { diceSetup, inMemoryLan, LocalWindow, openLanGame, type LanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

type ReplayView = Extract<HostMessage, { type: 'replayView' }>;

/** A LAN game with Ada at the host (seat 0) and Boris joined from afar (seat 1). */
async function gameWithRemote(system: 'tm' | 'tiny', setup: object): Promise<{ game: LanGame; remote: LocalWindow }> {
  const game = await openLanGame(tempDir(), inMemoryLan, system, setup, [0]);
  const remote = new LocalWindow(game.hub, false, '192.0.2.20');
  remote.send({ type: 'join', requestId: 'j', code: game.hosting.code, seat: 1 });
  expect(remote.last('joined')).toMatchObject({ seat: 1 });
  return { game, remote };
}

/** Plays moves from the window that holds each waiting seat, keeping as many cards as allowed (hands fill up). */
function play(game: LanGame, remote: LocalWindow, moves: number): void {
  for (let i = 0; i < moves; i++) {
    const session = game.hub.session!;
    const seat = session.waitingFor()[0];
    if (seat === undefined) return;
    const legal = session.legalMoves(seat)! as { cards?: unknown[] }[];
    const richest = legal.reduce((best, move) => ((move.cards?.length ?? 0) > (best.cards?.length ?? 0) ? move : best), legal[0]);
    const before = session.moves.length;
    (seat === 1 ? remote : game.host).send({ type: 'move', requestId: `m${i}`, seat, move: richest as never });
    expect(session.moves.length).toBe(before + 1);
  }
}

function ask(window: LocalWindow, message: { saveId: string; step: number; seat: number | null }): HostMessage {
  window.send({ type: 'replayStep', requestId: `r${window.received.length}`, ...message });
  return window.received.at(-1)!;
}

describe('LAN replays', () => {
  it("a remote seat's replay of its game in progress never holds another seat's hand or the deck", async () => {
    const { game, remote } = await gameWithRemote('tm', { ...diceSetup(['human', 'human']), options: {} });
    play(game, remote, 12);
    const saveId = game.hub.session!.gameId;
    const save = new SaveStore(game.savesDir).load(saveId);
    if (!save.ok) throw new Error(refusalLine(save.error));
    const replay = Replay.open(ENGINES.tm!, save.value);
    if (!replay.ok) throw new Error(JSON.stringify(replay.error));
    let secretsSeen = 0;
    for (let step = 0; step <= replay.value.length; step++) {
      const secrets = secretsFor({ seats: [{ seat: 0 }, { seat: 1 }], viewFor: (seat) => replay.value.viewAt(step, seat) as GameView }, 1);
      secretsSeen += secrets.length;
      const deck = (replay.value.stateAt(step) as TmState).deck;
      for (const seat of [1, null]) {
        const answer = ask(remote, { saveId, step, seat });
        expect(answer).toMatchObject({ type: 'replayView', step, seat, watchable: [1] });
        const text = JSON.stringify(answer);
        expect(leaksIn(JSON.stringify({ type: 'view', view: (answer as ReplayView).view }), 1, secrets)).toBe(0);
        // A card kept a space on the board (Noctis City) is named there by its id: printed on the map, no secret.
        const spaces = ((answer as ReplayView).view as { spaces?: { reservedCard?: string }[] }).spaces ?? [];
        const printed = new Set(spaces.map((space) => space.reservedCard));
        expect(printed.size).toBeGreaterThan(1);
        expect(deck.filter((id) => !printed.has(id) && text.includes(`"${id}"`))).toEqual([]);
      }
    }
    // The check had something to find: Ada held cards Boris never saw.
    expect(secretsSeen).toBeGreaterThan(0);
    // Ada's hand, the host's other games and the host's own business stay closed to Boris.
    expect(ask(remote, { saveId, step: 3, seat: 0 })).toMatchObject({ type: 'error', message: { key: 'host.replay.seatHidden', params: { number: 1 } } });
    expect(ask(remote, { saveId: 'tm-2020-01-01-000000-aaaa', step: 0, seat: null })).toMatchObject({ type: 'error', message: { key: 'host.replay.onlyYourGame' } });
    remote.send({ type: 'gameStats', requestId: 's', saveId });
    expect(remote.received.at(-1)).toMatchObject({ type: 'gameStats', stats: { gameId: saveId, finished: false } });
    // At the host, Ada's window watches her own seat, but not the seat played from afar.
    expect(ask(game.host, { saveId, step: 3, seat: 0 })).toMatchObject({ type: 'replayView', watchable: [0] });
    expect(ask(game.host, { saveId, step: 3, seat: 1 })).toMatchObject({ type: 'error' });
  });

  it('once the game has ended, a remote player may watch every seat', async () => {
    const { game, remote } = await gameWithRemote('tiny', diceSetup(['human', 'human']));
    play(game, remote, 2000);
    expect(game.hub.session!.status).toBe('finished');
    const saveId = game.hub.session!.gameId;
    expect(ask(remote, { saveId, step: 5, seat: 0 })).toMatchObject({ type: 'replayView', seat: 0, watchable: [0, 1], view: { viewer: 0 } });
  });
});
