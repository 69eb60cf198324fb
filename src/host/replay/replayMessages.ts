// The hub's answers to statistics and replay requests. A replay shows a seat only when the game is over
// or the asking window plays that seat (the hub says which: at the host, its people's seats; a LAN
// player, its own seat in the game it is in); otherwise the public view, so a replay never shows more
// than the live game did.
import type { GameStats } from '../../shared/campaign';
import type { HostMessage } from '../../shared/protocol';
import type { GenerationMark, ReplayClientMessage } from '../../shared/replay';
import type { SystemId } from '../../shared/systems';
import type { AnyGameEngine } from '../engine';
import type { Result, SaveStore } from '../saveStore';
import { statsOf } from '../stats/gameStats';
import { Replay } from './replay';
import { msg } from '../../shared/message';
import type { Answer } from '../answer';

interface OpenReplay {
  saveId: string;
  savedAt: string;
  replay: Replay;
  finished: boolean;
  humanSeats: number[];
  seats: number;
  /** The game's statistics, once asked for (this version of the save). */
  stats?: GameStats;
  generations: GenerationMark[];
}

export class ReplayDesk {
  private readonly engines: Readonly<Partial<Record<SystemId, AnyGameEngine>>>;
  private readonly store: SaveStore;
  /** The replay being watched: stepping through it must not re-read the save at every step. */
  private open: OpenReplay | null = null;

  constructor(engines: Readonly<Partial<Record<SystemId, AnyGameEngine>>>, store: SaveStore) {
    this.engines = engines;
    this.store = store;
  }

  /**
   * @param players the seats the asking window plays in this game, when it is the game in progress at
   * the hub; without it, a saved game's seats played by people (the host's own window).
   */
  answer(message: ReplayClientMessage, players?: readonly number[]): Answer<HostMessage> {
    const { requestId } = message;
    if (message.type === 'gameStats') {
      const loaded = this.load(message.saveId);
      if (!loaded.ok) return loaded;
      // Kept with the open replay: statistics replay the whole game, and LAN players may ask again and again.
      if (!loaded.value.stats) {
        const save = this.store.load(message.saveId);
        if (!save.ok) return save;
        const stats = statsOf(loaded.value.replay.engine, save.value, message.saveId);
        if (!stats.ok) return stats;
        loaded.value.stats = stats.value;
      }
      return { ok: true, value: { type: 'gameStats', requestId, stats: loaded.value.stats } };
    }
    const loaded = this.load(message.saveId);
    if (!loaded.ok) return loaded;
    const open = loaded.value;
    const seat = message.seat;
    const watchable = open.finished ? Array.from({ length: open.seats }, (_, i) => i) : [...(players ?? open.humanSeats)];
    if (seat !== null && !watchable.includes(seat)) {
      return { ok: false, error: msg('host.replay.seatHidden', { number: seat + 1 }) };
    }
    const step = Math.min(message.step, open.replay.length);
    return {
      ok: true,
      value: { type: 'replayView', requestId, saveId: open.saveId, step, length: open.replay.length, seat, watchable, generations: open.generations, view: open.replay.viewAt(step, seat) as never },
    };
  }

  private load(saveId: string): Answer<OpenReplay> {
    const save = this.store.load(saveId);
    if (!save.ok) return save;
    if (this.open?.saveId === saveId && this.open.savedAt === save.value.meta.savedAt) return { ok: true, value: this.open };
    const engine = this.engines[save.value.system];
    if (!engine) return { ok: false, error: msg('host.replay.cannotReplay', { game: save.value.system }) };
    const replay = Replay.open(engine, save.value);
    if (!replay.ok) return replay;
    const seats = engine.seatsOf(engine.setupSchema.parse(save.value.setup));
    this.open = {
      saveId,
      savedAt: save.value.meta.savedAt,
      replay: replay.value,
      finished: save.value.meta.finished,
      humanSeats: seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])),
      seats: seats.length,
      generations: generationMarks(engine, replay.value),
    };
    return { ok: true, value: this.open };
  }
}

function generationMarks(engine: AnyGameEngine, replay: Replay): GenerationMark[] {
  const marks: GenerationMark[] = [];
  let step = 0;
  for (const state of replay.states()) {
    const generation = engine.summary(state).generation;
    if (marks.at(-1)?.generation !== generation) marks.push({ generation, step });
    step++;
  }
  return marks;
}
