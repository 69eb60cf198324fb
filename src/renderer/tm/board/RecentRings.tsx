// Rings around the tiles placed lately (recentTiles.ts says which), in the colour of the player who owns the
// tile, white for tiles nobody owns (oceans), so a bot's turn can be read on the board and not only in the log.
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { SpaceView } from '../../../shared/tm/view';
import { playerHex } from '../../colors';
import { useBoardView } from './boardView';
import { HEX_RADIUS, SPACE_TOP, spacePosition } from './layout';
import { noRaycast } from './pieces';
import { NO_RECENT_TILES, observeView, recentSpaces, type RecentTiles } from './recentTiles';

const EMPTY: never[] = [];
/** Tiles nobody owns (oceans) ring in white. */
export const UNOWNED_RING = '#ffffff';

/** The spaces whose tiles are recent in the view the board draws (the live game's or a replay's). */
export function useRecentSpaces(): Set<string> {
  const spaces = useBoardView((v) => v?.spaces);
  const activePlayer = useBoardView((v) => v?.activePlayer ?? null);
  const viewer = useBoardView((v) => v?.viewer ?? null);
  const players = useBoardView((v) => v?.players);
  const record = useRef<RecentTiles>(NO_RECENT_TILES);
  return useMemo(() => {
    if (!spaces || !players) return new Set<string>();
    const view = { viewer, activePlayer, players, spaces };
    record.current = observeView(record.current, view);
    return recentSpaces(record.current, view);
  }, [spaces, activePlayer, viewer, players]);
}

let ringGeometries: { edge: THREE.BufferGeometry; band: THREE.BufferGeometry } | null = null;
function geometries() {
  if (!ringGeometries) {
    // Pointy-top hexes: a thin white edge for contrast, then a band in the owner's colour just outside it.
    const edge = new THREE.RingGeometry(HEX_RADIUS * 0.86, HEX_RADIUS * 0.93, 6, 1, Math.PI / 2);
    const band = new THREE.RingGeometry(HEX_RADIUS * 0.93, HEX_RADIUS * 1.05, 6, 1, Math.PI / 2);
    edge.rotateX(-Math.PI / 2);
    band.rotateX(-Math.PI / 2);
    ringGeometries = { edge, band };
  }
  return ringGeometries;
}

const ringMaterials = new Map<string, THREE.MeshBasicMaterial>();
function ringMaterial(hex: string): THREE.MeshBasicMaterial {
  let m = ringMaterials.get(hex);
  if (!m) {
    m = new THREE.MeshBasicMaterial({ color: hex, toneMapped: false, depthWrite: false });
    ringMaterials.set(hex, m);
  }
  return m;
}

export function RecentRings({ recent }: { recent: Set<string> }) {
  const spaces = useBoardView((v) => v?.spaces ?? EMPTY);
  const players = useBoardView((v) => v?.players ?? EMPTY);
  const g = geometries();
  const colourOf = (space: SpaceView) => {
    const owner = space.tile?.owner;
    return owner === null || owner === undefined ? UNOWNED_RING : playerHex(players.find((p) => p.seat === owner)?.color);
  };
  return (
    <group name="recent-rings">
      {spaces
        .filter((s) => s.tile && recent.has(s.id))
        .map((s) => {
          const [x, z] = spacePosition(s);
          return (
            <group key={s.id} name={`recent-${s.id}`} position={[x, SPACE_TOP + 0.05, z]}>
              <mesh geometry={g.edge} material={ringMaterial(UNOWNED_RING)} raycast={noRaycast} renderOrder={4} />
              <mesh geometry={g.band} material={ringMaterial(colourOf(s))} raycast={noRaycast} renderOrder={4} />
            </group>
          );
        })}
    </group>
  );
}
