// When a prompt offers Cancel by taking back the step that led to it (undo), rather than the engine's own cancel.
import type { Prompt } from '../../shared/tm/prompt';

/**
 * Offered at a follow-up step (a card's space, target, amount or choice) the engine does not mark cancellable,
 * while the host allows undo (nothing revealed, no one else acted since). Never at the turn's own action
 * prompt or the opening, where Undo itself sits, and never where the engine cancels by itself.
 */
export function takeBackOffered(prompt: Prompt, undoAllowed: boolean): boolean {
  if (!undoAllowed || prompt.kind === 'action' || prompt.kind === 'opening') return false;
  return !('cancellable' in prompt && prompt.cancellable === true);
}
