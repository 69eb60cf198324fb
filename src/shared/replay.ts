// Messages to look back at a game: its statistics, and its replay one position at a time.
import { z } from 'zod';
import type { GameStats } from './campaign';
import type { GameView } from './protocol';
import { SAVE_ID_PATTERN } from './save';

const requestId = z.string().min(1).max(64).optional();
const saveId = z.string().regex(SAVE_ID_PATTERN);

export const replayClientMessageSchemas = [
  z.object({ type: z.literal('gameStats'), requestId, saveId }),
  /** The position after `step` moves, as `seat` saw it (null: the public view). */
  z.object({ type: z.literal('replayStep'), requestId, saveId, step: z.number().int().min(0).max(100_000), seat: z.number().int().min(0).max(4).nullable() }),
] as const;

export type ReplayClientMessage = z.output<(typeof replayClientMessageSchemas)[number]>;

/** Where each generation starts in the move list, for the replay's timeline. */
export interface GenerationMark {
  generation: number;
  step: number;
}

export type ReplayHostMessage =
  | { type: 'gameStats'; requestId?: string; stats: GameStats }
  | {
      type: 'replayView';
      requestId?: string;
      saveId: string;
      step: number;
      length: number;
      seat: number | null;
      /** The seats whose view this client may watch in this replay (every seat once the game is over). */
      watchable: number[];
      generations: GenerationMark[];
      view: GameView;
    };
