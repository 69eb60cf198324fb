// The host's hint service: who may ask (any local game; a LAN game only when its host allows it), and
// the asking itself, handed to workers (one per core, each playing its share of the sampled worlds) so
// neither the host nor any window waits. A hint reads the game and never changes it: no move, no save,
// nothing in the state.
import { availableParallelism } from 'node:os';
import type { HintReport, HintState } from '../../shared/hint';
import type { Seat } from '../../shared/tm/basics';
import type { Session } from '../session';
import { HINTERS, NO_HINT_REASON } from './hinters';
import { worldShares } from '../bots/worldShare';
import { workerHintRunner, type HintRunner } from './hintRunner';

export type HintAnswer = { ok: true; report: HintReport } | { ok: false; error: string };

export class HintDesk {
  private readonly runner: HintRunner;
  /** Workers a hint's sampled worlds are spread over (one per core by default). */
  private readonly workers: number;
  /** The host lets its LAN game's players ask; off for every new game. */
  private lanAllowedNow = false;
  /** Hints being computed, by game and seat: asking again while one runs does not start another. */
  private readonly running = new Map<string, Promise<HintAnswer>>();

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

  /** A new game starts with hints off on the LAN again. */
  reset(): void {
    this.lanAllowedNow = false;
  }

  /** Whether hints may be asked in this game now, as a client on or off the LAN sees it. */
  stateFor(session: Session, onLan: boolean): HintState {
    const reason = this.refusal(session, onLan);
    return { available: reason === null, ...(reason === null ? {} : { reason }), lanAllowed: this.lanAllowedNow, moveCount: session.moves.length };
  }

  private refusal(session: Session, onLan: boolean): string | null {
    const system = session.engine.system;
    if (!HINTERS[system]) return NO_HINT_REASON[system] ?? 'This game gives no hints.';
    if (onLan && !this.lanAllowedNow) return 'The host has hints turned off for this network game.';
    if (session.status === 'finished') return 'The game is over.';
    return null;
  }

  /** Asks the bot what `seat` should answer now; the game moving on in the meantime voids the answer. */
  ask(session: Session, seat: Seat, onLan: boolean): Promise<HintAnswer> {
    const refused = this.refusal(session, onLan);
    if (refused !== null) return Promise.resolve({ ok: false, error: refused });
    if (!session.waitingFor().includes(seat)) return Promise.resolve({ ok: false, error: `Seat ${seat + 1} has nothing to decide now.` });
    const moveCount = session.moves.length;
    const key = `${session.gameId}|${moveCount}|${seat}`;
    const already = this.running.get(key);
    if (already) return already;
    const system = session.engine.system;
    const hinter = HINTERS[system]!;
    // The seed is public (the move count), so the same question in the same position gets the same answer.
    const seed = moveCount + 1;
    const prepared = hinter.prepare(session.state, seat, seed);
    // Each worker works out the same suggestion and draws the same worlds, then plays its own share of them.
    const shares = worldShares(Math.min(this.workers, hinter.worlds));
    const answer = Promise.all(shares.map((share) => this.runner({ task: 'hint', system, prepared, seat, seed, share })))
      .then(pooledHint)
      .then<HintAnswer>((report) =>
        session.moves.length === moveCount ? { ok: true, report } : { ok: false, error: 'The game moved on before the hint was ready.' },
      )
      .catch((err: unknown): HintAnswer => ({ ok: false, error: `The bot could not work out a hint: ${err instanceof Error ? err.message : String(err)}` }))
      .finally(() => this.running.delete(key));
    this.running.set(key, answer);
    return answer;
  }
}

/** Parts of one hint worked out over different worlds, as one: each chance weighed by its part's worlds. */
export function pooledHint(parts: HintReport[]): HintReport {
  const worlds = parts.reduce((sum, part) => sum + part.worlds, 0);
  const first = parts[0];
  const choices = first.choices.map((choice, i) => ({
    move: choice.move,
    winChance:
      choice.winChance === null || worlds === 0 ? choice.winChance : parts.reduce((sum, part) => sum + (part.choices[i]?.winChance ?? 0) * part.worlds, 0) / worlds,
  }));
  return { move: first.move, choices, worlds };
}
