// A save's phase as the Load screen says it. Engines record their flow chart's state ("action",
// "solar.worldGovernment", "turn.extraSupport"); each game names its phases in its own words: Terraforming Mars
// and TINYforming Mars as their headers do, the Dice Game by the step of the turn. A state a newer version added
// is said as "in play", never as its internal name.
import type { SystemId } from '../../shared/systems';
import { msg, type Message } from '../../shared/message';
import { tinyPhaseWords } from '../tiny/phaseWords';

const TINY_PHASES = new Set(['firstCities', 'research', 'action', 'income', 'nextGeneration', 'scoring', 'ended']);

/** "turn.extraSupport" → "turnExtraSupport": one select value per nested state. */
function camelPath(phase: string): string {
  return phase.split('.').map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
}

export function savePhaseWords(system: SystemId, phase: string): Message {
  if (phase === 'ended') return msg('common.saves.gameOver');
  const top = phase.split('.')[0];
  switch (system) {
    case 'tm':
      return msg('common.saves.tmPhase', { phase: top });
    case 'tiny':
      return TINY_PHASES.has(top) ? tinyPhaseWords(top) : msg('common.saves.inPlay');
    case 'dice':
      return msg('common.saves.dicePhase', { phase: camelPath(phase) });
    default:
      return msg('common.saves.inPlay');
  }
}
