// Procedural textures for the 19-hex map: the face of each hex (land, water, bonus border, icons),
// drawn on 2D canvases and cached by what they show.
import * as THREE from 'three';
import type { TinyTag, TokenKind } from '../../shared/tiny/basics';
import { hexCorners } from '../tm/board/layout';
import { TAG_COLOURS, TAG_INK } from './look';

const SIZE = 256;
const cache = new Map<string, THREE.CanvasTexture>();

/** Our own simple pictograms for the five tags. */
export function drawTagIcon(g: CanvasRenderingContext2D, tag: TinyTag, cx: number, cy: number, r: number): void {
  g.save();
  g.fillStyle = TAG_COLOURS[tag];
  g.strokeStyle = 'rgba(0,0,0,0.55)';
  g.lineWidth = r * 0.12;
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  g.fillStyle = TAG_INK[tag];
  g.strokeStyle = TAG_INK[tag];
  g.lineWidth = r * 0.16;
  g.beginPath();
  const s = r * 0.6;
  if (tag === 'energy') {
    // a lightning bolt
    g.moveTo(cx + s * 0.2, cy - s);
    g.lineTo(cx - s * 0.5, cy + s * 0.1);
    g.lineTo(cx, cy + s * 0.1);
    g.lineTo(cx - s * 0.2, cy + s);
    g.lineTo(cx + s * 0.5, cy - s * 0.15);
    g.lineTo(cx, cy - s * 0.15);
    g.closePath();
    g.fill();
  } else if (tag === 'production') {
    // a factory with a chimney
    g.rect(cx - s, cy, s * 2, s * 0.8);
    g.rect(cx + s * 0.45, cy - s, s * 0.4, s);
    g.moveTo(cx - s, cy);
    g.lineTo(cx - s * 0.4, cy - s * 0.5);
    g.lineTo(cx - s * 0.4, cy);
    g.fill();
  } else if (tag === 'nature') {
    // a leaf
    g.moveTo(cx - s, cy + s);
    g.quadraticCurveTo(cx - s, cy - s, cx + s, cy - s);
    g.quadraticCurveTo(cx + s, cy + s, cx - s, cy + s);
    g.fill();
  } else if (tag === 'science') {
    // a bulb
    g.arc(cx, cy - s * 0.2, s * 0.6, 0, Math.PI * 2);
    g.fill();
    g.fillRect(cx - s * 0.3, cy + s * 0.3, s * 0.6, s * 0.5);
  } else {
    // a rocket
    g.moveTo(cx, cy - s);
    g.quadraticCurveTo(cx + s * 0.5, cy - s * 0.2, cx + s * 0.35, cy + s * 0.6);
    g.lineTo(cx - s * 0.35, cy + s * 0.6);
    g.quadraticCurveTo(cx - s * 0.5, cy - s * 0.2, cx, cy - s);
    g.fill();
    g.fillStyle = '#ff9a3c';
    g.beginPath();
    g.moveTo(cx - s * 0.25, cy + s * 0.6);
    g.lineTo(cx, cy + s);
    g.lineTo(cx + s * 0.25, cy + s * 0.6);
    g.fill();
  }
  g.restore();
}

function hexPath(g: CanvasRenderingContext2D, inset: number): void {
  const r = SIZE / 2 - inset;
  g.beginPath();
  hexCorners(r).forEach(([x, z], i) => {
    const px = SIZE / 2 + x;
    const py = SIZE / 2 + z;
    if (i === 0) g.moveTo(px, py);
    else g.lineTo(px, py);
  });
  g.closePath();
}

export interface HexFace {
  id: number;
  water: boolean;
  bonus: TinyTag | null;
  icon: TokenKind | null;
  state: 'normal' | 'legal' | 'dim';
}

/** The printed face of one hex: rust land or pale water, a thick tag-coloured border for bonus hexes. */
export function hexFaceTexture(face: HexFace): THREE.CanvasTexture {
  const key = `${face.id}:${face.water}:${face.bonus}:${face.icon}:${face.state}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const c = document.createElement('canvas');
  c.width = c.height = SIZE;
  const g = c.getContext('2d')!;
  hexPath(g, 2);
  const grad = g.createRadialGradient(SIZE * 0.45, SIZE * 0.4, 10, SIZE / 2, SIZE / 2, SIZE / 2);
  if (face.water) {
    grad.addColorStop(0, '#bfe6ff');
    grad.addColorStop(1, '#7fb9dd');
  } else {
    grad.addColorStop(0, '#d0794a');
    grad.addColorStop(1, '#8f3f20');
  }
  g.fillStyle = grad;
  g.fill();
  g.lineWidth = face.bonus ? 22 : 6;
  g.strokeStyle = face.bonus ? TAG_COLOURS[face.bonus] : 'rgba(40,15,5,0.8)';
  hexPath(g, face.bonus ? 13 : 4);
  g.stroke();
  if (face.bonus) drawTagIcon(g, face.bonus, SIZE / 2, SIZE / 2, 40);
  if (face.icon) drawTagIcon(g, face.icon, SIZE / 2, SIZE / 2 + 58, 26);
  // The hex number, as prompts and the log name hexes by it: big enough to read at body-text size
  // on a 1280×800 window, outlined so it holds on both land and water.
  g.font = 'bold 46px sans-serif';
  g.textAlign = 'center';
  g.lineWidth = 6;
  g.strokeStyle = face.water ? 'rgba(235,248,255,0.9)' : 'rgba(40,12,4,0.85)';
  g.strokeText(String(face.id), SIZE / 2, face.bonus ? 84 : 70);
  g.fillStyle = face.water ? '#123453' : '#fff1e4';
  g.fillText(String(face.id), SIZE / 2, face.bonus ? 84 : 70);
  if (face.state !== 'normal') {
    hexPath(g, 2);
    g.fillStyle = face.state === 'legal' ? 'rgba(255,230,120,0.28)' : 'rgba(0,0,0,0.45)';
    g.fill();
  }
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  cache.set(key, tex);
  return tex;
}

/** A rusty disc for the planet under the map. */
export function marsTexture(): THREE.CanvasTexture {
  const hit = cache.get('mars');
  if (hit) return hit;
  const size = 512;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const g = c.getContext('2d')!;
  const grad = g.createRadialGradient(size * 0.42, size * 0.38, 20, size / 2, size / 2, size / 2);
  grad.addColorStop(0, '#b65a30');
  grad.addColorStop(0.8, '#7c3318');
  grad.addColorStop(1, '#3b140a');
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
  let seed = 11;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 70; i++) {
    g.fillStyle = `rgba(50,18,8,${0.1 + rand() * 0.2})`;
    g.beginPath();
    g.arc(rand() * size, rand() * size, 4 + rand() * 28, 0, Math.PI * 2);
    g.fill();
  }
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  cache.set('mars', tex);
  return tex;
}
