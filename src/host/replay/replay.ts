// A game replayed from its saved moves: the state after any number of moves, and the view a seat had
// then. States are rebuilt from checkpoints (every CHECKPOINT_EVERY moves), so stepping backwards does
// not replay the whole game and memory stays small.
import type { SaveFile } from '../../shared/save';
import { refusalText, type AnyGameEngine } from '../engine';
import { msg } from '../../shared/message';
import type { Answer } from '../answer';
import { systemName } from '../../shared/systems';

const CHECKPOINT_EVERY = 25;

export class Replay {
  readonly engine: AnyGameEngine;
  /** The moves, already checked against the engine's move schema. */
  readonly moves: readonly { seat: number; move: unknown }[];
  private readonly checkpoints: unknown[];

  /** Checks the save and replays it once (keeping checkpoints); refuses a save whose moves do not apply. */
  static open(engine: AnyGameEngine, save: SaveFile): Answer<Replay> {
    if (save.system !== engine.system) return { ok: false, error: msg('host.session.otherGame', { saved: systemName(save.system), game: systemName(engine.system) }) };
    const setup = engine.setupSchema.safeParse(save.setup);
    if (!setup.success) return { ok: false, error: msg('host.replay.setupDamaged') };
    const moves: { seat: number; move: unknown }[] = [];
    for (const [index, record] of save.moves.entries()) {
      const move = engine.moveSchema.safeParse(record.move);
      if (!move.success) return { ok: false, error: msg('host.replay.moveDamaged', { number: index + 1 }) };
      moves.push({ seat: record.seat, move: move.data });
    }
    let state: unknown;
    const checkpoints: unknown[] = [];
    try {
      state = engine.createGame(setup.data);
      checkpoints.push(state);
      for (const [index, { seat, move }] of moves.entries()) {
        const applied = engine.applyMove(state, seat, move);
        if (!applied.ok) return { ok: false, error: msg('host.replay.moveRefused', { number: index + 1, detail: applied.error }) };
        state = applied.state;
        if ((index + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
      }
    } catch (err) {
      return { ok: false, error: msg('host.session.replayFailed', { detail: err instanceof Error ? err.message : String(err) }) };
    }
    return { ok: true, value: new Replay(engine, moves, checkpoints) };
  }

  private constructor(engine: AnyGameEngine, moves: { seat: number; move: unknown }[], checkpoints: unknown[]) {
    this.engine = engine;
    this.moves = moves;
    this.checkpoints = checkpoints;
  }

  /** Number of moves: steps run from 0 (the setup) to length (the last saved position). */
  get length(): number {
    return this.moves.length;
  }

  /** The state after the first `step` moves. */
  stateAt(step: number): unknown {
    const target = Math.max(0, Math.min(this.length, Math.floor(step)));
    const base = Math.floor(target / CHECKPOINT_EVERY);
    let state = this.checkpoints[base];
    for (let i = base * CHECKPOINT_EVERY; i < target; i++) {
      const { seat, move } = this.moves[i]!;
      const applied = this.engine.applyMove(state, seat, move);
      // Every move applied once in open(); the engine is deterministic, so it applies again.
      if (!applied.ok) throw new Error(`replay diverged at move ${i + 1}: ${refusalText(applied.error)}`);
      state = applied.state;
    }
    return state;
  }

  /** Every state from the setup to the last move, in order, each computed once. */
  *states(): Generator<unknown> {
    let state = this.checkpoints[0];
    yield state;
    for (const { seat, move } of this.moves) {
      const applied = this.engine.applyMove(state, seat, move);
      if (!applied.ok) throw new Error(`replay diverged: ${refusalText(applied.error)}`);
      state = applied.state;
      yield state;
    }
  }

  /**
   * What a seat saw after `step` moves (null: the public view). The engine's viewFor hides what that
   * seat could not see then, so a LAN player's replay of an unfinished game reveals nothing new.
   */
  viewAt(step: number, viewer: number | null): unknown {
    return this.engine.viewFor(this.stateAt(step), viewer);
  }
}
