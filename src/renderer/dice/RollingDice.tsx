// The latest roll tumbling into the tray. Each new roll (view.lastRoll.seq) restarts a short animation
// driven by useFrame and refs, so no React state changes per frame; frames are requested only while rolling.
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import { sidesOf, type Die } from '../../shared/dice/basics';
import { TRAY_Z } from './layout';
import { dieFaceTexture } from './textures';

const SIZE = 0.9;
const DURATION = 1.2;

/** The rotation that brings box side `i` (three's material order +X, -X, +Y, -Y, +Z, -Z) to the top. */
const UP: THREE.Euler[] = [
  new THREE.Euler(0, 0, Math.PI / 2),
  new THREE.Euler(0, 0, -Math.PI / 2),
  new THREE.Euler(0, 0, 0),
  new THREE.Euler(Math.PI, 0, 0),
  new THREE.Euler(-Math.PI / 2, 0, 0),
  new THREE.Euler(Math.PI / 2, 0, 0),
];

function seeded(seq: number, i: number): () => number {
  let s = (seq * 7919 + i * 104729 + 1) >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function RollingDie({ die, index, count, seq }: { die: Die; index: number; count: number; seq: number }) {
  const ref = useRef<THREE.Mesh>(null);
  const sides = useMemo(() => sidesOf(die.colour), [die.colour]);
  const materials = useMemo(() => sides.map((face) => new THREE.MeshLambertMaterial({ map: dieFaceTexture(die.colour, face) })), [die.colour, sides]);
  const anim = useMemo(() => {
    const rand = seeded(seq, index);
    const end = new THREE.Vector3((index - (count - 1) / 2) * 1.25, SIZE / 2, TRAY_Z);
    const start = new THREE.Vector3(end.x + (rand() - 0.5) * 6, 5 + rand() * 2, end.z + 4 + rand() * 2);
    const endQ = new THREE.Quaternion().setFromEuler(UP[sides.indexOf(die.face)]);
    endQ.multiply(new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), (rand() - 0.5) * 0.6));
    const startQ = new THREE.Quaternion().setFromEuler(new THREE.Euler(rand() * 6.28, rand() * 6.28, rand() * 6.28));
    const spin = new THREE.Vector3(rand() - 0.5, rand() - 0.5, rand() - 0.5).normalize();
    return { start, end, startQ, endQ, spin, began: -1 };
  }, [seq, index, count, die.face, sides]);

  useFrame(({ clock, invalidate }) => {
    const mesh = ref.current;
    if (!mesh) return;
    if (anim.began < 0) anim.began = clock.getElapsedTime();
    const t = Math.min(1, (clock.getElapsedTime() - anim.began) / DURATION);
    // The table renders on demand; keep asking for frames until the die has landed.
    if (t < 1) invalidate();
    const ease = 1 - Math.pow(1 - t, 3);
    mesh.position.lerpVectors(anim.start, anim.end, ease);
    // Two damped bounces on the way down.
    mesh.position.y = anim.end.y + (anim.start.y - anim.end.y) * Math.abs(Math.cos(ease * Math.PI * 1.5)) * (1 - ease);
    const q = anim.startQ.clone().slerp(anim.endQ, ease);
    const tumble = new THREE.Quaternion().setFromAxisAngle(anim.spin, (1 - ease) * 9);
    mesh.quaternion.copy(tumble.multiply(q));
  });

  return (
    <mesh ref={ref} name={`rolled-die-${index}`} userData={{ face: die.face, colour: die.colour }} material={materials} castShadow>
      <boxGeometry args={[SIZE, SIZE, SIZE]} />
    </mesh>
  );
}

export function RollingDice({ roll }: { roll: { dice: Die[]; seq: number } | null }) {
  if (!roll) return null;
  return (
    <group name="dice-tray">
      {roll.dice.map((die, i) => (
        <RollingDie key={`${roll.seq}-${i}`} die={die} index={i} count={roll.dice.length} seq={roll.seq} />
      ))}
    </group>
  );
}
