// Keeps each LAN game's join code and seat tokens on disk (one small JSON file per game), so a host that
// quits and is restarted from the autosave lets every remote player back into their own seat.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lanSeatsDataSchema, LanSeats } from './lanSeats';

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class LanSeatStore {
  constructor(private readonly dir: string) {}

  /** The seats of a game hosted before, or null when there are none (or the file is unreadable). */
  read(gameId: string): LanSeats | null {
    const file = this.fileOf(gameId);
    if (!file) return null;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    try {
      const parsed = lanSeatsDataSchema.safeParse(JSON.parse(text));
      return parsed.success && parsed.data.gameId === gameId ? LanSeats.from(parsed.data) : null;
    } catch {
      return null;
    }
  }

  /**
   * Written to a temp file and renamed, so a crash never leaves half a file. A failed write is reported
   * and otherwise ignored: the seats still work, only a restarted host would not know them.
   */
  write(seats: LanSeats): boolean {
    const file = this.fileOf(seats.gameId);
    if (!file) return false;
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(seats.toData()), { mode: 0o600 });
      fs.renameSync(temp, file);
      return true;
    } catch (err) {
      console.warn('[lan] could not keep the seat tokens:', err instanceof Error ? err.message : err);
      return false;
    }
  }

  private fileOf(gameId: string): string | null {
    return SAFE_ID.test(gameId) ? path.join(this.dir, `${gameId}.json`) : null;
  }
}
