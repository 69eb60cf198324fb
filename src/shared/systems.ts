// The game systems the app plays. Each has its own rules engine, setup, moves and view; the host and the
// protocol carry them side by side, tagged with the system id.
import { z } from 'zod';
import { msg, type Message } from './message';

export const SYSTEM_IDS = ['tm', 'tiny', 'dice'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];
export const systemIdSchema = z.enum(SYSTEM_IDS);

export const SYSTEM_NAMES: Record<SystemId, string> = {
  tm: 'Terraforming Mars',
  tiny: 'TINYforming Mars',
  dice: 'Terraforming Mars: The Dice Game',
};

/** The catalogue keys of each game's name, for what a player reads (SYSTEM_NAMES stays for logs and files). */
export const SYSTEM_NAME_KEYS: Record<SystemId, string> = {
  tm: 'common.system.tm',
  tiny: 'common.system.tiny',
  dice: 'common.system.dice',
};

/** A game's name as a message parameter ("This host cannot play {game}."). */
export function systemName(id: SystemId): Message {
  return msg(SYSTEM_NAME_KEYS[id]);
}
