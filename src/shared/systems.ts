// The game systems the app plays. Each has its own rules engine, setup, moves and view; the host and the
// protocol carry them side by side, tagged with the system id.
import { z } from 'zod';

export const SYSTEM_IDS = ['tm', 'tiny', 'dice'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];
export const systemIdSchema = z.enum(SYSTEM_IDS);

export const SYSTEM_NAMES: Record<SystemId, string> = {
  tm: 'Terraforming Mars',
  tiny: 'TINYforming Mars',
  dice: 'Terraforming Mars: The Dice Game',
};
