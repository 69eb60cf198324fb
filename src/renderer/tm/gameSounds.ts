// Sounds for the Terraforming Mars game on screen: each new view is compared with the one before (soundCue.ts).
import { useEffect, useRef } from 'react';
import type { TmView } from '../../shared/tm/view';
import { playCue } from '../common/sound';
import { useApp } from '../store';
import { soundCue } from './soundCue';

/** Plays the cue of each new view of the game on screen (sound.ts decides whether sound is on). */
export function useGameSounds(): void {
  const view = useApp((s) => s.view);
  const previous = useRef<TmView | null>(null);
  useEffect(() => {
    if (!view) return;
    const cue = soundCue(previous.current, view);
    previous.current = view;
    if (cue) playCue(cue);
  }, [view]);
}
