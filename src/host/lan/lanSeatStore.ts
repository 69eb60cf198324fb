// Keeps each LAN game's join code and seat tokens on disk (one small JSON file per game), so a host that
// quits and is restarted from the autosave lets every remote player back into their own seat.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readSmallRegularFile } from '../saveStore';
import { refusalLine } from '../answer';
import { lanSeatsDataSchema, LanSeats } from './lanSeats';

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A seat file is a few hundred bytes; anything bigger is not one of ours. */
export const MAX_SEAT_FILE_BYTES = 16 * 1024;

export class LanSeatStore {
  constructor(private readonly dir: string) {}

  /**
   * The seats of a game hosted before, or null when there are none or the file is not a small regular
   * file of the right shape (a FIFO or device there must not hang the host; a link must not be followed).
   */
  read(gameId: string): LanSeats | null {
    const file = this.fileOf(gameId);
    if (!file) return null;
    const read = readSmallRegularFile(file, MAX_SEAT_FILE_BYTES);
    if (!read.ok) {
      if (fs.existsSync(file)) console.warn(`[lan] ignoring the seat file for ${gameId}: ${refusalLine(read.error)}`);
      return null;
    }
    try {
      const parsed = lanSeatsDataSchema.safeParse(JSON.parse(read.value));
      return parsed.success && parsed.data.gameId === gameId ? LanSeats.from(parsed.data) : null;
    } catch {
      return null;
    }
  }

  /**
   * Written to a fresh temp file (created exclusively, so nothing placed there beforehand is written
   * through), flushed to disk, then renamed over the old one: a crash leaves the old file or the new
   * one, never half a file. A failed write is reported and otherwise ignored: the seats still work,
   * only a restarted host would not know them.
   */
  write(seats: LanSeats): boolean {
    const file = this.fileOf(seats.gameId);
    if (!file) return false;
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const fd = fs.openSync(temp, 'wx', 0o600);
      try {
        fs.writeFileSync(fd, JSON.stringify(seats.toData()));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(temp, file);
      return true;
    } catch (err) {
      try {
        fs.rmSync(temp, { force: true });
      } catch {
        /* the temp file was never created */
      }
      console.warn('[lan] could not keep the seat tokens:', err instanceof Error ? err.message : err);
      return false;
    }
  }

  private fileOf(gameId: string): string | null {
    return SAFE_ID.test(gameId) ? path.join(this.dir, `${gameId}.json`) : null;
  }
}
