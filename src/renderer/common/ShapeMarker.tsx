// A player's shape as a marker on a 3D board (the colour-blind setting): drawn on a canvas in the player's colour
// with a dark and a light edge, on a sprite that always faces the camera, so the shape reads at any angle and on
// any ground. Its userData names the owner and the shape for the boards' test hook (ExposeMarkers).
import * as THREE from 'three';
import { traceShape, type PlayerShape } from './playerShapes';

const SIZE = 96;
// One material per shape and colour, made once: markers come and go with every view.
const materials = new Map<string, THREE.SpriteMaterial>();

function shapeMaterial(shape: PlayerShape, hex: string): THREE.SpriteMaterial {
  const key = `${shape}:${hex}`;
  const made = materials.get(key);
  if (made) return made;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d')!;
  const r = SIZE * 0.4;
  traceShape(ctx, shape, SIZE / 2, SIZE / 2 + (shape === 'triangle' ? SIZE * 0.04 : 0), r);
  ctx.lineJoin = 'round';
  ctx.lineWidth = SIZE * 0.12;
  ctx.strokeStyle = '#101014';
  ctx.stroke();
  ctx.lineWidth = SIZE * 0.05;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = hex;
  ctx.fill();
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const material = new THREE.SpriteMaterial({ map: texture, toneMapped: false, transparent: true });
  materials.set(key, material);
  return material;
}

function noRaycast(): void {
  /* a marker never takes a click meant for the space under it */
}

export function ShapeMarker({ shape, hex, owner, position, size = 0.5, name }: {
  shape: PlayerShape;
  hex: string;
  /** The seat the marker belongs to (the dummy's: a negative number). */
  owner: number;
  position: [number, number, number];
  size?: number;
  name?: string;
}) {
  return <sprite name={name} position={position} scale={[size, size, 1]} material={shapeMaterial(shape, hex)} raycast={noRaycast} userData={{ ownerMarker: owner, playerShape: shape }} renderOrder={4} />;
}
