import { describe, expect, it } from 'vitest';
import { keysBoundTwice } from '../../../src/renderer/common/shortcuts';
import { activeScope, closeTopLayer, GAME_SCOPE, liveScope, openLayer, closeLayer, SWITCHING_SCOPE, useKeyLayers } from '../../../src/renderer/common/keyLayers';
import { TM_SHORTCUTS } from '../../../src/renderer/tm/shortcuts';
import { UNDO_KEY } from '../../../src/renderer/undo/useUndoShortcut';

describe('one keyboard', () => {
  it('binds every Terraforming Mars key to one action (the legend is the same table)', () => {
    expect(keysBoundTwice([...TM_SHORTCUTS, UNDO_KEY])).toEqual([]);
    expect(new Set(TM_SHORTCUTS.map((s) => s.label)).size).toBe(TM_SHORTCUTS.length);
  });

  it('finds a key bound twice', () => {
    expect(keysBoundTwice([{ keys: 'b' }, { keys: 'l' }, { keys: 'B' }])).toEqual(['b']);
  });

  it('gives the keys to the topmost layer, and Esc closes that one only', () => {
    useKeyLayers.setState({ stack: [] });
    expect(activeScope(useKeyLayers.getState().stack)).toBe(GAME_SCOPE);
    const closed: string[] = [];
    openLayer({ id: 'menu', close: () => closed.push('menu') });
    openLayer({ id: 'help', close: () => closed.push('help') });
    expect(activeScope(useKeyLayers.getState().stack)).toBe('layer:help');
    expect(closeTopLayer()).toBe(true);
    expect(closed).toEqual(['help']);
    expect(activeScope(useKeyLayers.getState().stack)).toBe('layer:menu');
    closeLayer('menu');
    expect(closeTopLayer()).toBe(false);
    expect(activeScope(useKeyLayers.getState().stack)).toBe(GAME_SCOPE);
  });

  it('says a layer has the keys only once the hotkey provider has switched to it alone', () => {
    // The menu just closed: the stack wants the game's keys, but the provider still has the menu's scope on.
    expect(liveScope(GAME_SCOPE, ['layer:menu'])).toBe(SWITCHING_SCOPE);
    // Half way: the game's scope enabled, the menu's not yet disabled.
    expect(liveScope(GAME_SCOPE, ['layer:menu', GAME_SCOPE])).toBe(SWITCHING_SCOPE);
    expect(liveScope(GAME_SCOPE, [])).toBe(SWITCHING_SCOPE);
    expect(liveScope(GAME_SCOPE, [GAME_SCOPE])).toBe(GAME_SCOPE);
    expect(liveScope('layer:help', ['layer:help'])).toBe('layer:help');
  });
});
