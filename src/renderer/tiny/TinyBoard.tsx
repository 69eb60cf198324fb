// The 3D map: 19 printed hexes on a Mars disc, parameter cubes and city pieces on them; hexes that
// answer the current prompt glow and can be clicked.
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { memo, useCallback, useMemo, useState } from 'react';
import * as THREE from 'three';
import type { HexId } from '../../shared/tiny/basics';
import type { TinyHexView, TinyView } from '../../shared/tiny/view';
import { HEX_RADIUS } from '../tm/board/layout';
import { ExposeSpaces } from '../common/ExposeSpaces';
import { FrameOnResize } from '../common/FrameOnResize';
import { framingPanels, freeRectBetweenPanels } from '../common/freeRect';
import { hexPrism } from '../tm/board/pieces';
import { maxPixelRatio } from '../tm/board/resolution';
import { useQuality } from '../common/graphicsQuality';
import { ExposeHexNumbers } from './ExposeHexNumbers';
import { tinyHexPosition } from './layout';
import { CUBE_COLOURS, PLAYER_CUBE, PLAYER_CUBE_SHAPE } from './look';
import { ExposeMarkers } from '../common/ExposeMarkers';
import type { PlayerShape } from '../common/playerShapes';
import { useSettings } from '../common/settings';
import { ShapeMarker } from '../common/ShapeMarker';
import { hexFaceTexture, marsTexture } from './textures';

const TOP = 0.12;
/**
 * Pieces stand on the front half of their hex (toward the default camera): the hex number is printed on the back
 * half (see textures.ts), and a piece in the middle hid it, the black city most of all.
 */
const PIECE_Z = 0.4;
/** Where a hex's printed number is, from the hex centre (the texture's top is toward -z). */
const NUMBER_Z = -0.5;

const shared = {
  body: hexPrism(HEX_RADIUS * 0.96, TOP),
  // thetaStart π/2 puts a corner (and the texture's top) toward -z: pointy-top like the prisms
  face: new THREE.CircleGeometry(HEX_RADIUS * 0.96, 6, Math.PI / 2).rotateX(-Math.PI / 2),
  cube: new THREE.BoxGeometry(0.5, 0.5, 0.5).translate(0, 0.25, 0),
  cityBase: new THREE.BoxGeometry(0.62, 0.3, 0.62).translate(0, 0.15, 0),
  // The tower stands at the front of the base, so it does not rise between the camera and the hex number.
  cityTower: new THREE.BoxGeometry(0.28, 0.45, 0.28).translate(0.1, 0.52, 0.1),
  ring: new THREE.RingGeometry(HEX_RADIUS * 0.82, HEX_RADIUS * 0.95, 6, 1, Math.PI / 2).rotateX(-Math.PI / 2),
  bodyMaterial: new THREE.MeshStandardMaterial({ color: '#4a2416', roughness: 0.9 }),
  glow: new THREE.MeshBasicMaterial({ color: '#ffe27a', transparent: true, opacity: 0.85, side: THREE.DoubleSide }),
};

/** The 19 hexes with a little room around them: what must stay in view between the panels. */
function playableBox(hexes: TinyHexView[]): THREE.Box3 {
  const box = new THREE.Box3();
  for (const hex of hexes) {
    const [x, z] = tinyHexPosition(hex.row, hex.col);
    box.expandByPoint(new THREE.Vector3(x - HEX_RADIUS, 0, z - HEX_RADIUS));
    box.expandByPoint(new THREE.Vector3(x + HEX_RADIUS, TOP + 0.6, z + HEX_RADIUS));
  }
  return box;
}

/** Each seat's cube colour, by seat number; the dummy's cities (owner < 0) are grey. */
type SeatCubes = readonly (keyof typeof PLAYER_CUBE)[];

function ownerColour(cubes: SeatCubes, owner: number): string {
  if (owner < 0) return PLAYER_CUBE.dummy;
  return PLAYER_CUBE[cubes[owner] ?? 'white'];
}

function ownerShape(cubes: SeatCubes, owner: number): PlayerShape {
  return PLAYER_CUBE_SHAPE[owner < 0 ? 'dummy' : (cubes[owner] ?? 'white')];
}

function Piece({ hex, cubes, colourBlind }: { hex: TinyHexView; cubes: SeatCubes; colourBlind: boolean }) {
  const c = hex.content;
  if (!c) return null;
  if (c.kind === 'city') {
    const colour = ownerColour(cubes, c.owner);
    return (
      <group name={`city-${hex.id}`} userData={{ ownerMarker: colourBlind ? undefined : c.owner }}>
        {/* Beside the city, low and toward the camera: above it, the marker hid the hex's printed number. */}
        {colourBlind && <ShapeMarker shape={ownerShape(cubes, c.owner)} hex={colour} owner={c.owner} position={[0.52, 0.42, 0.22]} size={0.52} name={`owner-${hex.id}`} />}
        <mesh geometry={shared.cityBase} castShadow>
          <meshStandardMaterial color={colour} roughness={0.5} />
        </mesh>
        <mesh geometry={shared.cityTower} castShadow>
          <meshStandardMaterial color={colour} roughness={0.4} />
        </mesh>
      </group>
    );
  }
  return (
    <mesh name={`${c.kind}-${hex.id}`} geometry={shared.cube} rotation={[0, 0.4, 0]} castShadow>
      <meshStandardMaterial color={CUBE_COLOURS[c.kind]} roughness={0.35} transparent={c.kind === 'water'} opacity={c.kind === 'water' ? 0.85 : 1} />
    </mesh>
  );
}

// Memoised on what one hex shows: a new view re-renders only the hexes whose content or glow changed.
interface HexProps {
  hex: TinyHexView;
  cubes: SeatCubes;
  target: boolean;
  prompting: boolean;
  colourBlind: boolean;
  onPick: (hex: HexId) => void;
}

const Hex = memo(function Hex({ hex, cubes, target, prompting, colourBlind, onPick }: HexProps) {
  const [x, z] = tinyHexPosition(hex.row, hex.col);
  const faceState = !prompting ? 'normal' : target ? 'legal' : 'dim';
  const texture = hexFaceTexture({ id: hex.id, water: hex.water, bonus: hex.bonus, icon: hex.icon, state: faceState });
  const click = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    if (target && e.delta < 8) onPick(hex.id);
  };
  return (
    <group position={[x, 0, z]}>
      <mesh name={`hex-${hex.id}`} userData={{ hex: hex.id, legal: target }} geometry={shared.body} material={shared.bodyMaterial} onClick={click} receiveShadow />
      <mesh geometry={shared.face} position={[0, TOP + 0.002, 0]} onClick={click}>
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
      {target && <mesh geometry={shared.ring} material={shared.glow} position={[0, TOP + 0.01, 0]} />}
      <group position={[0, TOP, PIECE_Z]} userData={{ piece: true }}>
        <Piece hex={hex} cubes={cubes} colourBlind={colourBlind} />
      </group>
    </group>
  );
}, sameHex);

/** A view rebuilds every hex object: compare what the hex shows, not the object. */
function sameHex(a: HexProps, b: HexProps): boolean {
  return a.target === b.target && a.prompting === b.prompting && a.colourBlind === b.colourBlind && a.onPick === b.onPick && a.cubes === b.cubes && JSON.stringify(a.hex) === JSON.stringify(b.hex);
}

export default function TinyBoard({ view, targets, onPick }: { view: TinyView; targets: Set<HexId>; onPick: (hex: HexId) => void }) {
  const mars = useMemo(() => marsTexture(), []);
  const disc = useMemo(() => new THREE.CircleGeometry(5.6, 64).rotateX(-Math.PI / 2), []);
  const [ready, setReady] = useState(false);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const hexCount = view.hexes.length;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const box = useMemo(() => playableBox(view.hexes), [hexCount]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const spaces = useMemo(() => view.hexes.map((h) => {
    const [x, z] = tinyHexPosition(h.row, h.col);
    return { id: String(h.id), world: new THREE.Vector3(x, TOP, z) };
  }), [hexCount]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const numbers = useMemo(() => view.hexes.map((h) => {
    const [x, z] = tinyHexPosition(h.row, h.col);
    return { id: h.id, world: new THREE.Vector3(x, TOP + 0.003, z + NUMBER_Z) };
  }), [hexCount]);
  const freeRect = useCallback(() => (canvas ? freeRectBetweenPanels(canvas) : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight }), [canvas]);
  const cubeKey = view.players.map((p) => p.cube).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const cubes = useMemo<SeatCubes>(() => view.players.map((p) => p.cube), [cubeKey]);
  const quality = useQuality();
  const colourBlind = useSettings((s) => s.colourBlind);
  const pixelRatio = useMemo(() => maxPixelRatio(window.devicePixelRatio, quality.maxPixelRatio), [quality.maxPixelRatio]);
  return (
    // Drawn on demand (a new view, a camera move, a resize), like the other boards: drawing every frame with
    // shadows and multisampling kept software WebGL at about 2 frames a second, so a click took seconds to show.
    <Canvas
      // Antialiasing is fixed when the WebGL context is made: a quality that changes it needs a new canvas.
      key={quality.antialias ? 'antialias' : 'aliased'}
      className="tiny-canvas"
      data-testid="tiny-canvas"
      data-ready={ready ? 'yes' : 'no'}
      frameloop="demand"
      dpr={pixelRatio}
      shadows={quality.shadows}
      camera={{ position: [0, 10.5, 7.8], fov: 44 }}
      onCreated={(state) => {
        setCanvas(state.gl.domElement);
        setReady(true);
      }}
      gl={{ antialias: quality.antialias }}
    >
      <color attach="background" args={['#0d0b12']} />
      <ambientLight intensity={0.7} />
      <directionalLight position={[4, 10, 5]} intensity={1.6} castShadow={quality.shadows} />
      <mesh geometry={disc} position={[0, -0.01, 0]}>
        <meshStandardMaterial map={mars} roughness={1} />
      </mesh>
      {view.hexes.map((hex) => (
        <Hex key={hex.id} hex={hex} cubes={cubes} target={targets.has(hex.id)} prompting={targets.size > 0} colourBlind={colourBlind} onPick={onPick} />
      ))}
      <OrbitControls makeDefault enablePan={false} minDistance={6} maxDistance={16} minPolarAngle={0.15} maxPolarAngle={1.1} />
      {canvas && <FrameOnResize box={box} freeRect={freeRect} watch={framingPanels} />}
      <ExposeSpaces spaces={spaces} />
      <ExposeHexNumbers numbers={numbers} />
      <ExposeMarkers />
    </Canvas>
  );
}
