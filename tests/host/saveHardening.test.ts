// Hostile and damaged save files, over the real engines of all three games: edited snapshots, illegal or
// emptied move lists, absurd nesting, huge files in the list, and temp files left by a killed autosave.
import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTempFileName, tempFileName } from '../../src/host/atomicWrite';
import type { AnyGameEngine } from '../../src/host/engine';
import { Hub } from '../../src/host/hub';
import { createLocalHub } from '../../src/host/localHub';
import { MAX_SAVE_BYTES, SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { ENGINES } from '../../src/host/systems';
import { MAX_SAVE_DEPTH, serializeSave, type SaveFile } from '../../src/shared/save';
import type { HostMessage } from '../../src/shared/protocol';
import { parseHostMessage } from '../../src/shared/hostMessages';
import type { SystemId } from '../../src/shared/systems';
import { sampleSave } from './support/saves';
import { useTempDirs } from './support/tempDir';
import { english } from './support/english';
import { msg } from '../../src/shared/message';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

const SETUPS: Record<SystemId, unknown> = {
  tm: { seed: 'hardening', seedKind: 'secret', options: { corporateEra: true, draft: false, solo: false }, players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'blue', kind: 'human' }] },
  tiny: { seed: 'hardening', seedKind: 'typed', players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'blue', kind: 'human' }] },
  dice: { seed: 'hardening', seedKind: 'secret', players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'green', kind: 'human' }] },
};

function engineOf(system: SystemId): AnyGameEngine {
  const engine = ENGINES[system];
  if (!engine) throw new Error(`no engine for ${system}`);
  return engine;
}

/** A game of `system` with `count` moves played (the first legal answer each time), saved in `store`. */
function playedGame(system: SystemId, store: SaveStore, count = 30): Session {
  const created = Session.create(SETUPS[system], { engine: engineOf(system), store }, `${system}-game`);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  for (let i = 0; i < count && session.status === 'playing'; i++) {
    const seat = session.waitingFor()[0];
    const move = session.legalMoves(seat)?.[0];
    expect(session.submit(seat, move)).toEqual({ ok: true });
  }
  return session;
}

function loaded(store: SaveStore, id: string): SaveFile {
  const result = store.load(id);
  if (!result.ok) throw new Error(refusalLine(result.error));
  return result.value;
}

/** Changes the first number found at the deepest level of the snapshot, as a cheater editing the file would. */
function editedSnapshot(snapshot: SaveFile['snapshot']): SaveFile['snapshot'] {
  const copy = structuredClone(snapshot) as Record<string, unknown>;
  const players = copy.players as Record<string, unknown>[];
  const first = players[0];
  const key = Object.keys(first).find((k) => typeof first[k] === 'number');
  if (!key) throw new Error('no number to edit');
  first[key] = (first[key] as number) + 9999;
  return copy as SaveFile['snapshot'];
}

describe.each(['tm', 'tiny', 'dice'] as const)('loading a %s save', (system) => {
  it('replays it to the same state; an edited snapshot changes nothing; an illegal move, a cut or an emptied move list is refused', () => {
    const store = new SaveStore(tempDir());
    const session = playedGame(system, store);
    const engine = engineOf(system);
    const save = loaded(store, `${system}-game`);
    expect(save.moves.length).toBeGreaterThan(5);

    const resumed = Session.resume(save, 'copy', { engine });
    expect(resumed.ok && resumed.value.stateHash()).toBe(session.stateHash());

    const edited = Session.resume({ ...save, snapshot: editedSnapshot(save.snapshot) }, 'copy', { engine });
    // The position was taken as far into the game as the moves go (TM counts its moves; the small games' logs
    // are as long): the game is rebuilt from the moves, as for a save from another version of Tharsis, and the
    // edit is simply lost.
    expect(edited.ok && edited.value.stateHash()).toBe(session.stateHash());
    expect(edited.ok && edited.value.rebuiltFromMoves).toBe(true);
    expect(resumed.ok && resumed.value.rebuiltFromMoves).toBe(false);

    // The last move cut from the list: the position is further on, so playing on would lose that move.
    const cut = Session.resume({ ...save, moves: save.moves.slice(0, -1) }, 'copy', { engine });
    expect(cut).toEqual({ ok: false, error: { key: 'host.session.positionMismatch', params: { count: save.moves.length - 1 } } });

    const emptied = Session.resume({ ...save, moves: [] }, 'copy', { engine });
    expect(emptied).toEqual({ ok: false, error: { key: 'host.session.positionMismatch', params: { count: 0 } } });

    // The last move played twice in a row: legal moves in the wrong place are refused too.
    const repeated = [...save.moves, save.moves[save.moves.length - 1], save.moves[save.moves.length - 1]];
    const illegal = Session.resume({ ...save, snapshot: null, moves: repeated }, 'copy', { engine });
    expect(illegal).toEqual({ ok: false, error: { key: 'host.session.moveBreaksRules', params: { number: expect.any(Number), seat: expect.any(Number), detail: expect.anything() } } });
  });
});

describe('a save that fails to load', () => {
  it('is refused by the hub, never overwritten, and the open game goes on', async () => {
    const dir = tempDir();
    const store = new SaveStore(dir);
    playedGame('tm', store, 10).close();
    const save = loaded(store, 'tm-game');
    // The last move cut from the list: the stored position counts one more, so playing on would lose it.
    writeFileSync(join(dir, 'tm-game.json'), serializeSave({ ...save, moves: save.moves.slice(0, -1) }));
    const bytes = readFileSync(join(dir, 'tm-game.json'));

    const hub = new Hub({ engines: ENGINES, store, version: 'test' });
    const received: HostMessage[] = [];
    hub.connect((m) => received.push(m), { trusted: true }).receive(JSON.stringify({ type: 'newGame', system: 'tiny', setup: SETUPS.tiny }));
    hub.connect((m) => received.push(m), { trusted: true }).receive(JSON.stringify({ type: 'loadSave', requestId: 'l', saveId: 'tm-game' }));
    const refusal = received.find((m) => m.type === 'error' && m.requestId === 'l');
    expect(refusal?.type === 'error' && english(refusal.message)).toMatch(/^Could not load save "tm-game": The game position stored in this save does not match/);
    expect(hub.session?.engine.system).toBe('tiny');
    const seat = hub.session!.waitingFor()[0];
    expect(hub.session!.submit(seat, hub.session!.legalMoves(seat)?.[0])).toEqual({ ok: true });
    expect(readFileSync(join(dir, 'tm-game.json'))).toEqual(bytes);
  });
});

describe('a save from another version of Tharsis', () => {
  it('loads from its moves when only its stored position differs, and the player is told', () => {
    const dir = tempDir();
    const store = new SaveStore(dir);
    const played = playedGame('tm', store, 10);
    const hash = played.stateHash();
    played.close();
    const save = loaded(store, 'tm-game');
    // What an older engine's position looks like to this one: the same moves, other fields.
    writeFileSync(join(dir, 'tm-game.json'), serializeSave({ ...save, snapshot: editedSnapshot(save.snapshot) }));
    const hub = new Hub({ engines: ENGINES, store, version: 'test' });
    const received: HostMessage[] = [];
    hub.connect((m) => received.push(m), { trusted: true }).receive(JSON.stringify({ type: 'loadSave', requestId: 'l', saveId: 'tm-game' }));
    const ok = received.find((m) => m.type === 'ok' && m.requestId === 'l');
    expect(ok?.type === 'ok' && english(ok.notice)).toMatch(/another version of Tharsis.*rebuilt from its recorded moves/);
    expect(hub.session?.stateHash()).toBe(hash);
    // The window's check lets the notice through (it drops fields and messages it does not know).
    expect(parseHostMessage(JSON.stringify(received.find((m) => m.type === 'ok')))).toEqual({ type: 'ok', requestId: 'l', notice: msg('host.saves.rebuilt') });
  });
});

describe('save files on disk', () => {
  it(`refuses data nested deeper than ${MAX_SAVE_DEPTH} levels before parsing it, whatever the brackets inside strings`, () => {
    const dir = tempDir();
    const store = new SaveStore(dir);
    const depth = 1_000_000;
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const text = serializeSave(sampleSave('deep')).replace('"snapshot":{', `"snapshot":{"deep":${deep},`);
    writeFileSync(join(dir, 'deep.json'), text);
    expect(store.load('deep')).toEqual({ ok: false, error: msg('host.file.inSave', { id: 'deep', reason: msg('host.file.tooDeep', { kind: 'save', max: MAX_SAVE_DEPTH }) }) });

    const brackets = sampleSave('brackets');
    brackets.meta.players = ['['.repeat(60), `\"${'{'.repeat(60)}`];
    store.write(brackets);
    expect(store.load('brackets').ok).toBe(true);
  });

  it('lists large saves of the older format (no header line) as loadable, reading only their header fields', async () => {
    const dir = tempDir();
    const store = new SaveStore(dir);
    const MiB = 1024 * 1024;
    for (const [id, bytes] of [['old-4mib', 4.5 * MiB], ['old-19mib', 19 * MiB]] as const) {
      const save = olderFormatSave(id, bytes);
      const text = JSON.stringify(save); // how saves were written before header lines: meta last
      expect(text.includes('\n')).toBe(false);
      expect(text.length).toBeGreaterThan(bytes - 2048);
      expect(text.length).toBeLessThan(MAX_SAVE_BYTES);
      writeFileSync(join(dir, `${id}.json`), text);
    }
    // Cut short: listed with the reason, not read as a game.
    const cut = JSON.stringify(olderFormatSave('old-cut', 5 * MiB));
    writeFileSync(join(dir, 'old-cut.json'), cut.slice(0, cut.length / 2));

    const listing = await store.list();
    expect(listing.saves.map((s) => s.id).sort()).toEqual(['old-19mib', 'old-4mib']);
    expect(listing.saves.find((s) => s.id === 'old-19mib')).toEqual({ id: 'old-19mib', system: 'tm', savedAt: '2024-03-04T05:06:07.000Z', players: ['Old A', 'Old B'], generation: 9, phase: 'action', finished: false });
    expect(listing.damaged).toEqual([{ id: 'old-cut', reason: msg('host.file.notJson', { kind: 'save' }) }]);
    expect(store.load('old-19mib')).toMatchObject({ ok: true, value: { meta: { gameId: 'old-19mib', generation: 9 } } });
    expect(store.load('old-4mib').ok).toBe(true);
  });

  it('lists saves from their header line only, so a damaged body still lists and a huge headerless file is not read', async () => {
    const dir = tempDir();
    const store = new SaveStore(dir);
    const text = serializeSave(sampleSave('body-damaged'));
    writeFileSync(join(dir, 'body-damaged.json'), `${text.slice(0, text.indexOf('\n') + 1)}"moves": this is not JSON`);
    // A save from before header lines (meta last, one line) still lists and loads.
    writeFileSync(join(dir, 'old-style.json'), JSON.stringify(sampleSave('old-style')));
    const fd = openSync(join(dir, 'huge.json'), 'w');
    ftruncateSync(fd, 19 * 1024 * 1024); // sparse zeros: no header line
    closeSync(fd);

    const listing = await store.list();
    expect(listing.saves.map((s) => s.id).sort()).toEqual(['body-damaged', 'old-style']);
    expect(listing.damaged).toEqual([{ id: 'huge', reason: msg('host.file.noObject', { kind: 'save' }) }]);
    expect(store.load('body-damaged')).toEqual({ ok: false, error: msg('host.file.inSave', { id: 'body-damaged', reason: msg('host.file.notJson', { kind: 'save' }) }) });
    expect(store.load('old-style').ok).toBe(true);
  });

  it('removes temp files left by a killed autosave, and only those', () => {
    const dir = tempDir();
    const store = new SaveStore(dir);
    store.write(sampleSave('g'));
    const gone = exitedPid();
    const orphan = tempFileName('g.json', gone, '0a1b2c3d');
    const olderShape = `.g.${gone}.0b1c2d3e.tmp`; // what the clean-up once expected; removed too, should one exist
    const live = tempFileName('g.json', process.pid, '99999999');
    writeFileSync(join(dir, orphan), '{"format":"tharsis-save", half a sa');
    writeFileSync(join(dir, olderShape), '{"format":"tharsis-save", half');
    writeFileSync(join(dir, live), 'being written right now');
    writeFileSync(join(dir, '.notes.tmp'), 'not ours');
    writeFileSync(join(dir, `.notes.txt.${gone}.0a1b2c3d.tmp`), 'not a save either');
    expect(store.removeOrphanTemps().sort()).toEqual([olderShape, orphan].sort());
    expect(readdirSync(dir).sort()).toEqual([`.notes.txt.${gone}.0a1b2c3d.tmp`, '.notes.tmp', live, 'g.json'].sort());
  });

  it('removes the temp file the real writer leaves when its process is killed mid-save', () => {
    const dir = tempDir();
    const writer = fileURLToPath(new URL('./support/killedWriter.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--import', 'tsx', writer, dir, 'killed-mid-save'], { encoding: 'utf8' });
    expect(child.signal).toBe('SIGKILL');
    const left = readdirSync(dir);
    expect(left).toHaveLength(1);
    expect(parseTempFileName(left[0])).toEqual({ target: 'killed-mid-save.json', pid: child.pid });
    expect(new SaveStore(dir).removeOrphanTemps()).toEqual(left);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('at start-up, the host removes the orphans of saves and campaigns', () => {
    const dir = tempDir();
    const gone = exitedPid();
    mkdirSync(join(dir, 'campaigns'));
    writeFileSync(join(dir, tempFileName('tm-20260101-000000-abcdef.json', gone, '0a1b2c3d')), 'half a save');
    writeFileSync(join(dir, 'campaigns', tempFileName('c-1.json', gone, '0a1b2c3d')), 'half a campaign');
    const { hub } = createLocalHub({ savesDir: dir });
    hub.close();
    expect(readdirSync(dir)).toEqual(['campaigns']);
    expect(readdirSync(join(dir, 'campaigns'))).toEqual([]);
  });
});

/** The id of a process that has exited: it names no running writer. */
function exitedPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

/**
 * A save as written before header lines, padded with moves to about `bytes`; one move carries a decoy
 * `meta` deeper down, which the list must not take for the save's own.
 */
function olderFormatSave(gameId: string, bytes: number): SaveFile {
  const base = sampleSave(gameId, '2024-03-04T05:06:07.000Z');
  const note = 'n'.repeat(1000);
  const move = { seat: 0, move: { type: 'cards', cards: [], note } };
  const count = Math.floor((bytes - JSON.stringify(base).length) / (JSON.stringify(move).length + 1));
  const moves = Array.from({ length: count }, () => move);
  moves[1] = { seat: 1, move: { type: 'cards', cards: [], note: 'decoy', meta: { players: ['Not', 'These'], generation: 99 } } as never };
  return { ...base, moves, meta: { ...base.meta, players: ['Old A', 'Old B'], generation: 9, phase: 'action' } };
}
