// Save numbers for a late-game save: its size, the atomic write (temp file + fsync + rename), and loading
// it back (read, validate, resume a session from the snapshot), and listing saves of the older format
// (no header line). Prints JSON lines {name, value, unit}.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaveStore } from '../src/host/saveStore';
import { Session } from '../src/host/session';
import { tmEngine } from '../src/host/systems/tm';
import { SAVE_FORMAT, SAVE_VERSION, type SaveFile } from '../src/shared/save';
import { median, playRecordedGame, report } from './measure';
import { refusalLine } from '../src/host/answer';

const ROUNDS = 30;

function lateGameSave(): SaveFile {
  const { state, moves, setup } = playRecordedGame('save-bench');
  return {
    format: SAVE_FORMAT, version: SAVE_VERSION, system: 'tm', setup, moves,
    snapshot: state as unknown as SaveFile['snapshot'],
    meta: { savedAt: new Date().toISOString(), generation: state.generation, phase: state.flow, players: state.players.map((p) => p.name), finished: state.finished, gameId: 'bench-late-game' },
  };
}

export async function runSaveBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tharsis-bench-'));
  try {
    const store = new SaveStore(dir);
    const save = lateGameSave();
    report('late-save-size', Buffer.byteLength(JSON.stringify(save)), 'bytes');
    report('late-save-moves', save.moves.length, 'moves');
    const writes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const done = store.write(save);
      writes.push(performance.now() - t0);
      if (!done.ok) throw new Error(refusalLine(done.error));
    }
    report('late-save-write-median', median(writes), 'ms');
    const loads: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const loaded = store.load('bench-late-game');
      if (!loaded.ok) throw new Error(refusalLine(loaded.error));
      const resumed = Session.resume(loaded.value, 'bench-late-game', { engine: tmEngine, store: null, bots: {} });
      loads.push(performance.now() - t0);
      if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
      resumed.value.close();
    }
    report('late-save-load-median', median(loads), 'ms');
    report('late-save-load-max', Math.max(...loads), 'ms');
    await listOlderFormat(dir, save);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Listing saves written before header lines (one line, meta last): the late-game save as it is, and with
 * its moves repeated to about 19 MB (the list reads only the header fields; the moves are never checked).
 */
async function listOlderFormat(dir: string, save: SaveFile): Promise<void> {
  const olderDir = join(dir, 'older');
  mkdirSync(olderDir);
  const { meta, ...rest } = save;
  writeFileSync(join(olderDir, 'older-late.json'), JSON.stringify({ ...rest, meta: { ...meta, gameId: 'older-late' } }));
  const big = JSON.stringify({ ...rest, moves: [] as unknown[], meta: { ...meta, gameId: 'older-19mb' } });
  const copies = Math.floor((19 * 1024 * 1024 - big.length) / JSON.stringify(save.moves).length);
  const text = JSON.stringify({ ...rest, moves: Array.from({ length: copies }, () => save.moves).flat(), meta: { ...meta, gameId: 'older-19mb' } });
  writeFileSync(join(olderDir, 'older-19mb.json'), text);
  report('older-save-19mb-size', Buffer.byteLength(text), 'bytes');
  const store = new SaveStore(olderDir);
  const lists: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const listing = await store.list();
    lists.push(performance.now() - t0);
    if (listing.saves.length !== 2) throw new Error(`listed ${listing.saves.length} of 2 older saves: ${JSON.stringify(listing.damaged)}`);
  }
  report('older-saves-list-median', median(lists), 'ms');
}

if (process.argv[1]?.endsWith('saves.ts')) void runSaveBench();
