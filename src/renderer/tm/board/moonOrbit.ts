// Where the colony moons sit: on an arc of a wide orbit beyond the top of the map. The orbit's centre lies south of
// Mars's, so the arc is flat enough that the outer moons' tracks stay clear of the parameter gauges. The arc drifts
// slowly back and forth along the orbit (so every moon stays in the framed view) and stands still when
// motion would get in the way: reduced motion, a colony prompt waiting for a click, a moon's panel open.
import * as THREE from 'three';

/** Radius of the moons' orbit and its centre's z, in scene units (Mars is centred at 0; its top row is at z = -6). */
export const ORBIT_RADIUS = 22;
export const ORBIT_CENTRE_Z = 9;
/** Angle between neighbouring moons (radians): about 5 units apart, so their labels and track strips stay clear. */
const SPACING = 0.23;
/** The arc reaches no further out than this angle from the top (about 10 units left and right, above the gauges). */
const MAX_ANGLE = 0.46;
/** How far the arc drifts each way (radians) and how long a full back-and-forth takes. */
export const DRIFT = { amplitude: 0.05, periodSeconds: 80 };
/** Frames a second asked for while the moons drift (the board renders on demand; a slow drift needs few). */
export const ORBIT_FRAMES_PER_SECOND = 8;
/** The top of the orbit: the framing of the board reaches this far up. */
export const MOONS_Z = ORBIT_CENTRE_Z - ORBIT_RADIUS;

/** Angle (radians from the top, positive to the right) of a moon when the drift is `drift`. */
export function moonAngle(index: number, count: number, drift = 0): number {
  const spacing = count > 1 ? Math.min(SPACING, (2 * MAX_ANGLE) / (count - 1)) : 0;
  return (index - (count - 1) / 2) * spacing + drift;
}

/** The drift angle after `seconds` of drifting. */
export function driftAt(seconds: number): number {
  return DRIFT.amplitude * Math.sin((2 * Math.PI * seconds) / DRIFT.periodSeconds);
}

/** The centre of a moon's place (ground level: the sphere floats above it). */
export function moonPlace(index: number, count: number, drift = 0, out = new THREE.Vector3()): THREE.Vector3 {
  const a = moonAngle(index, count, drift);
  return out.set(ORBIT_RADIUS * Math.sin(a), 0, ORBIT_CENTRE_Z - ORBIT_RADIUS * Math.cos(a));
}

/** Whether the moons drift now. */
export function orbitRuns(s: { reducedMotion: boolean; colonyPrompt: boolean; panelOpen: boolean }): boolean {
  return !s.reducedMotion && !s.colonyPrompt && !s.panelOpen;
}

/** Seconds of drift so far, shared by the moons and the test hook that finds them on screen. */
export const orbitClock = { seconds: 0 };
