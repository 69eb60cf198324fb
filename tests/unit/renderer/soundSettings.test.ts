// The sound and graphics settings: stored values are checked on load, each game event has its cue, and the
// cues are synthesized at the chosen volume (never when sound is off).
import { afterEach, describe, expect, it } from 'vitest';
import type { TmView } from '../../../src/shared/tm/view';
import { DEFAULT_SETTINGS, setSetting, storedSettings, useSettings } from '../../../src/renderer/common/settings';
import { CUES, playCue } from '../../../src/renderer/common/sound';
import { QUALITY_PROFILES } from '../../../src/renderer/common/graphicsQuality';
import { soundCue } from '../../../src/renderer/tm/soundCue';

describe('stored settings', () => {
  it('keeps valid values and replaces wrong types, unknown qualities and out-of-range volumes by the defaults', () => {
    expect(storedSettings({ graphicsQuality: 'high', sound: false, soundVolume: 0.3 }, DEFAULT_SETTINGS)).toMatchObject({ graphicsQuality: 'high', sound: false, soundVolume: 0.3 });
    const bad = storedSettings({ graphicsQuality: 'ultra', sound: 'yes', soundVolume: 7, confirmPass: 0 }, DEFAULT_SETTINGS);
    expect(bad).toEqual(DEFAULT_SETTINGS);
    expect(storedSettings({ soundVolume: Number.NaN }, DEFAULT_SETTINGS).soundVolume).toBe(DEFAULT_SETTINGS.soundVolume);
    expect(storedSettings(null, DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it('medium is the default quality and draws as the board always did; low draws less, high more', () => {
    expect(DEFAULT_SETTINGS.graphicsQuality).toBe('medium');
    expect(QUALITY_PROFILES.medium).toEqual({ maxPixelRatio: 1.5, antialias: false, shadows: false, stars: true, moonDrift: true });
    expect(QUALITY_PROFILES.low.maxPixelRatio).toBeLessThan(QUALITY_PROFILES.medium.maxPixelRatio);
    expect(QUALITY_PROFILES.high).toMatchObject({ antialias: true, shadows: true });
  });
});

function view(parts: { tiles?: number; temperature?: number; oxygen?: number; turnOf?: number; actionsTaken?: number; ended?: boolean }): TmView {
  const spaces = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, tile: i < (parts.tiles ?? 0) ? { kind: 'city', owner: 0 } : undefined }));
  const prompt = parts.turnOf === undefined ? null : { kind: 'action', seat: parts.turnOf, title: '', choices: [], actionsTaken: parts.actionsTaken ?? 0 };
  return { spaces, parameters: { temperature: parts.temperature ?? -30, oxygen: parts.oxygen ?? 0, oceans: 0 }, prompt, scores: parts.ended ? [] : null } as unknown as TmView;
}

describe('which sound a new view calls for', () => {
  it('none for the first view (loading a game is silent) or when nothing changed', () => {
    expect(soundCue(null, view({ turnOf: 0 }))).toBeNull();
    expect(soundCue(view({ tiles: 2 }), view({ tiles: 2 }))).toBeNull();
  });

  it('your turn when an action prompt with no action taken yet arrives, not for the second action', () => {
    expect(soundCue(view({}), view({ turnOf: 0 }))).toBe('yourTurn');
    expect(soundCue(view({ turnOf: 0 }), view({ turnOf: 0, actionsTaken: 1 }))).toBeNull();
    // Hot-seat: the next player's turn on the same screen is a new turn.
    expect(soundCue(view({ turnOf: 0, actionsTaken: 1 }), view({ turnOf: 1 }))).toBe('yourTurn');
  });

  it('a raised parameter before a placed tile (a greenery does both), a tile alone, and the end above all', () => {
    expect(soundCue(view({ tiles: 1 }), view({ tiles: 2, oxygen: 1 }))).toBe('parameterRaised');
    expect(soundCue(view({ temperature: -30 }), view({ temperature: -28 }))).toBe('parameterRaised');
    expect(soundCue(view({ tiles: 1 }), view({ tiles: 2 }))).toBe('tilePlaced');
    expect(soundCue(view({ tiles: 1 }), view({ tiles: 2, turnOf: 0, ended: true }))).toBe('gameEnded');
  });
});

/** A Web Audio stand-in that records the oscillators started and their gain peaks. */
class FakeAudioContext {
  static started: { frequency: number; peak: number }[] = [];
  currentTime = 0;
  state = 'running';
  destination = {};
  resume() { return Promise.resolve(); }
  createOscillator() {
    const osc = { type: 'sine', frequency: { value: 0 }, gain: null as null | { peak: number }, connect: (g: { peak: number }) => { osc.gain = g; return { connect: () => undefined }; }, start: () => FakeAudioContext.started.push({ frequency: osc.frequency.value, peak: osc.gain!.peak }), stop: () => undefined };
    return osc;
  }
  createGain() {
    const node = { peak: 0, gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: (v: number) => { node.peak = Math.max(node.peak, v); } } };
    return node;
  }
}

describe('synthesized cues', () => {
  afterEach(() => { FakeAudioContext.started = []; });
  (globalThis as { window?: unknown }).window = { AudioContext: FakeAudioContext };

  it('plays every note of a cue, louder at a higher volume, and nothing when sound is off or the volume is 0', () => {
    useSettings.setState({ sound: true, soundVolume: 1 });
    playCue('gameEnded');
    expect(FakeAudioContext.started.map((n) => n.frequency)).toEqual(CUES.gameEnded.map((n) => n.frequency));
    const loud = FakeAudioContext.started[0].peak;
    FakeAudioContext.started = [];
    setSetting('soundVolume', 0.25);
    playCue('gameEnded');
    expect(FakeAudioContext.started[0].peak).toBeCloseTo(loud / 4);
    FakeAudioContext.started = [];
    setSetting('sound', false);
    playCue('yourTurn');
    setSetting('sound', true);
    setSetting('soundVolume', 0);
    playCue('yourTurn');
    expect(FakeAudioContext.started).toEqual([]);
  });

  it('every cue is short (under a second), so sounds never pile up', () => {
    for (const notes of Object.values(CUES)) expect(Math.max(...notes.map((n) => n.at + n.length))).toBeLessThan(1);
  });
});
