// The save folder: atomic writes, listing, deleting, and refusing bad or hostile files.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SAVE_BYTES, resolveSavesDir, SaveStore, type SkippedSave } from '../../src/host/saveStore';
import { msg, type Message } from '../../src/shared/message';
import { sampleSave } from './support/saves';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

function storeIn(dir = tempDir()) {
  const skipped: SkippedSave[] = [];
  return { store: new SaveStore(dir, { onSkipped: (s) => skipped.push(s) }), skipped, dir };
}

describe('save store', () => {
  it('writes atomically: the save is complete and no temp file is left behind', () => {
    const { store, dir } = storeIn();
    expect(store.write(sampleSave('game-1'))).toEqual({ ok: true });
    expect(store.write({ ...sampleSave('game-1'), moves: [] })).toEqual({ ok: true }); // overwrite in place
    expect(readdirSync(dir)).toEqual(['game-1.json']);
    expect(JSON.parse(readFileSync(join(dir, 'game-1.json'), 'utf8')).moves).toEqual([]);
  });

  it('creates the folder on first write', () => {
    const { store, dir } = storeIn(join(tempDir(), 'nested', 'saves'));
    expect(store.write(sampleSave('g'))).toEqual({ ok: true });
    expect(readdirSync(dir)).toEqual(['g.json']);
  });

  it('round-trips a save', () => {
    const { store } = storeIn();
    store.write(sampleSave('round-trip'));
    const loaded = store.load('round-trip');
    expect(loaded).toEqual({ ok: true, value: sampleSave('round-trip') });
  });

  it('lists saves newest first and deletes them', async () => {
    const { store } = storeIn();
    store.write(sampleSave('old', '2024-01-01T00:00:00.000Z'));
    store.write(sampleSave('new', '2025-06-01T00:00:00.000Z'));
    store.write(sampleSave('mid', '2024-06-01T00:00:00.000Z'));
    expect((await store.list()).saves.map((s) => s.id)).toEqual(['new', 'mid', 'old']);
    expect((await store.list()).saves[0]).toEqual({ id: 'new', system: 'tm', savedAt: '2025-06-01T00:00:00.000Z', players: ['P1', 'P2'], generation: 1, phase: 'research', finished: false });
    expect(store.delete('mid')).toEqual({ ok: true });
    expect((await store.list()).saves.map((s) => s.id)).toEqual(['new', 'old']);
    expect(store.delete('mid')).toEqual({ ok: false, error: msg('host.file.noSuch', { kind: 'save', id: 'mid' }) });
  });

  it('lists nothing when the folder does not exist yet', async () => {
    const { store } = storeIn(join(tempDir(), 'missing'));
    expect((await store.list()).saves).toEqual([]);
  });

  it('lists damaged files with a plain reason, and skips files that are not saves', async () => {
    const { store, skipped, dir } = storeIn();
    store.write(sampleSave('good'));
    writeFileSync(join(dir, 'corrupt.json'), '{ not json');
    writeFileSync(join(dir, 'foreign.json'), JSON.stringify({ format: 'spreadsheet' }));
    writeFileSync(join(dir, 'bad name!.json'), JSON.stringify(sampleSave()));
    writeFileSync(join(dir, '.good.123.tmp'), 'half a save');
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const listing = await store.list();
    expect(listing.saves.map((s) => s.id)).toEqual(['good']);
    expect(listing.damaged).toEqual([
      { id: 'corrupt', reason: msg('host.file.notJson', { kind: 'save' }) },
      { id: 'foreign', reason: msg('host.file.notASave', { format: '"spreadsheet"' }) },
    ]);
    expect(skipped.map((s) => s.file)).toEqual(['bad name!.json']);
  });

  it('rejects corrupt, truncated and foreign files with clear messages', () => {
    const { store, dir } = storeIn();
    const full = JSON.stringify(sampleSave('t'));
    writeFileSync(join(dir, 'truncated.json'), full.slice(0, full.length / 2));
    writeFileSync(join(dir, 'empty.json'), '');
    writeFileSync(join(dir, 'foreign.json'), JSON.stringify({ ...sampleSave(), format: 'other' }));
    writeFileSync(join(dir, 'partial.json'), JSON.stringify({ ...sampleSave(), setup: undefined }));
    const inSave = (id: string, reason: Message) => ({ ok: false, error: msg('host.file.inSave', { id, reason }) });
    expect(store.load('truncated')).toEqual(inSave('truncated', msg('host.file.notJson', { kind: 'save' })));
    expect(store.load('empty')).toEqual(inSave('empty', msg('host.file.empty', { kind: 'save' })));
    expect(store.load('foreign')).toEqual(inSave('foreign', msg('host.file.notASave', { format: '"other"' })));
    expect(store.load('partial')).toEqual(inSave('partial', msg('host.file.damagedPart', { part: 'setup' })));
    expect(store.load('nope')).toEqual({ ok: false, error: msg('host.file.noSuch', { kind: 'save', id: 'nope' }) });
  });

  it.each(['../../etc/passwd', '..', 'a/b', 'a\\b', '/etc/passwd', 'C:evil', 'x.json', '', 'a'.repeat(65), 'nul\0byte'])(
    'refuses the hostile id %j for load, delete and write',
    (id) => {
      const { store, dir } = storeIn();
      const badId = { ok: false, error: msg('host.file.badId', { kind: 'save', id: JSON.stringify(id.slice(0, 80)) }) };
      expect(store.load(id)).toEqual(badId);
      expect(store.delete(id)).toEqual(badId);
      expect(store.write({ ...sampleSave(), meta: { ...sampleSave().meta, gameId: id } }).ok).toBe(false);
      expect(readdirSync(dir)).toEqual([]);
    },
  );

  it('refuses files over the size limit without reading them', () => {
    const { store, dir } = storeIn();
    const fd = openSync(join(dir, 'huge.json'), 'w');
    ftruncateSync(fd, MAX_SAVE_BYTES + 1); // sparse: cheap to make
    closeSync(fd);
    expect(store.load('huge')).toEqual({ ok: false, error: msg('host.file.tooLargeSized', { size: 20, limit: 20 }) });
  });

  it('refuses links and folders, so nothing outside the folder is read', () => {
    const { store, dir } = storeIn();
    const outside = join(tempDir(), 'secret.json');
    writeFileSync(outside, JSON.stringify(sampleSave('secret')));
    symlinkSync(outside, join(dir, 'link.json'));
    mkdirSync(join(dir, 'folder.json'));
    expect(store.load('link')).toEqual({ ok: false, error: msg('host.file.link') });
    expect(store.load('folder')).toEqual({ ok: false, error: msg('host.file.notAFile') });
    expect(store.delete('link')).toMatchObject({ ok: false });
    expect(readFileSync(outside, 'utf8')).toContain('secret');
  });

  it('never writes when loading', async () => {
    const { store, dir } = storeIn();
    store.write(sampleSave('g'));
    const before = statSync(join(dir, 'g.json')).mtimeMs;
    const bytes = readFileSync(join(dir, 'g.json'));
    store.load('g');
    (await store.list()).saves;
    expect(statSync(join(dir, 'g.json')).mtimeMs).toBe(before);
    expect(readFileSync(join(dir, 'g.json'))).toEqual(bytes);
    expect(readdirSync(dir)).toEqual(['g.json']);
  });

  it('chooses the folder: explicit option, then THARSIS_SAVES_DIR, then the default', () => {
    expect(resolveSavesDir('/a/explicit', '/d', { THARSIS_SAVES_DIR: '/b/env' })).toBe('/a/explicit');
    expect(resolveSavesDir(undefined, '/d', { THARSIS_SAVES_DIR: '/b/env' })).toBe('/b/env');
    expect(resolveSavesDir(undefined, '/d', {})).toBe('/d');
    expect(resolveSavesDir('', '/d', { THARSIS_SAVES_DIR: ' ' })).toBe('/d');
  });
});
