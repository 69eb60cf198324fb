// The open layers over a game screen (help, ☰ menu, card browser, settings, dialogs), topmost last. Only the
// topmost layer gets the keyboard: the game's shortcuts live in the "game" scope, which is active only while
// no layer is open, and Esc closes the topmost layer.
import { create } from 'zustand';

export const GAME_SCOPE = 'game';

export interface KeyLayer {
  id: string;
  close: () => void;
}

export const useKeyLayers = create<{ stack: KeyLayer[] }>(() => ({ stack: [] }));

export function openLayer(layer: KeyLayer): void {
  useKeyLayers.setState((s) => ({ stack: [...s.stack.filter((l) => l.id !== layer.id), layer] }));
}

export function closeLayer(id: string): void {
  useKeyLayers.setState((s) => ({ stack: s.stack.filter((l) => l.id !== id) }));
}

export function topLayer(): KeyLayer | undefined {
  const { stack } = useKeyLayers.getState();
  return stack[stack.length - 1];
}

/** The scope the keyboard answers in now: the topmost layer's, or the game's when none is open. */
export function activeScope(stack: readonly KeyLayer[]): string {
  return stack.length ? `layer:${stack[stack.length - 1].id}` : GAME_SCOPE;
}

/** Esc: closes the topmost layer; false when none was open (the game's own Esc may act then). */
export function closeTopLayer(): boolean {
  const top = topLayer();
  if (!top) return false;
  top.close();
  closeLayer(top.id);
  return true;
}

/**
 * Whether a key of these scopes is heard now, read from the stack at the moment of the key press: the provider's
 * scopes follow the stack one render later, and a key pressed in between must not reach the game.
 */
export function heardNow(scopes: readonly string[]): boolean {
  return scopes.includes(activeScope(useKeyLayers.getState().stack));
}

/** Said while the keyboard changes hands: the provider has not yet switched to the layer on top. */
export const SWITCHING_SCOPE = 'switching';

/**
 * The scope whose keys are heard now: `wanted` (the topmost layer's) once the provider's active scopes are that
 * one alone, else SWITCHING_SCOPE (the listeners of `wanted` are registered only after that switch).
 */
export function liveScope(wanted: string, providerScopes: readonly string[]): string {
  return providerScopes.length === 1 && providerScopes[0] === wanted ? wanted : SWITCHING_SCOPE;
}
