// The recorded-games fixture: random games of every system with their moves and state hashes, written by
// `npm run record-games` (scripts/recordGames.ts) and replayed by the determinism regression test.
import { readFileSync } from 'node:fs';
import type { AnyGameEngine } from '../../../src/host/engine';
import type { Seat } from '../../../src/shared/tm/basics';

export const RECORDED_GAMES_PATH = 'tests/fixtures/recorded-games.json';

export interface RecordedGame {
  name: string;
  system: 'tm' | 'tiny' | 'dice';
  /** The setup as the engine's schema parsed it. */
  setup: unknown;
  moves: [Seat, unknown][];
  /** Rules hashes (the state without its log) after every `checkpointEvery` moves. */
  checkpoints: string[];
  finished: boolean;
  hash: string;
}

export interface RecordedGames {
  /** 2: hashes leave out the log (rulesHash). 3: and the words of waiting decisions (prompt titles, option wording). */
  version: 3;
  checkpointEvery: number;
  games: RecordedGame[];
}

export function loadRecordedGames(): RecordedGames {
  return JSON.parse(readFileSync(RECORDED_GAMES_PATH, 'utf8')) as RecordedGames;
}

/** Replays a recorded game; returns the checkpoint hashes and the final hash it reaches. */
export function replay(engine: AnyGameEngine, game: RecordedGame, checkpointEvery: number): { checkpoints: string[]; hash: string; finished: boolean } {
  let state = engine.createGame(game.setup);
  const checkpoints: string[] = [];
  game.moves.forEach(([seat, move], i) => {
    const result = engine.applyMove(state, seat, move);
    if (!result.ok) throw new Error(`${game.name}: move ${i} ${JSON.stringify(move)} is illegal on replay: ${result.error}`);
    state = result.state;
    if ((i + 1) % checkpointEvery === 0) checkpoints.push(engine.rulesHash(state));
  });
  return { checkpoints, hash: engine.rulesHash(state), finished: engine.summary(state).finished };
}
