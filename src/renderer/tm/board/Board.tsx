// The 3D Mars board: spaces, tiles, owner markers, parameter gauges; clicking a glowing space answers a space prompt.
import { useSay } from '../../i18n/useSay';
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { memo, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { PlayerView, SpaceView, TileView, TmView } from '../../../shared/tm/view';
import { PLAYER_SHAPE_NAME, playerHex } from '../../colors';
import type { PlayerShape } from '../../common/playerShapes';
import { ShapeMarker } from '../../common/ShapeMarker';
import { ExposeMarkers } from '../../common/ExposeMarkers';
import { actions, useApp } from '../../store';
import { useQuality } from '../../common/graphicsQuality';
import { useSettings } from '../../common/settings';
import { useUi } from '../../ui';
import { AdaptiveResolution } from './AdaptiveResolution';
import { BoardViewContext, useBoardView, useCurrentBoardView } from './boardView';
import { DropIn } from './DropIn';
import { RecentRings, useRecentSpaces } from './RecentRings';
import { useSceneGlide } from './useSceneGlide';
import ColonyMoons, { MOONS_Z, useLegalMoons } from './ColonyMoons';
import { BOARD_EXTENT, HEX_W, SPACE_TOP, spacePosition } from './layout';
import { noRaycast, ownerMaterial, pieces, TILE_BASE } from './pieces';
import { maxPixelRatio } from './resolution';
import { reachesCanvas, screenPoint } from './screenPoint';
import { SpaceNames } from './SpaceNames';
import { saySpaceName } from '../spaceName';
import { cardNameKey } from '../../../shared/tm/contentKeys';
import { BOARD_RADIUS, drawBoardSurface, drawGauge, labelLines, labelTexture, makeCanvasTexture, newCanvas, type GaugeSpec } from './textures';
import { HintSpaceMarker } from '../../hints/HintSpaceMarker';
import { frameBox } from '../../common/frameCamera';

const EMPTY: string[] = [];
const OFFMAP_IDS = ['phobos', 'ganymede'];

/** True while the player drags the camera: the board skips work that only a still board needs. */
const cameraDrag = { active: false };

/** Spaces to draw: the view's, plus off-map spaces a prompt offers that the view leaves out. */
function useSpaces(): SpaceView[] {
  const spaces = useBoardView((v) => v?.spaces);
  const legal = useLegalSpaces();
  return useMemo(() => {
    const list = spaces ? [...spaces] : [];
    const known = new Set(list.map((s) => s.id));
    legal.forEach((id) => {
      if (known.has(id)) return;
      const idx = OFFMAP_IDS.indexOf(id);
      list.push({ id, row: -1, col: idx >= 0 ? idx : 2 + list.length % 3, type: 'offmap', bonus: {}, name: id });
    });
    return list;
  }, [spaces, legal]);
}

export function useLegalSpaces(): string[] {
  return useBoardView((v) => (v?.prompt?.kind === 'space' ? v.prompt.spaces : EMPTY));
}

function spaceToWorld(space: SpaceView, lift = 0): THREE.Vector3 {
  const [x, z] = spacePosition(space);
  return new THREE.Vector3(x, SPACE_TOP + lift, z);
}

// ---------------------------------------------------------------- spaces

/** An invisible hex prism per space: the click target (the look is printed on the board surface). */
const SpaceMesh = memo(function SpaceMesh({ space, legal, hovered }: { space: SpaceView; legal: boolean; hovered: boolean }) {
  const p = pieces();
  const [x, z] = spacePosition(space);
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    if (!legal || e.delta > 8) return;
    if (useApp.getState().busy) return;
    actions.move({ type: 'space', space: space.id });
  };
  const onOver = (e: ThreeEvent<PointerEvent>) => {
    e.stopPropagation();
    // Spaces sweep under the pointer while the camera turns: naming each would re-render the board for nothing.
    if (cameraDrag.active) return;
    useUi.setState({ hoveredSpace: space.id });
    document.body.style.cursor = legal ? 'pointer' : 'default';
  };
  const onOut = () => {
    if (useUi.getState().hoveredSpace === space.id) useUi.setState({ hoveredSpace: null });
    document.body.style.cursor = 'default';
  };
  return (
    <group position={[x, 0, z]}>
      <mesh
        name={`space-${space.id}`}
        userData={{ spaceId: space.id, legal }}
        geometry={p.space}
        visible={false}
        onClick={onClick}
        onPointerOver={onOver}
        onPointerOut={onOut}
      />
      {legal && (
        <>
          <mesh geometry={p.ring} material={p.glowRing} position={[0, SPACE_TOP + 0.02, 0]} renderOrder={3} raycast={noRaycast} />
          <mesh geometry={p.fill} material={hovered ? p.hoverFill : p.glowFill} position={[0, SPACE_TOP + 0.015, 0]} renderOrder={2} raycast={noRaycast} />
        </>
      )}
    </group>
  );
});

/** Steps of the glow pulse per second: the board renders on demand, so the pulse asks for a few frames only. */
const PULSE_FRAMES_PER_SECOND = 12;

/** While spaces or moons glow, asks for a few frames a second so the pulse moves (the board renders on demand). */
function PulseClock() {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const timer = setInterval(() => invalidate(), 1000 / PULSE_FRAMES_PER_SECOND);
    return () => clearInterval(timer);
  }, [invalidate]);
  return null;
}

/** Pulses the glow of legal spaces. */
function GlowPulse() {
  const p = pieces();
  const still = useSettings((s) => s.reducedMotion);
  useFrame(({ clock }) => {
    const wave = still ? 0.6 : Math.sin(clock.getElapsedTime() * 4.2);
    p.glowRing.opacity = 0.55 + 0.4 * wave;
    p.glowFill.opacity = 0.12 + 0.12 * wave;
  });
  return null;
}

/** Mars with the printed map (hexes, icons, names) in one texture, redrawn only when tiles or the legal set change. */
function BoardSurface({ spaces, legal }: { spaces: SpaceView[]; legal: Set<string> }) {
  const canvas = useMemo(() => newCanvas(), []);
  const texture = useMemo(() => makeCanvasTexture(canvas), [canvas]);
  const top = useMemo(() => {
    const g = new THREE.CircleGeometry(BOARD_RADIUS, 96);
    g.rotateX(-Math.PI / 2);
    return g;
  }, []);
  const signature = spaces.map((s) => `${s.id}:${s.tile ? 1 : 0}:${legal.has(s.id) ? 1 : 0}`).join(',');
  useLayoutEffect(() => {
    const prompting = legal.size > 0;
    drawBoardSurface(canvas, spaces, (s) => (!prompting ? 'normal' : legal.has(s.id) ? 'legal' : 'dim'));
    texture.needsUpdate = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return (
    <group name="mars">
      <mesh name="surface" geometry={top} raycast={noRaycast}>
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
      <mesh position={[0, -0.25, 0]} raycast={noRaycast}>
        <cylinderGeometry args={[BOARD_RADIUS, BOARD_RADIUS - 0.25, 0.5, 96, 1, true]} />
        <meshLambertMaterial color="#6b2a14" />
      </mesh>
      <mesh position={[0, -0.49, 0]} rotation={[-Math.PI / 2, 0, 0]} raycast={noRaycast}>
        <ringGeometry args={[BOARD_RADIUS - 0.2, BOARD_RADIUS + 0.6, 96]} />
        <meshBasicMaterial color="#ff9a5c" transparent opacity={0.12} toneMapped={false} depthWrite={false} />
      </mesh>
    </group>
  );
}

// ---------------------------------------------------------------- tiles

/**
 * A text sprite. With `fitWithin` (world units) a label that would run wider on one line is set on two, then
 * shrunk only if still too wide: two special tiles side by side keep their names apart.
 */
function Label({ text, position, width = 1.6, fitWithin }: { text: string; position: [number, number, number]; width?: number; fitWithin?: number }) {
  const lines = fitWithin === undefined ? [text] : labelLines(text, fitWithin / 0.32);
  const wraps = lines.length > 1;
  const { texture, aspect } = labelTexture(lines);
  const natural = wraps ? aspect * 0.6 : Math.min(width * 1.6, Math.max(width, aspect * 0.32));
  const w = fitWithin === undefined ? natural : Math.min(fitWithin, natural);
  return (
    <sprite position={position} scale={[w, w / aspect, 1]} raycast={noRaycast} renderOrder={5}>
      <spriteMaterial map={texture} depthTest={false} transparent toneMapped={false} />
    </sprite>
  );
}

/** With the colour-blind setting the owner's cube becomes the owner's shape (`ownerShape`). */
const Tile = memo(function Tile({ space, tile, ownerColor, ownerShape, animate }: { space: SpaceView; tile: TileView; ownerColor: string | null; ownerShape: PlayerShape | null; animate: boolean }) {
  const p = pieces();
  const [x, z] = spacePosition(space);
  const base = SPACE_TOP + (ownerColor ? TILE_BASE : 0);
  const geometry = tile.kind === 'ocean' ? p.ocean : tile.kind === 'greenery' ? p.greenery : tile.kind === 'city' ? p.city : p.special;
  const material = tile.kind === 'ocean' ? p.waterMaterial : p.tileMaterial;
  const say = useSay();
  const label = tile.kind !== 'special' ? undefined : tile.specialCard ? say(cardNameKey(tile.specialCard)) : say('tmScreen.board3d.special');
  // a fixed rotation per space so identical tiles do not look stamped
  const turn = (((space.row * 7 + space.col * 3) % 6) * Math.PI) / 3;
  return (
    <group position={[x, 0, z]} name={`tile-${space.id}`} userData={{ kind: tile.kind, owner: tile.owner }}>
      <DropIn animate={animate}>
        {ownerColor && <mesh geometry={p.ownerPlate} material={ownerMaterial(ownerColor)} position={[0, SPACE_TOP, 0]} raycast={noRaycast} />}
        <mesh geometry={geometry} material={material} position={[0, base, 0]} rotation={[0, tile.kind === 'ocean' ? 0 : turn, 0]} raycast={noRaycast} castShadow />
        {ownerColor && !ownerShape && (
          <mesh geometry={p.cube} material={ownerMaterial(ownerColor)} position={[0.48, base + (tile.kind === 'city' ? 0.1 : 0.13), 0.42]} raycast={noRaycast} userData={{ ownerMarker: tile.owner }} />
        )}
        {ownerColor && ownerShape && tile.owner !== null && (
          <ShapeMarker shape={ownerShape} hex={ownerColor} owner={tile.owner} position={[0.44, base + 0.48, 0.44]} size={0.68} name={`owner-${space.id}`} />
        )}
        {label && <Label text={label} position={[0, base + 1.05, 0.1]} fitWithin={HEX_W * 0.92} />}
      </DropIn>
    </group>
  );
});

// ---------------------------------------------------------------- gauges

const GAUGE_TILT = 0.42;

/** The share of a gauge's height, from its top, that holds its title and value (what a strip must not cover). */
export const GAUGE_HEADING_SHARE = 0.1;

function Gauge({ spec, position, name, width = 1.7, height = 10 }: { spec: GaugeSpec; position: [number, number, number]; name: string; width?: number; height?: number }) {
  const canvas = useMemo(() => newCanvas(), []);
  const texture = useMemo(() => makeCanvasTexture(canvas), [canvas]);
  // The marker glides to a new value; the rest of the gauge redraws when anything else about it changes.
  const key = JSON.stringify({ ...spec, value: undefined });
  useSceneGlide(
    spec.value,
    (value) => {
      drawGauge(canvas, { ...spec, value });
      texture.needsUpdate = true;
    },
    key,
  );
  return (
    <mesh name={name} userData={{ width, height }} position={[position[0], position[1] + (height / 2) * Math.sin(GAUGE_TILT), position[2]]} rotation={[-Math.PI / 2 + GAUGE_TILT, 0, 0]} raycast={noRaycast}>
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial map={texture} transparent toneMapped={false} />
    </mesh>
  );
}

function OceanTrack({ oceans, max }: { oceans: number; max: number }) {
  const p = pieces();
  const settled = useSettled();
  const slots = Array.from({ length: max }, (_, i) => i);
  const say = useSay();
  const spacing = 1.15;
  return (
    <group position={[0, 0, 8.55]}>
      {slots.map((i) => (
        <group key={i} position={[(i - (max - 1) / 2) * spacing, 0, 0]} scale={0.6}>
          <mesh geometry={p.space} material={i < oceans ? p.waterMaterial : p.spaceMaterials.oceanDim} raycast={noRaycast} />
          {i < oceans && (
            <DropIn animate={settled}>
              <mesh geometry={p.ocean} material={p.waterMaterial} position={[0, 0.12, 0]} raycast={noRaycast} />
            </DropIn>
          )}
        </group>
      ))}
      <Label text={say('tmScreen.board3d.oceans', { count: oceans, max })} position={[-(max / 2) * spacing - 1.6, 0.3, 0]} width={2.2} />
    </group>
  );
}

/** With Colonies the gauges stand this much lower, so the outer moons' track strips stay clear of their headings. */
const GAUGE_DROP_WITH_MOONS = 1.6;

function Gauges() {
  const parameters = useBoardView((v) => v?.parameters);
  const limits = useBoardView((v) => v?.parameterLimits);
  const withMoons = useBoardView((v) => v?.colonies !== undefined);
  const say = useSay();
  if (!parameters || !limits) return null;
  const z = 0.4 + (withMoons ? GAUGE_DROP_WITH_MOONS : 0);
  const t = limits.temperature;
  const o = limits.oxygen;
  return (
    <group name="gauges">
      <Gauge
        name="gauge-temperature"
        position={[-10.2, 0.02, z]}
        spec={{ title: say('tmScreen.board3d.temperature'), min: t.min, max: t.max, step: t.step, value: parameters.temperature, unit: '°C', fill: '#ff6a3d', marks: [-30, -24, -20, -10, 0, 8] }}
      />
      <Gauge
        name="gauge-oxygen"
        position={[10.2, 0.02, z]}
        spec={{ title: say('tmScreen.board3d.oxygen'), min: o.min, max: o.max, step: o.step, value: parameters.oxygen, unit: '%', fill: '#7fd0ff', marks: [0, 4, 8, 14] }}
      />
      <OceanTrack oceans={parameters.oceans} max={limits.oceans.max} />
    </group>
  );
}

// ---------------------------------------------------------------- scene

function Stars() {
  const geometry = useMemo(() => {
    const n = 450;
    const pos = new Float32Array(n * 3);
    let s = 12345;
    const r = () => ((s = (s * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < n; i++) {
      const theta = r() * Math.PI * 2;
      const phi = Math.acos(2 * r() - 1);
      const rad = 70 + r() * 20;
      pos[i * 3] = rad * Math.sin(phi) * Math.cos(theta);
      pos[i * 3 + 1] = rad * Math.cos(phi);
      pos[i * 3 + 2] = rad * Math.sin(phi) * Math.sin(theta);
    }
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.BufferAttribute(pos, 3));
    return g;
  }, []);
  return (
    <points name="stars" geometry={geometry} raycast={noRaycast}>
      <pointsMaterial color="#d8dcff" size={0.3} sizeAttenuation />
    </points>
  );
}

/** False while the board draws for the first time: pieces already there then stand; later ones drop in. */
function useSettled(): boolean {
  const settled = useRef(false);
  useEffect(() => {
    settled.current = true;
  }, []);
  return settled.current;
}

function Spaces({ recent }: { recent: Set<string> }) {
  const settled = useSettled();
  const spaces = useSpaces();
  const legal = useLegalSpaces();
  const hovered = useUi((s) => s.hoveredSpace);
  const players = useBoardView((v) => v?.players);
  const legalSet = useMemo(() => new Set(legal), [legal]);
  const prompting = legal.length > 0;
  const colourBlind = useSettings((st) => st.colourBlind);
  const say = useSay();
  const colorOf = (seat: number | null) => (seat === null ? null : playerHex(players?.find((pl: PlayerView) => pl.seat === seat)?.color));
  const shapeOf = (seat: number | null) => {
    const color = seat === null || !colourBlind ? undefined : players?.find((pl: PlayerView) => pl.seat === seat)?.color;
    return color ? PLAYER_SHAPE_NAME[color] : null;
  };
  return (
    <>
      {spaces.map((s) => (
        <SpaceMesh key={s.id} space={s} legal={legalSet.has(s.id)} hovered={hovered === s.id && legalSet.has(s.id)} />
      ))}
      {spaces.map((s) => (s.tile ? <Tile key={`t-${s.id}`} space={s} tile={s.tile} ownerColor={colorOf(s.tile.owner)} ownerShape={shapeOf(s.tile.owner)} animate={settled} /> : null))}
      <RecentRings recent={recent} />
      {spaces
        .filter((s) => s.type === 'offmap')
        .map((s) => (
          <Label key={`l-${s.id}`} text={saySpaceName(say, s) ?? say('tmScreen.space.kind', { kind: s.type })} position={[spacePosition(s)[0], 0.2, spacePosition(s)[1] + 1.05]} width={1.9} />
        ))}
      <BoardSurface spaces={spaces} legal={legalSet} />
      {prompting && <GlowPulse />}
      <HintSpaceMarker />
    </>
  );
}

// ---------------------------------------------------------------- camera and test API

// The frame runs from above the top row (z ≈ -7) to below the ocean track and its label (z ≈ 10.2), so no panel covers it.
const TARGET = new THREE.Vector3(0, 0, 1.65);
const POLAR = 0.6; // radians from straight down
// With Colonies the frame grows upward to take in the row of moons (and their labels) above the map.
const BOARD_BOTTOM = TARGET.z + BOARD_EXTENT.depth / 2;
const MOONS_TOP = MOONS_Z - 1.6;
const MOONS_TARGET = new THREE.Vector3(0, 0, (BOARD_BOTTOM + MOONS_TOP) / 2);
const MOONS_EXTENT = { width: BOARD_EXTENT.width, depth: BOARD_BOTTOM - MOONS_TOP };

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

function boardRegion(canvas: HTMLCanvasElement): Region {
  const c = canvas.getBoundingClientRect();
  const el = document.querySelector('[data-board-region]');
  if (!el) return { left: 0, top: 0, width: c.width, height: c.height };
  const r = el.getBoundingClientRect();
  return { left: r.left - c.left, top: r.top - c.top, width: Math.max(200, r.width), height: Math.max(160, r.height) };
}

/** A free area wider than this many times its height is framed exactly (see CameraRig). */
const WIDE_REGION_RATIO = 1.5;

/** The box the camera last framed (the map down to the ocean track), for the test API. */
let framedBox: THREE.Box3 | null = null;

/** Frames the board inside the free area between the overlays and keeps orbiting within limits. */
function CameraRig({ onMoving }: { onMoving: (moving: boolean) => void }) {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const gl = useThree((s) => s.gl);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<OrbitControlsImpl>(null);
  const gesture = useRef<'idle' | 'pressed' | 'moving'>('idle');
  const resetSerial = useUi((s) => s.resetViewSerial);
  const [limits, setLimits] = useState({ min: 10, max: 40 });
  const withMoons = useBoardView((v) => v?.colonies !== undefined);
  const target = withMoons ? MOONS_TARGET : TARGET;
  const extent = withMoons ? MOONS_EXTENT : BOARD_EXTENT;

  const frame = (resetOrientation: boolean) => {
    const region = boardRegion(gl.domElement);
    const w = size.width;
    const h = size.height;
    const cx = region.left + region.width / 2;
    const cy = region.top + region.height / 2;
    camera.setViewOffset(w, h, w / 2 - cx, h / 2 - cy, w, h);
    // Every corner of the board's box (the map down to the ocean track's label) must fit the region: in
    // perspective the near edge looks larger than the far one, so a flat estimate clips the ocean track when the
    // region is wide and low (the replay's board frame).
    const looking = resetOrientation || !controls.current
      ? new THREE.Vector3(0, Math.cos(POLAR), Math.sin(POLAR))
      : camera.position.clone().sub(controls.current.target).normalize();
    const box = new THREE.Box3(
      new THREE.Vector3(target.x - extent.width / 2, 0, target.z - extent.depth / 2),
      new THREE.Vector3(target.x + extent.width / 2, 0.4, target.z + extent.depth / 2),
    );
    framedBox = box;
    // The game screen's free area is about as tall as it is wide: there the flat estimate shows the whole map and
    // draws it larger, and the moons' labels and trade strips were laid out for that distance. Only a wide, low
    // area (the replay's frame) needs the exact fit, which stands further back.
    const tan = Math.tan(THREE.MathUtils.degToRad(camera.fov / 2));
    const flat = Math.max((extent.width * h) / (region.width * 2 * tan), (extent.depth * Math.cos(POLAR * 0.8) * h) / (region.height * 2 * tan)) * 1.02;
    const wideAndLow = region.width > region.height * WIDE_REGION_RATIO;
    const d = wideAndLow ? frameBox(box, looking, camera.up, camera.fov, { width: w, height: h }, region, 0.02).distance : flat;
    setLimits({ min: d * 0.4, max: d * 1.7 });
    if (resetOrientation || !controls.current) {
      camera.position.set(target.x, target.y + d * Math.cos(POLAR), target.z + d * Math.sin(POLAR));
      camera.lookAt(target);
      controls.current?.target.copy(target);
    } else {
      const dir = camera.position.clone().sub(controls.current.target).normalize();
      camera.position.copy(controls.current.target).addScaledVector(dir, d);
    }
    camera.updateProjectionMatrix();
    controls.current?.update();
    invalidate();
  };

  useLayoutEffect(() => {
    frame(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.width, size.height, resetSerial, withMoons]);

  // The observer outlives renders: it must call the latest framing (with the canvas size of now), never the
  // first render's, or a window resize would frame Mars for the old size.
  const latestFrame = useRef(frame);
  latestFrame.current = frame;
  useEffect(() => {
    const el = document.querySelector('[data-board-region]');
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => latestFrame.current(false));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      target={target}
      enablePan={false}
      enableDamping={false}
      minDistance={limits.min}
      maxDistance={limits.max}
      minPolarAngle={0}
      maxPolarAngle={1.05}
      minAzimuthAngle={-1.2}
      maxAzimuthAngle={1.2}
      rotateSpeed={0.6}
      zoomSpeed={0.8}
      onStart={() => {
        gesture.current = 'pressed';
      }}
      // Moving means the camera really turned: a plain click on a space (start, then end) changes nothing.
      onChange={() => {
        if (gesture.current !== 'pressed') return;
        gesture.current = 'moving';
        onMoving(true);
      }}
      onEnd={() => {
        if (gesture.current === 'moving') onMoving(false);
        gesture.current = 'idle';
      }}
    />
  );
}

export interface BoardApi {
  /** The space lit as hovered (by the pointer on the board, or a focused or hovered entry of the space list). */
  hoveredSpace(): string | null;
  /** Each seat's colour, by seat number (what the owner markers are drawn in). */
  playerColours(): string[];
  /** Client (page) pixel coordinates of a space's centre, or null when it is not on screen. */
  spaceScreenPosition(id: string): { x: number; y: number } | null;
  /** True when a click at the space's position would reach the canvas (no overlay in the way). */
  isSpaceClickable(id: string): boolean;
  /** Spaces the current prompt lets the viewer pick. */
  legalSpaces(): string[];
  /** Spaces whose tiles are ringed as placed since the viewer's last turn. */
  recentSpaces(): string[];
  /** Frames rendered so far (for benchmarks). */
  frames(): number;
  /** Whether every corner of the framed board (the map down to the ocean track) is on the canvas now. */
  boardFramed(): boolean;
  /** The canvas pixel ratio now (adaptive resolution may lower it in slow rendering). */
  pixelRatio(): number;
  /** The page box of a gauge's heading (its title and value), for layout tests. */
  gaugeHeadingRect(gauge: 'temperature' | 'oxygen'): { left: number; top: number; right: number; bottom: number } | null;
  /** What the graphics quality setting has the board draw now. */
  graphics(): { antialias: boolean; shadows: boolean; stars: boolean };
  resetView(): void;
}

declare global {
  interface Window {
    __tharsisBoard?: BoardApi;
  }
}

let frameCount = 0;

function BoardApiBridge({ recent }: { recent: Set<string> }) {
  const latestRecent = useRef(recent);
  latestRecent.current = recent;
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const currentView = useCurrentBoardView();
  useEffect(() => {
    if (new URLSearchParams(location.search).get('debug') === '1') (window as unknown as { __tharsisScene?: THREE.Scene }).__tharsisScene = scene;
  }, [scene]);
  useFrame(() => {
    frameCount++;
  });
  useEffect(() => {
    const project = (id: string) => {
      const view = currentView();
      const space = view?.spaces.find((s) => s.id === id) ??
        (view?.prompt?.kind === 'space' && view.prompt.spaces.includes(id)
          ? ({ id, row: -1, col: Math.max(0, OFFMAP_IDS.indexOf(id)), type: 'offmap', bonus: {} } as SpaceView)
          : undefined);
      return space ? screenPoint(spaceToWorld(space), camera, gl.domElement) : null;
    };
    const api: BoardApi = {
      spaceScreenPosition: project,
      isSpaceClickable: (id) => reachesCanvas(project(id), gl.domElement),
      hoveredSpace: () => useUi.getState().hoveredSpace,
      playerColours: () => {
        const out: string[] = [];
        for (const p of currentView()?.players ?? []) out[p.seat] = p.color;
        return out;
      },
      legalSpaces: () => {
        const prompt = currentView()?.prompt;
        return prompt?.kind === 'space' ? [...prompt.spaces] : [];
      },
      recentSpaces: () => [...latestRecent.current].sort(),
      frames: () => frameCount,
      boardFramed: () => {
        const box = framedBox;
        if (!box) return false;
        for (let i = 0; i < 8; i++) {
          const corner = new THREE.Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z);
          if (!screenPoint(corner, camera, gl.domElement)) return false;
        }
        return true;
      },
      pixelRatio: () => gl.getPixelRatio(),
      gaugeHeadingRect: (gauge) => {
        const mesh = scene.getObjectByName(`gauge-${gauge}`);
        if (!mesh) return null;
        const { width, height } = mesh.userData as { width: number; height: number };
        const top = height / 2;
        const corners = [[-width / 2, top], [width / 2, top], [-width / 2, top - height * GAUGE_HEADING_SHARE], [width / 2, top - height * GAUGE_HEADING_SHARE]]
          .map(([x, y]) => screenPoint(mesh.localToWorld(new THREE.Vector3(x, y, 0)), camera, gl.domElement));
        if (corners.some((c) => c === null)) return null;
        const xs = corners.map((c) => c!.x);
        const ys = corners.map((c) => c!.y);
        return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
      },
      graphics: () => ({ antialias: gl.getContextAttributes()?.antialias === true, shadows: gl.shadowMap.enabled, stars: !!scene.getObjectByName('stars') }),
      resetView: () => useUi.setState((s) => ({ resetViewSerial: s.resetViewSerial + 1 })),
    };
    window.__tharsisBoard = api;
    return () => {
      if (window.__tharsisBoard === api) delete window.__tharsisBoard;
    };
  }, [camera, gl, scene]);
  return null;
}

/** The shadows of the tiles on Mars (high quality): a plane just above the printed surface that shows only shadow. */
function ShadowCatcher() {
  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, SPACE_TOP + 0.005, 0]} receiveShadow raycast={noRaycast}>
      <circleGeometry args={[BOARD_RADIUS, 64]} />
      <shadowMaterial transparent opacity={0.28} depthWrite={false} />
    </mesh>
  );
}

/**
 * Lighter work while the camera is dragged: no shadow re-render (the light and the tiles stand still, so the
 * shadow map stays right; it is redrawn when the drag ends). Hover updates wait too (see SpaceMesh).
 */
function LightWhileMoving({ moving }: { moving: boolean }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    cameraDrag.active = moving;
    gl.shadowMap.autoUpdate = !moving;
    if (!moving) gl.shadowMap.needsUpdate = true;
  }, [moving, gl]);
  return null;
}

function Scene({ onMoving, prompting, moving, recent }: { onMoving: (moving: boolean) => void; prompting: boolean; moving: boolean; recent: Set<string> }) {
  const reducedMotion = useSettings((s) => s.reducedMotion);
  const quality = useQuality();
  return (
    <>
      <color attach="background" args={['#07080d']} />
      <fog attach="fog" args={['#07080d', 60, 110]} />
      <ambientLight intensity={0.55} />
      <hemisphereLight args={['#ffe9d6', '#3a1a10', 0.6]} />
      <directionalLight position={[-6, 14, 8]} intensity={1.9} color="#fff3e2" castShadow={quality.shadows} shadow-mapSize={[1024, 1024]}>
        <orthographicCamera attach="shadow-camera" args={[-16, 16, 16, -16, 1, 40]} />
      </directionalLight>
      <directionalLight position={[8, 6, -10]} intensity={0.35} color="#9fb8ff" />
      {quality.stars && <Stars />}
      {quality.shadows && <ShadowCatcher />}
      <LightWhileMoving moving={moving} />
      <Spaces recent={recent} />
      <SpaceNames />
      <Gauges />
      <ColonyMoons />
      <CameraRig onMoving={onMoving} />
      {prompting && !reducedMotion && <PulseClock />}
      <BoardApiBridge recent={recent} />
      <ExposeMarkers />
    </>
  );
}

function frameloopParam(): 'always' | null {
  return new URLSearchParams(location.search).get('frameloop') === 'always' ? 'always' : null;
}

export default function Board() {
  const quality = useQuality();
  const ceiling = useMemo(() => maxPixelRatio(window.devicePixelRatio, quality.maxPixelRatio), [quality.maxPixelRatio]);
  const [pixelRatio, setPixelRatio] = useState(ceiling);
  // A new quality's ceiling applies at once (AdaptiveResolution only lowers and restores within it).
  useEffect(() => setPixelRatio(ceiling), [ceiling]);
  // ?resolution=fixed keeps the full pixel ratio (the benchmark measures both ways).
  const adaptive = useMemo(() => new URLSearchParams(location.search).get('resolution') !== 'fixed', []);
  // Both hooks run on every render (a short-circuit would skip one and break React's hook order).
  const legalSpaces = useLegalSpaces();
  const legalMoons = useLegalMoons();
  const prompting = legalSpaces.length > 0 || legalMoons.length > 0;
  const forced = useMemo(frameloopParam, []);
  const [moving, setMoving] = useState(false);
  const recent = useRecentSpaces();
  // The game screen's legend says what the rings mean while there are any (a replay draws its own board).
  const live = useContext(BoardViewContext) === undefined;
  useEffect(() => {
    if (live) useUi.setState({ recentRings: recent.size });
  }, [live, recent]);
  useEffect(() => () => {
    if (live) useUi.setState({ recentRings: 0 });
  }, [live]);
  return (
    <div className="board-canvas" data-testid="board-canvas">
      <Canvas
        // Antialiasing is fixed when the WebGL context is made: a quality that changes it needs a new canvas.
        key={quality.antialias ? 'antialias' : 'aliased'}
        frameloop={forced ?? 'demand'}
        dpr={pixelRatio}
        shadows={quality.shadows}
        camera={{ fov: 40, near: 0.5, far: 200, position: [0, 22, 12] }}
        gl={{ antialias: quality.antialias, powerPreference: 'high-performance' }}
        onPointerMissed={() => useUi.setState({ hoveredSpace: null })}
      >
        <Scene onMoving={setMoving} prompting={prompting} moving={moving} recent={recent} />
        {adaptive && <AdaptiveResolution pixelRatio={pixelRatio} ceiling={ceiling} moving={moving} onChange={setPixelRatio} />}
      </Canvas>
    </div>
  );
}

export type { TmView };
