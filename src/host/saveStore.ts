// Save files on disk: one JSON file per game, named by its id, in one folder.
// Writes are atomic (temp file + fsync + rename) so a crash never leaves half a save; reads treat every
// file as untrusted (size cap, no symlinks or special files, depth and schema checks, nothing outside the
// folder). Writing and loading are synchronous on purpose: "the move is on disk before anyone hears of
// it" is then trivially true. Listing is asynchronous and reads only each file's first line (its header),
// so a folder of huge or hostile files cannot stall the host; an older save without that line is
// streamed through once for its header fields only.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { removeOrphanTempFiles, syncFolder, writeFileAtomically } from './atomicWrite';
import { msg, type Message, type MessageOrText } from '../shared/message';
import type { DamagedSave, SaveListing, SaveSummary } from '../shared/protocol';
import { parseSave, parseSaveHeader, SAVE_ID_PATTERN, serializeSave, validateSaveHeader, type SaveFile, type SaveHeader } from '../shared/save';
import { TopLevelFieldScanner } from '../shared/topLevelFields';

export const MAX_SAVE_BYTES = 20 * 1024 * 1024;
/** A header line is a few hundred bytes; anything longer is not one. */
const HEADER_READ_BYTES = 8 * 1024;
/** A save's meta is a few hundred bytes; a header field longer than this is not what Tharsis wrote. */
const MAX_HEADER_FIELD_CHARS = 16 * 1024;
/** Saves written before headers existed are streamed through in pieces of this size. */
const HEADERLESS_READ_BYTES = 256 * 1024;
const HEADER_FIELDS = ['format', 'version', 'system', 'meta'] as const;
const SAVE_EXTENSION = '.json';

/** Why not, as a message (a lower-level detail inside it may be the system's own text). */
export type Failure = { ok: false; error: MessageOrText };
/** Outcome of an operation that yields nothing. */
export type Done = { ok: true } | Failure;
/** Outcome of an operation that yields a value. */
export type Result<T> = { ok: true; value: T } | Failure;

export interface SkippedSave {
  file: string;
  error: string;
}

export interface SaveStoreOptions {
  /** Where a file that cannot be listed is reported (it is skipped either way). Defaults to console.warn. */
  onSkipped?: (skipped: SkippedSave) => void;
}

/** The saves folder: an explicit choice wins, then THARSIS_SAVES_DIR, then the caller's default. */
export function resolveSavesDir(explicit: string | undefined, defaultDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = explicit?.trim() || env.THARSIS_SAVES_DIR?.trim() || defaultDir;
  return path.resolve(chosen);
}

export function isValidSaveId(id: unknown): id is string {
  return typeof id === 'string' && SAVE_ID_PATTERN.test(id);
}

export class SaveStore {
  readonly dir: string;
  private readonly onSkipped: (skipped: SkippedSave) => void;

  constructor(dir: string, options: SaveStoreOptions = {}) {
    this.dir = path.resolve(dir);
    this.onSkipped = options.onSkipped ?? ((s) => console.warn(`[saves] skipped ${s.file}: ${s.error}`));
  }

  /** Writes a save under its meta.gameId, replacing the previous version of the same game atomically. */
  write(save: SaveFile): Done {
    const id = save.meta.gameId;
    if (!isValidSaveId(id)) return { ok: false, error: badFileId('save', id) };
    const text = serializeSave(save);
    if (Buffer.byteLength(text) > MAX_SAVE_BYTES) return { ok: false, error: msg('host.file.saveTooLarge', { limit: megabytes(MAX_SAVE_BYTES) }) };
    const written = writeFileAtomically(this.dir, `${id}${SAVE_EXTENSION}`, text);
    return written.ok ? written : { ok: false, error: msg('host.file.couldNotWrite', { kind: 'save', detail: written.error }) };
  }

  /**
   * Every save, newest first, from each file's header; files that cannot be read are listed as damaged
   * with the reason (so the player can delete them). Files whose name is not a save id are skipped and
   * reported through onSkipped.
   */
  async list(): Promise<SaveListing> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { saves: [], damaged: [] };
      throw err;
    }
    const saves: SaveSummary[] = [];
    const damaged: DamagedSave[] = [];
    for (const name of names) {
      if (name.startsWith('.') || !name.endsWith(SAVE_EXTENSION)) continue; // temp files and strangers
      const id = name.slice(0, -SAVE_EXTENSION.length);
      if (!isValidSaveId(id)) {
        this.onSkipped({ file: name, error: 'file name is not a valid save id' });
        continue;
      }
      const header = await this.readHeader(id);
      if (!header.ok) {
        damaged.push({ id, reason: header.error });
        continue;
      }
      const { system, meta } = header.value;
      saves.push({ id, system, savedAt: meta.savedAt, players: meta.players, generation: meta.generation, phase: meta.phase, finished: meta.finished, ...(meta.practiceUndo ? { practiceUndo: true } : {}), ...(meta.rules ? { rules: meta.rules } : {}), ...(meta.result ? { result: meta.result } : {}) });
    }
    saves.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
    damaged.sort((a, b) => a.id.localeCompare(b.id));
    return { saves, damaged };
  }

  /**
   * Removes temporary files left by a write that never finished (the process was killed between creating
   * and renaming it). A temp file whose writer is still running is left alone. Returns the names removed.
   */
  removeOrphanTemps(): string[] {
    // `<id>` alone is the shape an earlier writer was once expected to leave; both are ours.
    return removeOrphanTempFiles(this.dir, (target) => isValidSaveId(target.endsWith(SAVE_EXTENSION) ? target.slice(0, -SAVE_EXTENSION.length) : target));
  }

  /** Reads and validates one save. Never writes anything. */
  load(id: string): Result<SaveFile> {
    const file = this.pathFor(id);
    if (!file.ok) return file;
    const read = readSmallRegularFile(file.value, MAX_SAVE_BYTES);
    if (!read.ok) return read;
    const parsed = parseSave(read.value);
    if (!parsed.ok) return { ok: false, error: msg('host.file.inSave', { id, reason: parsed.error }) };
    return { ok: true, value: parsed.save };
  }

  delete(id: string): Done {
    const file = this.pathFor(id);
    if (!file.ok) return file;
    try {
      const stat = fs.lstatSync(file.value);
      if (!stat.isFile()) return { ok: false, error: msg('host.file.notDeletedNotAFile', { id }) };
      fs.unlinkSync(file.value);
      syncFolder(this.dir);
      return { ok: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, error: msg('host.file.noSuch', { kind: 'save', id }) };
      return { ok: false, error: msg('host.file.couldNotDelete', { id, detail: systemError(err) }) };
    }
  }

  /**
   * The save's header: its first line, read asynchronously. An older file without one is streamed
   * through once, keeping only the header's fields (so any size up to the save limit is listed with
   * bounded memory and no full parse).
   */
  private async readHeader(id: string): Promise<Result<SaveHeader>> {
    const file = this.pathFor(id);
    if (!file.ok) return file;
    let handle: fs.promises.FileHandle | undefined;
    try {
      const link = await fs.promises.lstat(file.value);
      if (link.isSymbolicLink()) return { ok: false, error: msg('host.file.link') };
      if (!link.isFile()) return { ok: false, error: msg('host.file.notAFile') };
      if (link.size > MAX_SAVE_BYTES) return { ok: false, error: tooLarge(link.size, MAX_SAVE_BYTES) };
      handle = await fs.promises.open(file.value, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
      const stat = await handle.stat();
      if (!stat.isFile()) return { ok: false, error: msg('host.file.notAFile') };
      const head = Buffer.alloc(Math.min(stat.size, HEADER_READ_BYTES));
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const header = parseSaveHeader(head.subarray(0, bytesRead).toString('utf8'));
      if (header.ok) return { ok: true, value: header.header };
      if (header.error !== undefined) return { ok: false, error: header.error };
      return await readHeaderlessHeader(handle);
    } catch (err) {
      return { ok: false, error: msg('host.file.unreadable', { detail: systemError(err) }) };
    } finally {
      await handle?.close();
    }
  }

  exists(id: string): boolean {
    const file = this.pathFor(id);
    return file.ok && fs.existsSync(file.value);
  }

  /** Maps an id to its file, refusing anything that is not a plain name inside the folder. */
  private pathFor(id: string): Result<string> {
    if (!isValidSaveId(id)) return { ok: false, error: badFileId('save', id) };
    const file = this.fileFor(id);
    // Belt and braces: the pattern already excludes separators and dots.
    if (path.dirname(file) !== this.dir) return { ok: false, error: badFileId('save', id) };
    return { ok: true, value: file };
  }

  private fileFor(id: string): string {
    return path.join(this.dir, `${id}${SAVE_EXTENSION}`);
  }
}

/**
 * The header fields of a save written before saves had a header line, found by one streamed pass
 * (at most MAX_SAVE_BYTES, whatever the file claims) that keeps only those fields' text.
 */
async function readHeaderlessHeader(handle: fs.promises.FileHandle): Promise<Result<SaveHeader>> {
  const scanner = new TopLevelFieldScanner(new Set(HEADER_FIELDS), MAX_HEADER_FIELD_CHARS);
  const decoder = new StringDecoder('utf8');
  const piece = Buffer.alloc(HEADERLESS_READ_BYTES);
  let total = 0;
  for (;;) {
    const { bytesRead } = await handle.read(piece, 0, piece.length, total);
    if (bytesRead === 0) break;
    total += bytesRead;
    if (total > MAX_SAVE_BYTES) return { ok: false, error: tooLarge(null, MAX_SAVE_BYTES) };
    scanner.feed(decoder.write(piece.subarray(0, bytesRead)));
  }
  scanner.feed(decoder.end());
  const found = scanner.result();
  if (total === 0) return { ok: false, error: msg('host.file.empty', { kind: 'save' }) };
  if (!found.isObject) return { ok: false, error: msg('host.file.noObject', { kind: 'save' }) };
  if (!found.complete) return { ok: false, error: msg('host.file.notJson', { kind: 'save' }) };
  const fields: Record<string, unknown> = {};
  for (const [name, text] of found.values) {
    try {
      fields[name] = JSON.parse(text);
    } catch {
      return { ok: false, error: msg('host.file.notJson', { kind: 'save' }) };
    }
  }
  for (const name of found.tooLong) fields[name] = null; // longer than Tharsis ever writes: named as damaged below
  const header = validateSaveHeader(fields);
  return header.ok ? { ok: true, value: header.header } : header;
}

/**
 * Reads a file only if it is a regular file (not a symlink, FIFO or folder) no bigger than maxBytes. A
 * missing file is named as `kind` (a save, a campaign) with the file's id.
 */
export function readSmallRegularFile(file: string, maxBytes: number, kind: FileKind = 'save'): Result<string> {
  const name = path.basename(file);
  let fd: number | undefined;
  try {
    const link = fs.lstatSync(file);
    if (link.isSymbolicLink()) return { ok: false, error: msg('host.file.link') };
    if (!link.isFile()) return { ok: false, error: msg('host.file.notAFile') };
    if (link.size > maxBytes) return { ok: false, error: tooLarge(link.size, maxBytes) };
    // O_NOFOLLOW closes the gap between lstat and open where it exists (not on Windows).
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > maxBytes) return { ok: false, error: msg('host.file.changedWhileRead') };
    // Read at most maxBytes + 1, whatever the file claims, so growth during the read is caught too.
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const n = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length >= buffer.length) return { ok: false, error: tooLarge(null, maxBytes) };
    }
    return { ok: true, value: buffer.subarray(0, length).toString('utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, error: msg('host.file.noSuch', { kind, id: name.replace(/\.json$/, '') }) };
    if (code === 'ELOOP') return { ok: false, error: msg('host.file.link') };
    return { ok: false, error: msg('host.file.unreadable', { detail: systemError(err) }) };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** What a file is, for the words that name it (an ICU select in the catalogue). */
export type FileKind = 'save' | 'campaign' | 'campaignExport';

/** Megabytes to one decimal (the catalogue formats the number for the language). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** Too large: with the file's size when it is known before reading. */
export function tooLarge(size: number | null, limit: number): Message {
  return size === null ? msg('host.file.tooLarge', { limit: megabytes(limit) }) : msg('host.file.tooLargeSized', { size: megabytes(size), limit: megabytes(limit) });
}

/** An id that names no file Tharsis could have written: quoted and cut, as the player typed or the link held it. */
export function badFileId(kind: FileKind, id: unknown): Message {
  return msg('host.file.badId', { kind, id: JSON.stringify(String(id).slice(0, 80)) });
}

/** A system error as the system says it: its code (ENOSPC, EACCES) when it has one, which reads in any language. */
export function systemError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string') return code;
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}
