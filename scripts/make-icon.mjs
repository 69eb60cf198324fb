#!/usr/bin/env node
// Draws the app icon (resources/icon.png, 512x512): a shaded Mars with a polar cap and one hex of
// ocean, made here so the repository holds no third-party art. electron-builder reads it from
// resources/ (its buildResources folder) for the .exe, .dmg and AppImage icons.
//   node scripts/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const pixels = Buffer.alloc(SIZE * SIZE * 4);

const clamp = (v) => Math.max(0, Math.min(255, Math.round(v)));
const mix = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);

function hexDistance(x, y, cx, cy, r) {
  // Distance in "hex radii" from a flat-topped hexagon's centre (1 = on its edge).
  const dx = Math.abs(x - cx) / r;
  const dy = Math.abs(y - cy) / r;
  return Math.max(dx * 0.866 + dy * 0.5, dy);
}

for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const nx = (x - SIZE / 2) / (SIZE * 0.44);
    const ny = (y - SIZE / 2) / (SIZE * 0.44);
    const d = Math.hypot(nx, ny);
    const i = (y * SIZE + x) * 4;
    if (d > 1.04) continue; // transparent outside the glow
    if (d > 1) {
      const glow = (1.04 - d) / 0.04;
      pixels.set([232, 116, 59, clamp(160 * glow)], i);
      continue;
    }
    // Light from the upper left; a little noise-free banding for surface detail.
    const nz = Math.sqrt(1 - d * d);
    const light = Math.max(0, -0.45 * nx - 0.55 * ny + 0.7 * nz);
    let colour = mix([70, 20, 8], [226, 118, 62], Math.min(1, 0.15 + light));
    const band = 0.5 + 0.5 * Math.sin(ny * 9 + Math.sin(nx * 5) * 1.5);
    colour = mix(colour, [150, 60, 28], band * 0.18);
    if (ny < -0.82) colour = mix(colour, [245, 240, 235], Math.min(1, (-0.82 - ny) / 0.08)); // polar cap
    if (hexDistance(x, y, SIZE * 0.6, SIZE * 0.56, SIZE * 0.11) < 1) colour = mix([40, 110, 170], [90, 170, 220], light);
    pixels.set([clamp(colour[0]), clamp(colour[1]), clamp(colour[2]), 255], i);
  }
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 8 + data.length);
  return out;
}

function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) pixels.copy(rows, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = new URL('../resources/icon.png', import.meta.url);
writeFileSync(target, png);
console.log(`wrote ${target.pathname} (${png.length} bytes)`);
