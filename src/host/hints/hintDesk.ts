// The host's hint service: who may ask (any local game; a LAN game only when its host allows it), and
// the asking itself, handed to workers so neither the host nor any window waits. A hint streams: one
// worker plans it (the answers to compare), which goes to the seat at once as the first answer (the
// suggestion and why, no chances yet); then every worker plays a batch of sampled worlds at a time, and
// after each round the pooled estimate (hintEstimate.ts) goes to the seat, so the answer sharpens while
// the player thinks. It stops once the suggestion is told apart from the next best (or
// surely about equal), when its budget is spent, or as soon as the position changes (a move, an undo, a
// new game): the workers then drop the batch they are playing (a shared stop flag). A hint reads the game and never changes it: no move, no save, nothing in the state.
import { availableParallelism } from 'node:os';
import type { HintReport, HintState } from '../../shared/hint';
import { msg, type Message } from '../../shared/message';
import type { Seat } from '../../shared/tm/basics';
import type { Session } from '../session';
import type { Coach, CoachPlan } from './coach';
import { estimateHint, stillRefining } from './hintEstimate';
import { COACHES } from './hinters';
import { workerHintRunner, type HintRunner } from './hintRunner';

export type HintAnswer = { ok: true; report: HintReport } | { ok: false; error: Message };

/** Told each update of a hint; returns false once nobody is listening any more (the window has gone). */
export type HintListener = (report: HintReport) => boolean;

/** A single answer's chance keeps refining until it rests on this many games. */
const SINGLE_WORLDS = 16;

interface RunningHint {
  listeners: HintListener[];
  latest: HintReport | null;
  done: Promise<HintAnswer>;
}

export class HintDesk {
  private readonly runner: HintRunner;
  /** Workers a hint's sampled worlds are spread over (one per core by default). */
  private readonly workers: number;
  /** The host lets its LAN game's players ask; off for every new game. */
  private lanAllowedNow = false;
  /** Hints being refined, by game, position and seat: asking again joins the one running. */
  private readonly running = new Map<string, RunningHint>();
  /** Bumped by every new game: a hint of the game before stops refining. */
  private epoch = 0;

  constructor(runner: HintRunner = workerHintRunner, workers = availableParallelism()) {
    this.runner = runner;
    this.workers = Math.max(1, workers);
  }

  get lanAllowed(): boolean {
    return this.lanAllowedNow;
  }

  setLanAllowed(allowed: boolean): void {
    this.lanAllowedNow = allowed;
  }

  /** A new game starts with hints off on the LAN again, and the old game's hints stop. */
  reset(): void {
    this.lanAllowedNow = false;
    this.epoch++;
  }

  /** Whether hints may be asked in this game now, as a client on or off the LAN sees it. */
  stateFor(session: Session, onLan: boolean): HintState {
    const reason = this.refusal(session, onLan);
    return { available: reason === null, ...(reason === null ? {} : { reason }), lanAllowed: this.lanAllowedNow, moveCount: session.moves.length };
  }

  private refusal(session: Session, onLan: boolean): Message | null {
    if (!COACHES[session.engine.system]) return msg('host.hint.noHints');
    if (onLan && !this.lanAllowedNow) return msg('host.hint.offOnLan');
    if (session.status === 'finished') return msg('host.hint.gameOver');
    return null;
  }

  /**
   * Asks the coach what `seat` should answer now. `listener` hears every update (the last one `final`);
   * the promise settles with the last. The game moving on in the meantime stops the hint.
   */
  ask(session: Session, seat: Seat, onLan: boolean, listener: HintListener = () => true): Promise<HintAnswer> {
    const refused = this.refusal(session, onLan);
    if (refused !== null) return Promise.resolve({ ok: false, error: refused });
    if (!session.waitingFor().includes(seat)) return Promise.resolve({ ok: false, error: msg('host.hint.nothingToDecide', { seat: seat + 1 }) });
    const moveCount = session.moves.length;
    const key = `${session.gameId}|${moveCount}|${seat}`;
    const already = this.running.get(key);
    if (already) {
      already.listeners.push(listener);
      if (already.latest) listener(already.latest);
      return already.done;
    }
    const coach = COACHES[session.engine.system]!;
    const lastMove = session.moves[moveCount - 1];
    const epoch = this.epoch;
    // Still the position asked about: no move, no undo, no other game.
    const samePosition = () => this.epoch === epoch && session.moves.length === moveCount && session.moves[moveCount - 1] === lastMove && session.status !== 'finished';
    const entry: RunningHint = { listeners: [listener], latest: null, done: Promise.resolve({ ok: false, error: msg('host.hint.movedOn') }) };
    const publish = (report: HintReport): boolean => {
      entry.latest = report;
      entry.listeners = entry.listeners.filter((hear) => hear(report));
      return entry.listeners.length > 0;
    };
    entry.done = this.refine(session, seat, coach, moveCount, samePosition, publish)
      .catch((err: unknown): HintAnswer => ({ ok: false, error: msg('host.hint.failed', { detail: err instanceof Error ? err.message : String(err) }) }))
      .finally(() => this.running.delete(key));
    this.running.set(key, entry);
    return entry.done;
  }

  private async refine(
    session: Session, seat: Seat, coach: Coach, moveCount: number, samePosition: () => boolean, publish: (report: HintReport) => boolean,
  ): Promise<HintAnswer> {
    let latest: HintReport | null = null;
    // Moving on while it refines is the player's right: the last update stands, nobody hears of an error.
    const moved = (): HintAnswer => (latest ? { ok: true, report: latest } : { ok: false, error: msg('host.hint.movedOn') });
    // The seed is public (the move count), so the same question in the same position gets the same answer.
    const seed = moveCount + 1;
    const prepared = coach.prepare(session.state, seat, seed);
    const system = session.engine.system;
    let plan = (await this.runner({ task: 'hint', step: 'plan', system, prepared, seat, seed })) as CoachPlan;
    if (!samePosition()) return moved();
    // The first answer: the pick, its alternatives and why, before any game is played (chances follow).
    latest = estimateHint(plan, [], coach.factWeight, false, moveCount);
    if (!publish(latest)) return { ok: true, report: latest };
    // A flag the workers read between playouts, set the moment the position changes: a deeper pick or a
    // batch in flight ends at once instead of playing on for a position nobody is looking at any more.
    const stop = new SharedArrayBuffer(4);
    const watch = setInterval(() => {
      if (!samePosition()) Atomics.store(new Int32Array(stop), 0, 1);
    }, 25);
    const { firstWorlds, roundWorlds, maxWorlds, maxMs } = coach.budget;
    const outcomes: (number[] | undefined)[] = [];
    let next = 0;
    try {
      const deeper = coach.deeperPick;
      if (deeper && (deeper.wanted ? deeper.wanted(plan) : plan.choices.length > 1)) {
        // The deeper pick (the expert's search, a planner) goes first once it is known.
        const ask = (search: unknown) => this.runner({ task: 'hint', step: 'pick', system, prepared, seat, seed, search, stop });
        try {
          plan = await deeper.choose(ask, this.workers, plan);
        } catch (err) {
          // A pick stopped because the game moved on is no failure: the first answer stands.
          if (!samePosition()) return moved();
          throw err;
        }
        if (!samePosition()) return moved();
        latest = estimateHint(plan, [], coach.factWeight, false, moveCount);
        if (!publish(latest)) return { ok: true, report: latest };
      }
      const started = performance.now();
      for (let round = 0; ; round++) {
        const count = Math.min(maxWorlds - next, round === 0 ? firstWorlds : roundWorlds * this.workers);
        const batches = splitWorlds(next, count, this.workers);
        next += count;
        const results = await Promise.all(
          batches.map((worlds) => this.runner({ task: 'hint', step: 'play', system, prepared, seat, seed, choices: plan.choices, worlds, stop }) as Promise<number[][]>),
        );
        if (!samePosition()) return moved();
        batches.forEach((worlds, b) => worlds.forEach((w, i) => (outcomes[w] = results[b][i])));
        const spent = next >= maxWorlds || performance.now() - started > maxMs;
        const report = estimateHint(plan, outcomes, coach.factWeight, spent, moveCount);
        const refining = !spent && stillRefining(report, SINGLE_WORLDS);
        const final = { ...report, final: !refining };
        latest = final;
        const listening = publish(final);
        if (!refining) return { ok: true, report: final };
        if (!listening) return { ok: true, report };
      }
    } finally {
      clearInterval(watch);
    }
  }
}

/** `count` worlds from `from` on, in contiguous batches over at most `workers` workers (none empty). */
export function splitWorlds(from: number, count: number, workers: number): number[][] {
  const parts = Math.max(1, Math.min(workers, count));
  return Array.from({ length: parts }, (_, k) => {
    const start = from + Math.floor((count * k) / parts);
    const end = from + Math.floor((count * (k + 1)) / parts);
    return Array.from({ length: end - start }, (_, i) => start + i);
  });
}
