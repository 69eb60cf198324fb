// The catalogue keys of each game's name (src/shared/systems.ts keeps the English names for logs and files).
import type { SystemId } from '../../shared/systems';

export const SYSTEM_NAME_KEYS: Record<SystemId, string> = {
  tm: 'common.system.tm',
  tiny: 'common.system.tiny',
  dice: 'common.system.dice',
};
