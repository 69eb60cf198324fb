// The Colonies moons in a row beyond the top of the Mars board: each shows its name and what a trade
// yields now (labels at body-text size, the same for every moon), its trade track with the white
// marker, colonies in owner colours and a docked trade fleet. Closed moons are dim. Hovering a moon
// opens its info panel (the whole track, bonuses, owners, fleet); a click keeps it open. When the
// prompt asks for a colony tile, the moons it offers glow and a click answers it.
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import * as THREE from 'three';
import type { ColonyTileView, PlayerView } from '../../../shared/tm/view';
import { playerHex } from '../../colors';
import { actions, useApp } from '../../store';
import { useBoardView, useCurrentBoardView } from './boardView';
import { ownerMaterial } from './pieces';
import { reachesCanvas, screenPoint } from './screenPoint';
import { SceneLabel, useHtmlHost } from '../../common/SceneLabel';
import './colonyMoons.css';
import { MoonInfo } from './MoonInfo';

/** Row of moons above the map (negative z is the top of the board). */
export const MOONS_Z = -9.9;
// Wide enough apart that each moon's name and trade labels (body-text size) sit clear of its neighbours'.
const MOON_SPACING = 4.4;
const MOON_RADIUS = 1.15;
const MOON_HEIGHT = 1.0;
const STEP_SPACING = 0.42;
const TRACK_Z = 1.35;
/** How long a marker or fleet glides to its new place, in seconds. */
const GLIDE_SECONDS = 0.6;

const EMPTY: string[] = [];

/** Moon surface colours, picked by hand per tile name; unknown names get a grey. */
const MOON_COLOURS: Record<string, string> = {
  Callisto: '#8a7b6a', Ceres: '#9a9a92', Enceladus: '#e4eef2', Europa: '#c9b08a', Ganymede: '#a39585', Io: '#e2c84a',
  Luna: '#c8c8c8', Miranda: '#b7c2c9', Pluto: '#d9b99b', Titan: '#d59a3f', Triton: '#c7a8a0',
};

export function moonPosition(index: number, count: number): THREE.Vector3 {
  return new THREE.Vector3((index - (count - 1) / 2) * MOON_SPACING, MOON_HEIGHT, MOONS_Z);
}

function stepX(step: number): number {
  return (step - 3) * STEP_SPACING;
}

export function useLegalMoons(): string[] {
  return useBoardView((v) => (v?.prompt?.kind === 'colony' ? v.prompt.tiles : EMPTY));
}

function noRaycast(): void {
  /* decorative: never intercepts clicks */
}

/** A value that glides toward its target over GLIDE_SECONDS; kept in a ref so React never re-renders for it. */
function useGlide(target: number, apply: (value: number) => void, from = target) {
  const current = useRef(from);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [target, invalidate]);
  useFrame((_, delta) => {
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

function Colonies({ tile, players }: { tile: ColonyTileView; players: PlayerView[] | undefined }) {
  const colorOf = (seat: number) => playerHex(players?.find((p) => p.seat === seat)?.color);
  return (
    <group position={[0, 0.05, TRACK_Z]}>
      {tile.colonies.map((seat, spot) => (
        <mesh key={spot} name={`colony-${tile.name}-${spot}`} userData={{ owner: seat }} material={ownerMaterial(colorOf(seat))} position={[stepX(spot), 0.2, -0.05]} raycast={noRaycast}>
          <cylinderGeometry args={[0.13, 0.15, 0.28, 12]} />
        </mesh>
      ))}
    </group>
  );
}

/** The docked fleet: a small ship beside the moon that flies in from below when a trade happens. */
function Fleet({ seat, players }: { seat: number; players: PlayerView[] | undefined }) {
  const ship = useRef<THREE.Group>(null);
  const colour = playerHex(players?.find((p) => p.seat === seat)?.color);
  // Starts out toward Mars and glides to the dock.
  useGlide(0, (offset) => {
    if (ship.current) ship.current.position.z = 0.2 + offset;
  }, 4);
  return (
    <group ref={ship} name="fleet" userData={{ owner: seat }} position={[MOON_RADIUS + 0.45, 0.2, 4.2]}>
      <mesh rotation={[Math.PI / 2, 0, 0]} material={ownerMaterial(colour)} raycast={noRaycast}>
        <coneGeometry args={[0.16, 0.5, 10]} />
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
  const htmlHost = useHtmlHost();
  const shown = info.pinned === tile.name || (info.pinned === null && info.hovered === tile.name);
  const position = moonPosition(index, count);
  const colour = MOON_COLOURS[tile.name] ?? '#999999';
  useFrame(({ clock }) => {
    if (glow.current) glow.current.opacity = 0.45 + 0.35 * Math.sin(clock.getElapsedTime() * 4.2);
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
    <group position={[position.x, 0, position.z]} name={`moon-${tile.name}`} userData={{ open: tile.open, legal }}>
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
      <SceneLabel position={[0, MOON_HEIGHT + MOON_RADIUS + 0.35, 0]} tone={tile.open ? 'plain' : 'dim'} testId={`moon-label-${tile.name}`}>
        <b>{tile.name}</b>
        {!tile.open && <span>closed</span>}
      </SceneLabel>
      <Track tile={tile} />
      {tile.open && (
        <SceneLabel position={[0, 0.3, TRACK_Z + 0.95]} testId={`moon-trade-${tile.name}`} wrap={110}>
          {tile.tradeText}
        </SceneLabel>
      )}
      {shown && (
        <Html position={[0, 0.3, TRACK_Z + 1.4]} zIndexRange={[3, 3]} className="moon-info-anchor" portal={htmlHost}>
          <MoonInfo tile={tile} players={players} legal={legal} onClose={info.pinned === tile.name ? () => setInfo((s) => ({ ...s, pinned: null })) : undefined} />
        </Html>
      )}
      <Colonies tile={tile} players={players} />
      {tile.fleet !== null && <Fleet key={`fleet-${tile.fleet}`} seat={tile.fleet} players={players} />}
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
}

declare global {
  interface Window {
    __tharsisMoons?: MoonsApi;
  }
}

/** Lets end-to-end tests find a moon on screen and click it like a player would. */
function MoonsApiBridge() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
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
    };
    window.__tharsisMoons = api;
    return () => {
      if (window.__tharsisMoons === api) delete window.__tharsisMoons;
    };
  }, [camera, gl]);
  return null;
}

export default function ColonyMoons() {
  const tiles = useBoardView((v) => v?.colonies?.tiles);
  const players = useBoardView((v) => v?.players);
  const legal = useLegalMoons();
  const [info, setInfo] = useState<InfoState>({ hovered: null, pinned: null });
  if (!tiles) return null;
  return (
    <group name="colony-moons">
      {tiles.map((tile, i) => (
        <Moon key={tile.name} tile={tile} index={i} count={tiles.length} legal={legal.includes(tile.name)} players={players} info={info} setInfo={setInfo} />
      ))}
      <MoonsApiBridge />
    </group>
  );
}
