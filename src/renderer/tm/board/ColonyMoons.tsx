// The Colonies moons on an arc of their orbit around Mars, beyond the top of the map (moonOrbit.ts), lit by
// the board's lights and drifting slowly along the orbit. Each shows its name, its trade track as a strip of
// body-size values with the marker (MoonTrackStrip), the track in 3D with the white marker, colonies in
// owner colours and a docked trade fleet. Closed moons are dim. Hovering a moon opens its info panel (the
// whole track, bonuses, owners, fleet); a click keeps it open. When the prompt asks for a colony tile, the
// moons it offers glow (and stand still) and a click answers it.
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import * as THREE from 'three';
import type { ColonyTileView, PlayerView } from '../../../shared/tm/view';
import { PLAYER_SHAPE_NAME, playerHex } from '../../colors';
import { ShapeMarker } from '../../common/ShapeMarker';
import { actions, useApp } from '../../store';
import { useBoardView, useCurrentBoardView } from './boardView';
import { noRaycast, ownerMaterial } from './pieces';
import { reachesCanvas, screenPoint } from './screenPoint';
import { SceneLabel, useHtmlHost } from '../../common/SceneLabel';
import { useQuality } from '../../common/graphicsQuality';
import { useSettings } from '../../common/settings';
import './colonyMoons.css';
import { MoonInfo } from './MoonInfo';
import { MoonInfoFloat } from './MoonInfoFloat';
import { MoonTrackStrip } from './MoonTrackStrip';
import { useCardWords } from '../cardWords';
import { useSay } from '../../i18n/useSay';
import { driftAt, moonPlace, ORBIT_FRAMES_PER_SECOND, orbitClock, orbitRuns } from './moonOrbit';

export { MOONS_Z } from './moonOrbit';
const MOON_RADIUS = 1.3;
const MOON_HEIGHT = 1.1;
const STEP_SPACING = 0.42;
/** Where a moon's name is pinned, just above the sphere. */
const NAME_POINT: [number, number, number] = [0, MOON_HEIGHT + MOON_RADIUS + 0.35, 0];
const TRACK_Z = 1.6;
/**
 * With more than five moons (four or five players) they stand closer than a strip is wide at 1280×800, so every
 * other moon's strip stands above its name instead of under its track: neighbours' strips are then a moon's
 * height apart, and those in one row two moons apart, wider than a strip. (Lowering every other strip a little
 * was not enough: the orbit's arc lifts the inner moons, and two-row strips met their neighbours'.) Up to five,
 * the strips fit side by side under their moons.
 */
const stripAbove = (index: number, count: number) => count > 5 && index % 2 === 1;
/** How long a marker or fleet glides to its new place, in seconds. */
const GLIDE_SECONDS = 0.6;

const EMPTY: string[] = [];

/** Moon surface colours, picked by hand per tile name; unknown names get a grey. */
const MOON_COLOURS: Record<string, string> = {
  Callisto: '#8a7b6a', Ceres: '#9a9a92', Enceladus: '#e4eef2', Europa: '#c9b08a', Ganymede: '#a39585', Io: '#e2c84a',
  Luna: '#c8c8c8', Miranda: '#b7c2c9', Pluto: '#d9b99b', Titan: '#d59a3f', Triton: '#c7a8a0',
};

/** Where a moon's sphere is now, its drift included. */
export function moonPosition(index: number, count: number): THREE.Vector3 {
  return moonPlace(index, count, driftAt(orbitClock.seconds)).setY(MOON_HEIGHT);
}

function stepX(step: number): number {
  return (step - 3) * STEP_SPACING;
}

export function useLegalMoons(): string[] {
  return useBoardView((v) => (v?.prompt?.kind === 'colony' ? v.prompt.tiles : EMPTY));
}

/**
 * A value that glides toward its target over GLIDE_SECONDS (at once under reduced motion); kept in a ref so
 * React never re-renders for it.
 */
function useGlide(target: number, apply: (value: number) => void, from = target) {
  const current = useRef(from);
  const invalidate = useThree((s) => s.invalidate);
  const still = useSettings((s) => s.reducedMotion);
  if (still) current.current = target;
  useEffect(() => invalidate(), [target, invalidate]);
  useFrame((_, delta) => {
    if (still) {
      apply(target);
      return;
    }
    const gap = target - current.current;
    if (Math.abs(gap) < 0.001) {
      if (current.current !== target) {
        current.current = target;
        apply(target);
      }
      return;
    }
    const stepSize = Math.max(Math.abs(gap), 1) * (delta / GLIDE_SECONDS) * 1.5;
    current.current += Math.sign(gap) * Math.min(Math.abs(gap), stepSize);
    apply(current.current);
    invalidate();
  });
  return current;
}

function Track({ tile }: { tile: ColonyTileView }) {
  const marker = useRef<THREE.Mesh>(null);
  // The JSX position stays at the first value: later moves are glided by useGlide, not jumped by React.
  const startX = useRef(stepX(tile.marker)).current;
  useGlide(stepX(tile.marker), (x) => {
    if (marker.current) marker.current.position.x = x;
  });
  const stepMaterial = useMemo(() => new THREE.MeshLambertMaterial({ color: '#3a3f52' }), []);
  const colonyStep = useMemo(() => new THREE.MeshLambertMaterial({ color: '#5b6480' }), []);
  return (
    <group position={[0, 0.05, TRACK_Z]} name={`track-${tile.name}`} userData={{ marker: tile.marker }}>
      {Array.from({ length: 7 }, (_, step) => (
        <mesh key={step} position={[stepX(step), 0, 0]} material={step < 3 ? colonyStep : stepMaterial} raycast={noRaycast}>
          <boxGeometry args={[STEP_SPACING * 0.86, 0.08, 0.42]} />
        </mesh>
      ))}
      <mesh ref={marker} name={`marker-${tile.name}`} position={[startX, 0.16, 0]} raycast={noRaycast}>
        <boxGeometry args={[0.2, 0.2, 0.2]} />
        <meshLambertMaterial color="#ffffff" emissive="#777777" />
      </mesh>
    </group>
  );
}

/** Colony markers on the track; with the colour-blind setting each is its owner's shape instead of a disc. */
function Colonies({ tile, players }: { tile: ColonyTileView; players: PlayerView[] | undefined }) {
  const colourBlind = useSettings((s) => s.colourBlind);
  const colorOf = (seat: number) => playerHex(players?.find((p) => p.seat === seat)?.color);
  const shapeOf = (seat: number) => {
    const color = players?.find((p) => p.seat === seat)?.color;
    return colourBlind && color ? PLAYER_SHAPE_NAME[color] : null;
  };
  return (
    <group position={[0, 0.05, TRACK_Z]}>
      {tile.colonies.map((seat, spot) => {
        const shape = shapeOf(seat);
        return shape ? (
          <ShapeMarker key={spot} name={`colony-${tile.name}-${spot}`} shape={shape} hex={colorOf(seat)} owner={seat} position={[stepX(spot), 0.32, -0.05]} size={0.42} />
        ) : (
          <mesh key={spot} name={`colony-${tile.name}-${spot}`} userData={{ owner: seat, ownerMarker: seat }} material={ownerMaterial(colorOf(seat))} position={[stepX(spot), 0.2, -0.05]} raycast={noRaycast}>
            <cylinderGeometry args={[0.13, 0.15, 0.28, 12]} />
          </mesh>
        );
      })}
    </group>
  );
}

const DOCK = new THREE.Vector3(MOON_RADIUS + 0.5, 0.35, 0.2);

/**
 * The docked fleet: a ship beside the moon. When a trade docks it, it flies out from Mars (`fromMars`, the way
 * from the moon back to the centre of Mars) to the dock, nose first.
 */
function Fleet({ seat, players, fromMars }: { seat: number; players: PlayerView[] | undefined; fromMars: THREE.Vector3 }) {
  const ship = useRef<THREE.Group>(null);
  const colour = playerHex(players?.find((p) => p.seat === seat)?.color);
  // The JSX keeps the launch point; the glide moves the ship from there (1) to the dock (0).
  const start = useRef(DOCK.clone().add(fromMars)).current;
  const heading = Math.atan2(fromMars.x, fromMars.z);
  useGlide(0, (left) => {
    ship.current?.position.copy(DOCK).addScaledVector(fromMars, left);
  }, 1);
  return (
    <group ref={ship} name="fleet" userData={{ owner: seat }} position={start.toArray()} rotation={[0, heading, 0]}>
      <mesh rotation={[-Math.PI / 2, 0, 0]} material={ownerMaterial(colour)} raycast={noRaycast}>
        <coneGeometry args={[0.28, 0.85, 12]} />
      </mesh>
    </group>
  );
}

/** Which moon's info panel is open: shown while hovered, kept open by a click until closed. */
interface InfoState {
  hovered: string | null;
  pinned: string | null;
}

const Moon = memo(function Moon({ tile, index, count, legal, players, info, setInfo }: {
  tile: ColonyTileView;
  index: number;
  count: number;
  legal: boolean;
  players: PlayerView[] | undefined;
  info: InfoState;
  setInfo: (update: (s: InfoState) => InfoState) => void;
}) {
  const glow = useRef<THREE.MeshBasicMaterial>(null);
  const place = useRef<THREE.Group>(null);
  const htmlHost = useHtmlHost();
  const still = useSettings((s) => s.reducedMotion);
  const words = useCardWords();
  const say = useSay();
  const shown = info.pinned === tile.name || (info.pinned === null && info.hovered === tile.name);
  const start = useMemo(() => moonPosition(index, count), [index, count]);
  // The fleet's launch: most of the way back toward the centre of Mars, seen from the moon.
  const fromMars = useMemo(() => new THREE.Vector3(-start.x, 0, -start.z).multiplyScalar(0.6), [start]);
  const colour = MOON_COLOURS[tile.name] ?? '#999999';
  useFrame(({ clock }) => {
    if (glow.current) glow.current.opacity = still ? 0.75 : 0.45 + 0.35 * Math.sin(clock.getElapsedTime() * 4.2);
    if (place.current) moonPlace(index, count, driftAt(orbitClock.seconds), place.current.position);
  });
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    if (e.delta > 8) return;
    // A moon the prompt offers answers it; any other click pins (or unpins) its info panel.
    if (legal) {
      if (!useApp.getState().busy) actions.move({ type: 'colony', tile: tile.name });
      return;
    }
    setInfo((s) => ({ ...s, pinned: s.pinned === tile.name ? null : tile.name }));
  };
  return (
    <group ref={place} position={[start.x, 0, start.z]} name={`moon-${tile.name}`} userData={{ open: tile.open, legal }}>
      <mesh
        name={`moon-body-${tile.name}`}
        position={[0, MOON_HEIGHT, 0]}
        onClick={onClick}
        onPointerOver={(e) => {
          e.stopPropagation();
          setInfo((s) => ({ ...s, hovered: tile.name }));
          document.body.style.cursor = 'pointer';
        }}
        onPointerOut={() => {
          setInfo((s) => (s.hovered === tile.name ? { ...s, hovered: null } : s));
          document.body.style.cursor = 'default';
        }}
      >
        <sphereGeometry args={[MOON_RADIUS, 32, 20]} />
        <meshLambertMaterial color={tile.open ? colour : '#3b3b40'} transparent={!tile.open} opacity={tile.open ? 1 : 0.55} />
      </mesh>
      {legal && (
        <mesh position={[0, MOON_HEIGHT, 0]} rotation={[-Math.PI / 2, 0, 0]} raycast={noRaycast} renderOrder={3}>
          <ringGeometry args={[MOON_RADIUS + 0.08, MOON_RADIUS + 0.24, 40]} />
          <meshBasicMaterial ref={glow} color="#7dffb0" transparent opacity={0.7} toneMapped={false} depthWrite={false} side={THREE.DoubleSide} />
        </mesh>
      )}
      <SceneLabel position={NAME_POINT} tone={tile.open ? 'plain' : 'dim'} testId={`moon-label-${tile.name}`}>
        <b>{words.colonyName(tile.name)}</b>
        {!tile.open && <span>{say('tmBoard.moon.closed')}</span>}
      </SceneLabel>
      <Track tile={tile} />
      {tile.open && (stripAbove(index, count)
        ? <MoonTrackStrip tile={tile} players={players} position={NAME_POINT} above />
        : <MoonTrackStrip tile={tile} players={players} position={[0, 0.3, TRACK_Z + 1.25]} />)}
      {shown && (
        <Html position={[0, 0.3, TRACK_Z + (stripAbove(index, count) ? 1.25 : 2.2)]} zIndexRange={[3, 3]} center portal={htmlHost}>
          <MoonInfoFloat>
            <MoonInfo tile={tile} players={players} legal={legal} onClose={info.pinned === tile.name ? () => setInfo((s) => ({ ...s, pinned: null })) : undefined} />
          </MoonInfoFloat>
        </Html>
      )}
      <Colonies tile={tile} players={players} />
      {tile.fleet !== null && <Fleet key={`fleet-${tile.fleet}`} seat={tile.fleet} players={players} fromMars={fromMars} />}
    </group>
  );
});

export interface MoonsApi {
  /** Page pixel coordinates of a moon's centre, or null when it is off screen or not in play. */
  moonScreenPosition(name: string): { x: number; y: number } | null;
  /** True when a click on the moon would reach the canvas (no overlay in the way). */
  isMoonClickable(name: string): boolean;
  /** Moons the current prompt lets the viewer pick. */
  legalMoons(): string[];
  /** True while the moons drift along their orbit (false under reduced motion, a colony prompt or an open panel). */
  drifting(): boolean;
}

declare global {
  interface Window {
    __tharsisMoons?: MoonsApi;
  }
}

/** Lets end-to-end tests find a moon on screen and click it like a player would. */
function MoonsApiBridge({ drifting }: { drifting: boolean }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const driftingNow = useRef(drifting);
  driftingNow.current = drifting;
  const currentView = useCurrentBoardView();
  useEffect(() => {
    const project = (name: string) => {
      const tiles = currentView()?.colonies?.tiles ?? [];
      const index = tiles.findIndex((t) => t.name === name);
      return index < 0 ? null : screenPoint(moonPosition(index, tiles.length), camera, gl.domElement);
    };
    const api: MoonsApi = {
      moonScreenPosition: project,
      isMoonClickable: (name) => reachesCanvas(project(name), gl.domElement),
      legalMoons: () => {
        const prompt = currentView()?.prompt;
        return prompt?.kind === 'colony' ? [...prompt.tiles] : [];
      },
      drifting: () => driftingNow.current,
    };
    window.__tharsisMoons = api;
    return () => {
      if (window.__tharsisMoons === api) delete window.__tharsisMoons;
    };
  }, [camera, gl]);
  return null;
}

/**
 * Moves the drift clock while the moons drift, asking for a few frames a second (the board renders on demand);
 * asks for none while they stand still.
 */
function OrbitDrift({ running }: { running: boolean }) {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => invalidate(), 1000 / ORBIT_FRAMES_PER_SECOND);
    return () => clearInterval(timer);
  }, [running, invalidate]);
  useFrame((_, delta) => {
    // A long gap (the page hidden, the moons stopped) does not jump the moons ahead.
    if (running) orbitClock.seconds += Math.min(delta, 2 / ORBIT_FRAMES_PER_SECOND);
  });
  return null;
}

export default function ColonyMoons() {
  const tiles = useBoardView((v) => v?.colonies?.tiles);
  const players = useBoardView((v) => v?.players);
  const legal = useLegalMoons();
  const reducedMotion = useSettings((s) => s.reducedMotion);
  const driftAllowed = useQuality().moonDrift;
  const [info, setInfo] = useState<InfoState>({ hovered: null, pinned: null });
  if (!tiles) return null;
  const drifting = orbitRuns({ reducedMotion: reducedMotion || !driftAllowed, colonyPrompt: legal.length > 0, panelOpen: info.hovered !== null || info.pinned !== null });
  return (
    <group name="colony-moons" userData={{ drifting }}>
      <OrbitDrift running={drifting} />
      {tiles.map((tile, i) => (
        <Moon key={tile.name} tile={tile} index={i} count={tiles.length} legal={legal.includes(tile.name)} players={players} info={info} setInfo={setInfo} />
      ))}
      <MoonsApiBridge drifting={drifting} />
    </group>
  );
}
