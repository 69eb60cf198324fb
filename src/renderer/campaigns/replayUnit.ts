// What a replay steps by, in each game's own word: the save's marks follow the engine's summary, which counts
// generations in Terraforming Mars and TINYforming Mars and turns in the Dice Game.
import type { SystemId } from '../../shared/systems';

export function replayUnit(system: SystemId): 'Generation' | 'Turn' {
  return system === 'dice' ? 'Turn' : 'Generation';
}
