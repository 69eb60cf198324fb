// LAN seat tokens on disk: kept across restarts, hostile or foreign files ignored, failed writes harmless.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LanSeats } from '../../src/host/lan/lanSeats';
import { LanSeatStore, MAX_SEAT_FILE_BYTES } from '../../src/host/lan/lanSeatStore';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

describe('LanSeatStore', () => {
  it('gives back the same code and tokens after a restart', () => {
    const dir = tempDir();
    const seats = LanSeats.fresh('dice-20260101-000000-abcdef', [0]);
    const token = seats.claim(2);
    expect(new LanSeatStore(dir).write(seats)).toBe(true);
    const read = new LanSeatStore(dir).read('dice-20260101-000000-abcdef');
    expect(read?.code).toBe(seats.code);
    expect(read?.seatOf(token)).toBe(2);
    expect(read?.isRemote(0)).toBe(false);
  });

  it('ignores damaged, hostile and foreign files, and ids that are not file names', () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.json'), '{not json');
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ gameId: 'b', code: 'ABCDEF', hostSeats: [0], claims: [{ seat: 1, token: 'short' }] }));
    writeFileSync(join(dir, 'c.json'), JSON.stringify({ gameId: 'other', code: 'ABCDEF', hostSeats: [0], claims: [] }));
    const store = new LanSeatStore(dir);
    expect(store.read('a')).toBeNull();
    expect(store.read('b')).toBeNull();
    expect(store.read('c')).toBeNull();
    expect(store.read('../a')).toBeNull();
    expect(store.read('missing')).toBeNull();
  });

  it('a write that fails reports false and throws nothing', () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    expect(new LanSeatStore(file).write(LanSeats.fresh('g1', [0]))).toBe(false);
  });

  it('reads only small regular files: a FIFO, a link or a huge file there is ignored, and nothing hangs', () => {
    const dir = tempDir();
    const good = LanSeats.fresh('good', [0]);
    new LanSeatStore(dir).write(good);
    // A FIFO nobody writes to: opening it for reading would block the host forever.
    execFileSync('mkfifo', [join(dir, 'fifo.json')]);
    symlinkSync(join(dir, 'good.json'), join(dir, 'linked.json'));
    writeFileSync(join(dir, 'huge.json'), JSON.stringify({ gameId: 'huge', code: 'ABCDEFGHJK', hostSeats: [0], claims: [], pad: 'x'.repeat(MAX_SEAT_FILE_BYTES) }));
    const store = new LanSeatStore(dir);
    expect(store.read('fifo')).toBeNull();
    expect(store.read('linked')).toBeNull();
    expect(store.read('huge')).toBeNull();
    expect(store.read('good')?.code).toBe(good.code);
  });

  it('writes through a fresh exclusive temp file: a link planted at a predictable temp name is not followed', () => {
    const dir = tempDir();
    const victim = join(tempDir(), 'victim.txt');
    writeFileSync(victim, 'precious');
    symlinkSync(victim, join(dir, `g1.json.${process.pid}.tmp`));
    expect(new LanSeatStore(dir).write(LanSeats.fresh('g1', [0]))).toBe(true);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(new LanSeatStore(dir).read('g1')).not.toBeNull();
    // Nothing of ours is left behind but the seat file (and the planted link).
    expect(readdirSync(dir).sort()).toEqual(['g1.json', `g1.json.${process.pid}.tmp`]);
  });
});
