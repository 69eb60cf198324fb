// Procedural canvas textures for the dice table: die faces, made once and cached.
import * as THREE from 'three';
import type { DieColour, Face } from '../../shared/dice/basics';
import { DIE_HEX, DIE_INK, FACE_GLYPH } from './palette';

const cache = new Map<string, THREE.CanvasTexture>();

function toTexture(canvas: HTMLCanvasElement): THREE.CanvasTexture {
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}

/** A die side: rounded coloured square with the face's glyph and name. */
export function dieFaceTexture(colour: DieColour, face: Face): THREE.CanvasTexture {
  const key = `die:${colour}:${face}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const size = 128;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const g = c.getContext('2d')!;
  g.fillStyle = DIE_HEX[colour];
  g.fillRect(0, 0, size, size);
  g.strokeStyle = 'rgba(0,0,0,0.35)';
  g.lineWidth = 8;
  g.strokeRect(4, 4, size - 8, size - 8);
  g.fillStyle = DIE_INK[colour];
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = 'bold 54px sans-serif';
  g.fillText(FACE_GLYPH[face], size / 2, size / 2 - 10);
  g.font = 'bold 18px sans-serif';
  g.fillText(face.toUpperCase(), size / 2, size - 22);
  const tex = toTexture(c);
  cache.set(key, tex);
  return tex;
}
