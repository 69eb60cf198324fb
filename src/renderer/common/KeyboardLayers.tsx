// One keyboard for the whole app (react-hotkeys-hook with scopes): the provider follows the layer stack, so an
// open dialog or menu owns the keys and the game's shortcuts behind it do nothing; Esc closes the topmost layer.
// useLayer also moves focus into a layer when it opens and back to where it was when it closes.
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { HotkeysProvider, useHotkeys, useHotkeysContext } from 'react-hotkeys-hook';
import { activeScope, closeLayer, closeTopLayer, GAME_SCOPE, liveScope, openLayer, useKeyLayers } from './keyLayers';

function FollowLayers() {
  const scope = useKeyLayers((s) => activeScope(s.stack));
  const { activeScopes, enableScope, disableScope } = useHotkeysContext();
  useEffect(() => {
    for (const s of activeScopes) if (s !== scope) disableScope(s);
    if (!activeScopes.includes(scope)) enableScope(scope);
  }, [scope, activeScopes, enableScope, disableScope]);
  // For tests and the inspector: which layer has the keys, said only once the provider has switched to it (the
  // shortcuts' listeners follow the provider one render after the stack, and a key pressed in between is not heard).
  const live = liveScope(scope, activeScopes);
  useEffect(() => {
    document.body.dataset.keyScope = live;
  }, [live]);
  // No scope: Esc is heard whichever layer is on top (also from a layer's text field).
  useHotkeys('escape', (e) => {
    if (closeTopLayer()) e.preventDefault();
  }, { enableOnFormTags: true });
  return null;
}

export function KeyboardLayers({ children }: { children: ReactNode }) {
  return (
    <HotkeysProvider initiallyActiveScopes={[GAME_SCOPE]}>
      <FollowLayers />
      {children}
    </HotkeysProvider>
  );
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Registers an open layer (topmost while open) and, with `focusRef`, moves focus into it on opening and back to
 * the element that had it on closing.
 */
export function useLayer(id: string, open: boolean, close: () => void, focusRef?: RefObject<HTMLElement | null>): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  // At commit, not after paint: a key pressed right after the layer shows must already find it on top.
  useLayoutEffect(() => {
    if (!open) return;
    openLayer({ id, close: () => closeRef.current() });
    return () => closeLayer(id);
  }, [id, open]);
  useLayoutEffect(() => {
    if (!open || !focusRef) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = focusRef.current;
    if (box && !box.contains(document.activeElement)) {
      const first = box.querySelector<HTMLElement>(FOCUSABLE);
      if (first) first.focus();
      else {
        if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '-1');
        box.focus();
      }
    }
    return () => {
      if (before && before.isConnected && before !== document.body) before.focus();
    };
  }, [open, focusRef]);
}

/** The scope of a layer's own keys (live only while it is the topmost layer). */
export function layerScope(id: string): string {
  return `layer:${id}`;
}
