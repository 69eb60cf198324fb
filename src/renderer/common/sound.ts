// Short sounds for game events, synthesized with the Web Audio API: no audio files, nothing fetched. Each cue is
// a few notes of a plain oscillator with a quick fade, so it stays short and quiet beside the game.
import { useSettings } from './settings';

export type SoundCue = 'yourTurn' | 'tilePlaced' | 'parameterRaised' | 'gameEnded';

interface Note {
  /** Hz */
  frequency: number;
  /** Seconds after the cue starts. */
  at: number;
  /** Seconds. */
  length: number;
  wave: OscillatorType;
}

const note = (frequency: number, at: number, length: number, wave: OscillatorType = 'sine'): Note => ({ frequency, at, length, wave });

/** The notes of each cue: a rising pair for your turn, a soft knock for a tile, a chirp for a parameter, a small fanfare at the end. */
export const CUES: Record<SoundCue, Note[]> = {
  yourTurn: [note(660, 0, 0.12), note(880, 0.1, 0.18)],
  tilePlaced: [note(180, 0, 0.09, 'triangle'), note(120, 0.03, 0.12, 'triangle')],
  parameterRaised: [note(520, 0, 0.08, 'square'), note(780, 0.06, 0.12, 'square')],
  gameEnded: [note(523, 0, 0.18), note(659, 0.16, 0.18), note(784, 0.32, 0.18), note(1047, 0.48, 0.4)],
};

/** Square waves sound much louder than sines at the same gain. */
const WAVE_GAIN: Record<OscillatorType, number> = { sine: 1, triangle: 1, square: 0.35, sawtooth: 0.4, custom: 1 };
const PEAK_GAIN = 0.25;

let context: AudioContext | null = null;

/** One shared context, made on first use (browsers let it start only after the player has interacted). */
function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Plays a cue at the set volume; silent when sound is off or the browser has no Web Audio. */
export function playCue(cue: SoundCue): void {
  const { sound, soundVolume } = useSettings.getState();
  if (!sound || soundVolume <= 0) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime + 0.01;
  for (const n of CUES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = n.wave;
    osc.frequency.value = n.frequency;
    const peak = PEAK_GAIN * soundVolume * WAVE_GAIN[n.wave];
    // A quick attack and an exponential fade: no clicks at either end.
    gain.gain.setValueAtTime(0.0001, start + n.at);
    gain.gain.exponentialRampToValueAtTime(peak, start + n.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + n.at + n.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + n.at);
    osc.stop(start + n.at + n.length + 0.02);
  }
}
