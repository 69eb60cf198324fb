// Atomic writes of whole files (temp file + fsync + rename), and the clean-up of the temp files a killed
// writer leaves behind. The temp file's name is made and read here only, so the writer and the clean-up
// cannot disagree about it: `.<target file name>.<writer pid>.<random hex>.tmp`.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

export type AtomicWriteOutcome = { ok: true } | { ok: false; error: string };

const TEMP_EXTENSION = '.tmp';
/** The pid tells whether the writer may still be alive; the hex keeps two writes of one process apart. */
const TEMP_NAME = /^\.([A-Za-z0-9_.-]{1,80})\.(\d{1,10})\.([0-9a-f]{1,32})\.tmp$/;

/** The name of the temp file a write of `target` (a file name, no folder) goes through. */
export function tempFileName(target: string, pid: number = process.pid, nonce: string = randomBytes(4).toString('hex')): string {
  return `.${target}.${pid}.${nonce}${TEMP_EXTENSION}`;
}

/** Which file a temp file was meant to become and which process wrote it; null for any other name. */
export function parseTempFileName(name: string): { target: string; pid: number } | null {
  const match = TEMP_NAME.exec(name);
  return match ? { target: match[1], pid: Number(match[2]) } : null;
}

/**
 * Replaces dir/name with text atomically: a temp file in the same folder (so the rename stays on one
 * file system), fsync, rename, then the folder itself. Shared by every store that keeps JSON on disk.
 */
export function writeFileAtomically(dir: string, name: string, text: string): AtomicWriteOutcome {
  const target = path.join(dir, name);
  const temp = path.join(dir, tempFileName(name));
  try {
    fs.mkdirSync(dir, { recursive: true });
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, target);
    syncFolder(dir);
    return { ok: true };
  } catch (err) {
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      /* the temp file may never have been created */
    }
    // The system's code (ENOSPC, EACCES) reads in any language and names no path; the message when there is none.
    const code = (err as NodeJS.ErrnoException | undefined)?.code;
    return { ok: false, error: typeof code === 'string' ? code : err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Removes the temp files in dir that a write never finished (its process was killed between creating
 * and renaming it), for targets isOurs accepts. A temp file whose writer still runs is left alone.
 * Returns the names removed.
 */
export function removeOrphanTempFiles(dir: string, isOurs: (target: string) => boolean): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const temp = parseTempFileName(name);
    if (!temp || !isOurs(temp.target) || isRunning(temp.pid)) continue;
    try {
      const file = path.join(dir, name);
      if (!fs.lstatSync(file).isFile()) continue;
      fs.unlinkSync(file);
      removed.push(name);
    } catch {
      /* gone already, or not ours to remove */
    }
  }
  return removed;
}

/** Makes a rename (or a delete) durable. Not possible on every platform (Windows), so best effort. */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    /* unsupported here */
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  if (pid <= 0) return false; // kill(0) and kill(-1) would mean process groups, not a writer
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
