// Procedural textures drawn on 2D canvases: the Mars surface, the board's printed icons and labels, gauges.
import * as THREE from 'three';
import type { SpaceView } from '../../../shared/tm/view';
import { HEX_RADIUS, hexCorners, spacePosition } from './layout';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function canvasTexture(canvas: HTMLCanvasElement): THREE.CanvasTexture {
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  // one mip level per lookup: trilinear filtering doubled the cost of the board under software GL
  tex.minFilter = THREE.LinearMipmapNearestFilter;
  return tex;
}

let marsCanvas: HTMLCanvasElement | null = null;

/** A rusty, cratered disc for the planet the map is printed on (drawn once, then copied). */
function getMarsCanvas(): HTMLCanvasElement {
  if (marsCanvas) return marsCanvas;
  const size = 2048;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const g = c.getContext('2d')!;
  const rand = rng(7);
  const grad = g.createRadialGradient(size * 0.42, size * 0.38, size * 0.05, size / 2, size / 2, size * 0.5);
  grad.addColorStop(0, '#c8693b');
  grad.addColorStop(0.65, '#9c4424');
  grad.addColorStop(0.93, '#6a2a14');
  grad.addColorStop(1, '#3f170a');
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
  for (let i = 0; i < 300; i++) {
    const x = rand() * size;
    const y = rand() * size;
    const r = 20 + rand() * 180;
    const light = rand() > 0.5;
    g.fillStyle = light ? `rgba(230,150,100,${0.03 + rand() * 0.06})` : `rgba(60,20,10,${0.04 + rand() * 0.08})`;
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
  }
  for (let i = 0; i < 90; i++) {
    const x = rand() * size;
    const y = rand() * size;
    const r = 6 + rand() * rand() * 60;
    g.fillStyle = 'rgba(50,18,8,0.35)';
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = 'rgba(235,160,110,0.28)';
    g.lineWidth = Math.max(1, r * 0.18);
    g.beginPath();
    g.arc(x - r * 0.1, y - r * 0.1, r, Math.PI * 0.9, Math.PI * 1.9);
    g.stroke();
  }
  g.strokeStyle = 'rgba(45,14,6,0.45)';
  g.lineWidth = 18;
  g.beginPath();
  g.moveTo(size * 0.3, size * 0.58);
  g.bezierCurveTo(size * 0.45, size * 0.52, size * 0.6, size * 0.64, size * 0.82, size * 0.58);
  g.stroke();
  marsCanvas = c;
  return c;
}

/** World size of the square the board surface texture covers (centred on the map; the disc fits inside). */
export const BOARD_RADIUS = 9.4;
export const PRINT_SIZE = BOARD_RADIUS * 2;
const PRINT_PX = 2048;
const PX_PER_UNIT = PRINT_PX / PRINT_SIZE;

function toPx(x: number, z: number): [number, number] {
  return [(x + PRINT_SIZE / 2) * PX_PER_UNIT, (z + PRINT_SIZE / 2) * PX_PER_UNIT];
}

type BonusKey = keyof SpaceView['bonus'];

function drawIcon(g: CanvasRenderingContext2D, kind: BonusKey, cx: number, cy: number, s: number): void {
  g.save();
  g.translate(cx, cy);
  g.lineWidth = s * 0.09;
  g.strokeStyle = 'rgba(20,10,5,0.85)';
  switch (kind) {
    case 'steel': {
      // a brown ingot
      g.fillStyle = '#9b6a3c';
      g.beginPath();
      g.moveTo(-s * 0.45, s * 0.3);
      g.lineTo(-s * 0.28, -s * 0.3);
      g.lineTo(s * 0.28, -s * 0.3);
      g.lineTo(s * 0.45, s * 0.3);
      g.closePath();
      g.fill();
      g.stroke();
      g.fillStyle = 'rgba(255,220,170,0.5)';
      g.fillRect(-s * 0.2, -s * 0.22, s * 0.4, s * 0.1);
      break;
    }
    case 'titanium': {
      // a silver star
      g.fillStyle = '#d9dde3';
      g.beginPath();
      for (let i = 0; i < 10; i++) {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const r = i % 2 === 0 ? s * 0.5 : s * 0.22;
        g.lineTo(Math.cos(a) * r, Math.sin(a) * r);
      }
      g.closePath();
      g.fill();
      g.stroke();
      break;
    }
    case 'plants': {
      // a green leaf
      g.fillStyle = '#5dbb3f';
      g.beginPath();
      g.moveTo(0, s * 0.48);
      g.quadraticCurveTo(-s * 0.55, 0, 0, -s * 0.48);
      g.quadraticCurveTo(s * 0.55, 0, 0, s * 0.48);
      g.fill();
      g.stroke();
      g.strokeStyle = 'rgba(20,60,10,0.8)';
      g.beginPath();
      g.moveTo(0, s * 0.42);
      g.lineTo(0, -s * 0.3);
      g.stroke();
      break;
    }
    case 'cards': {
      // a card back
      g.fillStyle = '#2d6fb0';
      g.beginPath();
      g.roundRect(-s * 0.3, -s * 0.42, s * 0.6, s * 0.84, s * 0.08);
      g.fill();
      g.stroke();
      g.strokeStyle = '#e9f1fb';
      g.lineWidth = s * 0.06;
      g.strokeRect(-s * 0.2, -s * 0.3, s * 0.4, s * 0.6);
      break;
    }
    case 'heat': {
      g.fillStyle = '#e8642c';
      g.beginPath();
      g.moveTo(0, -s * 0.5);
      g.quadraticCurveTo(s * 0.5, 0, 0, s * 0.45);
      g.quadraticCurveTo(-s * 0.5, 0, 0, -s * 0.5);
      g.fill();
      g.stroke();
      break;
    }
  }
  g.restore();
}

const BONUS_ORDER: BonusKey[] = ['steel', 'titanium', 'plants', 'cards', 'heat'];

export type SpaceLook = 'normal' | 'legal' | 'dim';

function hexPath(g: CanvasRenderingContext2D, px: number, py: number, radius: number): void {
  g.beginPath();
  hexCorners(radius).forEach(([cx, cz], i) => {
    const qx = px + cx * PX_PER_UNIT;
    const qy = py + cz * PX_PER_UNIT;
    if (i === 0) g.moveTo(qx, qy);
    else g.lineTo(qx, qy);
  });
  g.closePath();
}

/**
 * The whole printed board in one texture: Mars, a bevelled hex per space (blue for ocean areas),
 * placement-bonus icons on empty spaces. Tiles are 3D pieces drawn on top; space names are HTML labels
 * (SpaceNames.tsx).
 */
export function drawBoardSurface(canvas: HTMLCanvasElement, spaces: SpaceView[], look: (s: SpaceView) => SpaceLook): void {
  canvas.width = canvas.height = PRINT_PX;
  const g = canvas.getContext('2d')!;
  g.drawImage(getMarsCanvas(), 0, 0, PRINT_PX, PRINT_PX);
  const r = HEX_RADIUS * 0.955;
  for (const s of spaces) {
    const [x, z] = spacePosition(s);
    const [px, py] = toPx(x, z);
    const state = look(s);
    const ocean = s.type === 'ocean';
    const rad = r * PX_PER_UNIT;
    // bevelled plate: light centre, darker rim
    const fill = g.createRadialGradient(px - rad * 0.25, py - rad * 0.3, rad * 0.1, px, py, rad * 1.05);
    if (ocean) {
      fill.addColorStop(0, state === 'dim' ? '#2f4658' : state === 'legal' ? '#6fb4e6' : '#4f8fbd');
      fill.addColorStop(1, state === 'dim' ? '#1c2a36' : state === 'legal' ? '#2f6f9f' : '#2c5d84');
    } else {
      fill.addColorStop(0, state === 'dim' ? '#5e3020' : state === 'legal' ? '#e3904f' : '#c5673a');
      fill.addColorStop(1, state === 'dim' ? '#3a1c12' : state === 'legal' ? '#a9552a' : '#8c3f1f');
    }
    hexPath(g, px, py, r);
    g.fillStyle = fill;
    g.fill();
    g.lineWidth = 7;
    g.strokeStyle = 'rgba(30,10,4,0.75)';
    g.stroke();
    hexPath(g, px, py, r * 0.93);
    g.lineWidth = 4;
    g.strokeStyle = ocean ? 'rgba(170,220,255,0.55)' : state === 'legal' ? 'rgba(255,236,150,0.8)' : 'rgba(255,200,150,0.3)';
    g.stroke();
    if (s.tile) continue;
    const alpha = state === 'dim' ? 0.45 : 1;
    g.globalAlpha = alpha;
    const icons: BonusKey[] = [];
    for (const k of BONUS_ORDER) for (let i = 0; i < (s.bonus[k] ?? 0); i++) icons.push(k);
    const iconSize = 64;
    const gap = 70;
    const startX = px - ((icons.length - 1) * gap) / 2;
    const iconY = s.name || s.reservedCard ? py - 22 : py;
    icons.forEach((k, i) => drawIcon(g, k, startX + i * gap, iconY, iconSize));
    g.globalAlpha = 1;
  }
}

const LABEL_FONT = 'bold 40px system-ui, "Segoe UI", Arial, sans-serif';
const LABEL_LINE_PX = 46;

/** A label's canvas size in px: its widest line with a margin, and a line's height for each line. */
function labelSize(g: CanvasRenderingContext2D, lines: readonly string[]): { w: number; h: number } {
  g.font = LABEL_FONT;
  return { w: Math.ceil(Math.max(...lines.map((line) => g.measureText(line).width))) + 28, h: 56 + (lines.length - 1) * LABEL_LINE_PX };
}

/** A small text label texture (for special tiles and gauge titles): one line, or the lines given. */
const labelCache = new Map<string, { texture: THREE.CanvasTexture; aspect: number }>();
export function labelTexture(text: string | readonly string[], color = '#fff4e0', bg = 'rgba(20,12,10,0.78)'): { texture: THREE.CanvasTexture; aspect: number } {
  const lines = typeof text === 'string' ? [text] : text;
  const key = `${lines.join('\n')}|${color}|${bg}`;
  const hit = labelCache.get(key);
  if (hit) return hit;
  const c = document.createElement('canvas');
  const g = c.getContext('2d')!;
  const { w, h } = labelSize(g, lines);
  c.width = w;
  c.height = h;
  g.font = LABEL_FONT;
  g.fillStyle = bg;
  g.beginPath();
  g.roundRect(0, 0, w, h, 14);
  g.fill();
  g.fillStyle = color;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  lines.forEach((line, i) => g.fillText(line, w / 2, 30 + i * LABEL_LINE_PX));
  const out = { texture: canvasTexture(c), aspect: w / h };
  labelCache.set(key, out);
  return out;
}

/** One canvas to measure label text on, made once. */
let measuring: CanvasRenderingContext2D | null = null;

/**
 * The lines of a label no wider than `maxAspect` (its width over a one-line label's height) on one line: the text
 * itself when it fits, else split in two (twoLines). Measured only: no texture is made for a line not drawn.
 */
export function labelLines(text: string, maxAspect: number): string[] {
  measuring ??= document.createElement('canvas').getContext('2d')!;
  const { w, h } = labelSize(measuring, [text]);
  return w / h > maxAspect ? twoLines(text) : [text];
}

/** A label split at the space nearest its middle ("Zone du Mohole" → "Zone du" / "Mohole"); one word stays whole. */
export function twoLines(text: string): string[] {
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [text];
  const middle = text.length / 2;
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [text.slice(0, at), text.slice(at + 1)];
}

export interface GaugeSpec {
  title: string;
  min: number;
  max: number;
  step: number;
  /** May lie between steps while the marker glides to a new value (the title shows the nearest step). */
  value: number;
  unit: string;
  fill: string;
  /** Values to print beside the track. */
  marks: number[];
}

/** A vertical track texture: title on top, one cell per step, filled up to the value. */
export function drawGauge(canvas: HTMLCanvasElement, spec: GaugeSpec): void {
  const W = 192;
  const H = 1280;
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d')!;
  g.clearRect(0, 0, W, H);
  g.fillStyle = 'rgba(18,14,16,0.82)';
  g.beginPath();
  g.roundRect(4, 4, W - 8, H - 8, 26);
  g.fill();
  g.strokeStyle = 'rgba(255,200,150,0.35)';
  g.lineWidth = 4;
  g.stroke();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = '#ffdcb0';
  g.font = 'bold 30px system-ui, Arial, sans-serif';
  // A longer title (SAUERSTOFF) is narrowed to the track's width rather than cut at its edges.
  g.fillText(spec.title, W / 2, 40, W - 20);
  g.font = 'bold 46px system-ui, Arial, sans-serif';
  g.fillStyle = '#ffffff';
  const nearest = spec.min + Math.round((spec.value - spec.min) / spec.step) * spec.step;
  const shown = nearest > 0 && spec.unit === '°C' ? `+${nearest}` : `${nearest}`;
  g.fillText(`${shown}${spec.unit}`, W / 2, 92);
  const cells = Math.round((spec.max - spec.min) / spec.step) + 1;
  const top = 140;
  const bottom = H - 24;
  const cellH = (bottom - top) / cells;
  for (let i = 0; i < cells; i++) {
    const v = spec.min + i * spec.step;
    const y = bottom - (i + 1) * cellH;
    const filled = v <= spec.value + 1e-9;
    g.fillStyle = filled ? spec.fill : 'rgba(255,255,255,0.08)';
    g.fillRect(W * 0.5, y + 3, W * 0.36, cellH - 6);
    if (spec.marks.includes(v)) {
      g.fillStyle = filled ? '#ffffff' : 'rgba(255,230,200,0.75)';
      g.font = 'bold 26px system-ui, Arial, sans-serif';
      g.fillText(v > 0 && spec.unit === '°C' ? `+${v}` : `${v}`, W * 0.26, y + cellH / 2);
    }
  }
  // The marker frame, wherever the value is (between two cells while it glides).
  const markerY = bottom - ((spec.value - spec.min) / spec.step + 1) * cellH;
  g.strokeStyle = '#ffffff';
  g.lineWidth = 5;
  g.strokeRect(W * 0.5 - 3, markerY + 1, W * 0.36 + 6, cellH - 2);
}

export function newCanvas(): HTMLCanvasElement {
  return document.createElement('canvas');
}

export function makeCanvasTexture(canvas: HTMLCanvasElement): THREE.CanvasTexture {
  return canvasTexture(canvas);
}
