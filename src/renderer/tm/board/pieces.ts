// Geometries and materials for spaces and tiles, built once and shared by every mesh.
// Tiles are merged into single vertex-coloured meshes so a full board stays at a few draw calls per tile.
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { HEX_RADIUS } from './layout';

function painted(geo: THREE.BufferGeometry, color: string, x = 0, y = 0, z = 0, rotY = 0): THREE.BufferGeometry {
  const g = geo.index ? geo.toNonIndexed() : geo;
  if (rotY) g.rotateY(rotY);
  g.translate(x, y, z);
  const c = new THREE.Color(color);
  const n = g.getAttribute('position').count;
  const colors = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    colors[i * 3] = c.r;
    colors[i * 3 + 1] = c.g;
    colors[i * 3 + 2] = c.b;
  }
  g.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  return g;
}

/** A pointy-top hex prism whose bottom sits at y=0. */
export function hexPrism(radius: number, height: number): THREE.CylinderGeometry {
  const g = new THREE.CylinderGeometry(radius, radius, height, 6, 1);
  g.translate(0, height / 2, 0);
  return g;
}

function merged(parts: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const out = mergeGeometries(parts, false);
  if (!out) throw new Error('could not merge tile geometry');
  out.computeBoundingSphere();
  return out;
}

export const TILE_BASE = 0.04; // owner plate thickness
const R = HEX_RADIUS * 0.84;

let cache: ReturnType<typeof build> | null = null;

function build() {
  const space = hexPrism(HEX_RADIUS * 0.965, 0.12);
  const ownerPlate = hexPrism(HEX_RADIUS * 0.965, TILE_BASE);

  const ocean = merged([
    painted(hexPrism(R, 0.07), '#1f6fc4'),
    painted(new THREE.CylinderGeometry(R * 0.55, R * 0.55, 0.012, 6, 1).translate(0, 0.076, 0), '#5fb0ff'),
  ]);

  const trees: THREE.BufferGeometry[] = [painted(hexPrism(R, 0.13), '#3f8f34')];
  const treeSpots: [number, number, number][] = [
    [-0.35, -0.2, 1], [0.3, -0.32, 0.85], [0.05, 0.28, 1.15], [0.42, 0.22, 0.8], [-0.32, 0.36, 0.75], [-0.02, -0.5, 0.7],
  ];
  for (const [x, z, s] of treeSpots) {
    trees.push(painted(new THREE.CylinderGeometry(0.035 * s, 0.045 * s, 0.12 * s, 5), '#6b4a2b', x, 0.13 + 0.06 * s, z));
    trees.push(painted(new THREE.ConeGeometry(0.17 * s, 0.38 * s, 7), '#2b6b26', x, 0.13 + 0.12 * s + 0.19 * s, z));
    trees.push(painted(new THREE.ConeGeometry(0.13 * s, 0.26 * s, 7), '#3d8a33', x, 0.13 + 0.12 * s + 0.36 * s, z));
  }
  const greenery = merged(trees);

  const city = merged([
    painted(hexPrism(R, 0.1), '#7d838c'),
    painted(new THREE.BoxGeometry(0.32, 0.75, 0.32), '#c9d2dc', -0.18, 0.1 + 0.375, -0.12),
    painted(new THREE.BoxGeometry(0.26, 0.5, 0.26), '#a8b6c6', 0.22, 0.1 + 0.25, -0.28),
    painted(new THREE.BoxGeometry(0.3, 0.38, 0.24), '#b8c4d0', 0.25, 0.1 + 0.19, 0.2),
    painted(new THREE.BoxGeometry(0.22, 0.58, 0.22), '#dfe6ee', -0.28, 0.1 + 0.29, 0.33),
    painted(new THREE.SphereGeometry(0.3, 12, 6, 0, Math.PI * 2, 0, Math.PI / 2), '#8fd0ea', 0.02, 0.1, 0.02),
    painted(new THREE.BoxGeometry(0.04, 0.25, 0.04), '#ffd36b', -0.18, 0.1 + 0.75 + 0.12, -0.12),
  ]);

  const special = merged([
    painted(hexPrism(R, 0.1), '#4a3b5c'),
    painted(new THREE.CylinderGeometry(R * 0.7, R * 0.78, 0.08, 6, 1), '#6d5a86', 0, 0.14, 0),
    painted(new THREE.OctahedronGeometry(0.32, 0), '#f0a93a', 0, 0.55, 0),
    painted(new THREE.CylinderGeometry(0.05, 0.09, 0.3, 6), '#d6d0e0', 0, 0.3, 0),
  ]);

  const cube = new THREE.BoxGeometry(0.2, 0.2, 0.2);
  cube.translate(0, 0.1, 0);

  const ring = new THREE.RingGeometry(HEX_RADIUS * 0.78, HEX_RADIUS * 0.98, 6, 1, Math.PI / 2);
  ring.rotateX(-Math.PI / 2);
  const fill = new THREE.CircleGeometry(HEX_RADIUS * 0.96, 6, Math.PI / 2);
  fill.rotateX(-Math.PI / 2);

  const tileMaterial = new THREE.MeshLambertMaterial({ vertexColors: true });
  const waterMaterial = new THREE.MeshPhongMaterial({
    vertexColors: true, shininess: 80, specular: new THREE.Color('#9fd0ff'), emissive: new THREE.Color('#0b3566'), emissiveIntensity: 0.6,
  });

  const spaceMaterials = {
    land: new THREE.MeshLambertMaterial({ color: '#b0532c' }),
    ocean: new THREE.MeshLambertMaterial({ color: '#3d6f93' }),
    landDim: new THREE.MeshLambertMaterial({ color: '#5a2c1a' }),
    oceanDim: new THREE.MeshLambertMaterial({ color: '#26394a' }),
    legal: new THREE.MeshLambertMaterial({ color: '#c9702f', emissive: new THREE.Color('#6a3a00'), emissiveIntensity: 0.6 }),
    legalOcean: new THREE.MeshLambertMaterial({ color: '#4c8fc0', emissive: new THREE.Color('#0a3a66'), emissiveIntensity: 0.6 }),
  };

  const glowRing = new THREE.MeshBasicMaterial({ color: '#ffe066', transparent: true, opacity: 0.9, depthWrite: false, toneMapped: false });
  const glowFill = new THREE.MeshBasicMaterial({ color: '#fff2a8', transparent: true, opacity: 0.25, depthWrite: false, toneMapped: false });
  const hoverFill = new THREE.MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.45, depthWrite: false, toneMapped: false });

  return { space, ownerPlate, ocean, greenery, city, special, cube, ring, fill, tileMaterial, waterMaterial, spaceMaterials, glowRing, glowFill, hoverFill };
}

/** For decorative meshes: they never intercept a click meant for a space. */
export function noRaycast(): void {
  /* nothing to hit */
}

export function pieces() {
  if (!cache) cache = build();
  return cache;
}

const ownerMaterials = new Map<string, THREE.MeshLambertMaterial>();
export function ownerMaterial(hex: string): THREE.MeshLambertMaterial {
  let m = ownerMaterials.get(hex);
  if (!m) {
    m = new THREE.MeshLambertMaterial({ color: hex, emissive: new THREE.Color(hex), emissiveIntensity: 0.25 });
    ownerMaterials.set(hex, m);
  }
  return m;
}
