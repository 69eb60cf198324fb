// The 3D table: our hex board with its tiles, the temperature and oxygen tracks, the ocean supply and
// the dice tray. Glowing areas answer a "place" prompt when clicked.
import { specialTileName } from '../../shared/dice/words';
import { useSay } from '../i18n/useSay';
import { OrbitControls } from '@react-three/drei';
import { Canvas, useThree, type ThreeEvent } from '@react-three/fiber';
import { memo, useCallback, useMemo } from 'react';
import * as THREE from 'three';
import { ExposeMarkers } from '../common/ExposeMarkers';
import { ExposeSpaces } from '../common/ExposeSpaces';
import { FrameOnResize } from '../common/FrameOnResize';
import { framingPanels, freeRectBetweenPanels } from '../common/freeRect';
import { SceneLabel } from '../common/SceneLabel';
import { useSettings } from '../common/settings';
import { ShapeMarker } from '../common/ShapeMarker';
import type { DiceMove } from '../../shared/dice/moves';
import type { DiceAreaView, DiceTrackView, DiceView } from '../../shared/dice/view';
import { BOARD_TOP, HEX_R, TRACK_X, TRAY_Z, areaPosition } from './layout';
import { playerHex, playerShape, TILE_HEX } from './palette';
import { RollingDice } from './RollingDice';
import { BonusMarks } from './BonusMarks';
import { areaBonusWords } from './areaNames';

const hexGeometry = new THREE.CylinderGeometry(HEX_R * 0.95, HEX_R * 0.95, BOARD_TOP, 6);
const tileGeometry = new THREE.CylinderGeometry(HEX_R * 0.8, HEX_R * 0.8, 0.18, 6);
const cityGeometry = new THREE.BoxGeometry(0.55, 0.7, 0.55);
// A legal area keeps its own colour and gets a bright rim, so its label stays readable.
const rimGeometry = new THREE.RingGeometry(HEX_R * 0.78, HEX_R * 0.95, 6, 1, Math.PI / 2).rotateX(-Math.PI / 2);
const rimMaterial = new THREE.MeshBasicMaterial({ color: '#7dffb0', side: THREE.DoubleSide, toneMapped: false });
// The area whose place button the pointer is on: a wider white rim, so it stands out among the legal ones.
const litGeometry = new THREE.RingGeometry(HEX_R * 0.62, HEX_R * 0.97, 6, 1, Math.PI / 2).rotateX(-Math.PI / 2);
const litMaterial = new THREE.MeshBasicMaterial({ color: '#ffffff', side: THREE.DoubleSide, toneMapped: false });

/** Labels on an area wrap within about a hex's width on a 1280×800 window. */
const AREA_LABEL_WIDTH = 64;

/** Everything on the table that must stay in view between the panels: board, tracks, ocean supply, tray. */
const TABLE_BOX = new THREE.Box3(new THREE.Vector3(TRACK_X.temperature - 0.7, 0, TRAY_Z - 1.3), new THREE.Vector3(TRACK_X.oxygen + 1.1, 0.6, 6.3));

const Area = memo(function Area({ area, legal, lit, onPick, players, colourBlind }: { area: DiceAreaView; legal: boolean; lit: boolean; onPick: (id: string) => void; players: DiceView['players']; colourBlind: boolean }) {
  const [x, z] = areaPosition(area);
  const base = area.kind === 'ocean' ? '#3a5f86' : area.special ? '#7a4a2a' : '#a9512c';
  const click = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    if (legal) onPick(area.id);
  };
  const owner = area.tile?.owner ?? null;
  const say = useSay();
  return (
    <group position={[x, 0, z]}>
      <mesh name={`area-${area.id}`} userData={{ areaId: area.id, legal }} geometry={hexGeometry} position={[0, BOARD_TOP / 2, 0]} onClick={click}>
        <meshLambertMaterial color={base} emissive={legal ? '#3a3a3a' : '#000000'} />
      </mesh>
      {legal && <mesh name={`legal-${area.id}`} geometry={rimGeometry} material={rimMaterial} position={[0, BOARD_TOP + 0.01, 0]} raycast={() => null} />}
      {lit && <mesh name={`lit-${area.id}`} geometry={litGeometry} material={litMaterial} position={[0, BOARD_TOP + 0.02, 0]} raycast={() => null} />}
      {area.tile && (
        <mesh geometry={tileGeometry} position={[0, BOARD_TOP + 0.09, 0]} raycast={() => null}>
          <meshLambertMaterial color={TILE_HEX[area.tile.kind]} />
        </mesh>
      )}
      {area.tile?.kind === 'city' && (
        <mesh geometry={cityGeometry} position={[0, BOARD_TOP + 0.5, 0]} raycast={() => null}>
          <meshLambertMaterial color="#d9dee5" />
        </mesh>
      )}
      {owner !== null && players[owner] && (colourBlind && playerShape(players[owner].color) ? (
        <ShapeMarker shape={playerShape(players[owner].color)!} hex={playerHex(players[owner].color, true)} owner={owner} position={[0.45, BOARD_TOP + 0.62, 0.35]} size={0.6} name={`owner-${area.id}`} />
      ) : (
        <mesh position={[0.45, BOARD_TOP + 0.3, 0.35]} raycast={() => null} userData={{ ownerMarker: owner }}>
          <boxGeometry args={[0.22, 0.22, 0.22]} />
          <meshLambertMaterial color={playerHex(players[owner].color)} />
        </mesh>
      ))}
      {!area.tile && (area.special || area.bonus.length > 0) && (
        <SceneLabel position={[0, BOARD_TOP + 0.02, 0]} testId={`area-label-${area.id}`} wrap={AREA_LABEL_WIDTH} tone={area.special ? 'special' : 'plain'} className={`dice-area-label${area.special ? '' : ' marks'}`} spokenName={say(areaBonusWords(area))}>
          {area.special && <b>{say(specialTileName(area.special))}</b>}
          {area.bonus.length > 0 && <BonusMarks bonus={area.bonus} />}
        </SceneLabel>
      )}
    </group>
  );
});

function Track({ name, track, x, color }: { name: 'temperature' | 'oxygen'; track: DiceTrackView; x: number; color: string }) {
  const say = useSay();
  const steps = Array.from({ length: track.max + 1 }, (_, i) => i);
  const z0 = 4.5;
  const dz = 0.9;
  return (
    <group name={`track-${name}`}>
      {steps.map((i) => (
        <group key={i} position={[x, 0, z0 - i * dz]}>
          <mesh position={[0, 0.1, 0]} raycast={() => null}>
            <boxGeometry args={[1.2, 0.2, 0.8]} />
            <meshLambertMaterial color={i <= track.value ? color : '#3a2a24'} />
          </mesh>
          <SceneLabel position={[0, 0.22, 0]} testId={`track-${name}-${i}`} tone={i === track.value ? 'current' : 'plain'} title={track.bonuses[i] ? say('dice.common.list', { items: track.bonuses[i] }) : undefined}>
            {`${track.labels[i]}${track.bonuses[i] ? ' ★' : ''}`}
          </SceneLabel>
        </group>
      ))}
      <mesh name={`marker-${name}`} position={[x + 0.85, 0.35, z0 - track.value * dz]} raycast={() => null}>
        <boxGeometry args={[0.35, 0.35, 0.35]} />
        <meshLambertMaterial color="#ffffff" emissive="#555555" />
      </mesh>
      <SceneLabel position={[x, 0.05, z0 + 0.9]} tone="title">
        {say(`dice.track.${name}`)}
      </SceneLabel>
    </group>
  );
}

function OceanSupply({ placed, max }: { placed: number; max: number }) {
  return (
    <group name="ocean-supply" position={[-1.65, 0, 5.9]}>
      {Array.from({ length: max }, (_, i) => (
        <mesh key={i} geometry={tileGeometry} position={[i * 0.55, 0.09 + (i < max - placed ? 0 : -0.5), 0]} scale={0.35} raycast={() => null}>
          <meshLambertMaterial color={i < max - placed ? TILE_HEX.ocean : '#222'} />
        </mesh>
      ))}
    </group>
  );
}

/** The board's areas as the layout tests see them (playable spaces must stay clear of the panels). */
function areaPoints(view: DiceView) {
  return view.areas.map((a) => {
    const [x, z] = areaPosition(a);
    return { id: a.id, world: new THREE.Vector3(x, BOARD_TOP, z) };
  });
}

function Scene({ view, onMove, hoveredArea }: { view: DiceView; onMove: (move: DiceMove) => void; hoveredArea: string | null }) {
  const canvas = useThree((s) => s.gl.domElement);
  const areaCount = view.areas.length;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const spaces = useMemo(() => areaPoints(view), [areaCount]);
  const freeRect = useCallback(() => freeRectBetweenPanels(canvas), [canvas]);
  const legal = useMemo(() => {
    const p = view.prompt;
    if (!p || p.kind !== 'choice') return new Set<string>();
    return new Set(p.choices.flatMap((c) => (c.move.type === 'place' ? [c.move.area] : [])));
  }, [view.prompt]);
  const colourBlind = useSettings((s) => s.colourBlind);
  return (
    <>
      <ambientLight intensity={0.7} />
      <directionalLight position={[6, 14, 8]} intensity={1.6} />
      <mesh position={[0, -0.05, 0]} rotation={[-Math.PI / 2, 0, 0]} raycast={() => null}>
        <planeGeometry args={[26, 20]} />
        <meshLambertMaterial color="#2b1a14" />
      </mesh>
      <group name="board">
        {view.areas.map((a) => (
          <Area key={a.id} area={a} legal={legal.has(a.id)} lit={a.id === hoveredArea} players={view.players} colourBlind={colourBlind} onPick={(area) => onMove({ type: 'place', area })} />
        ))}
      </group>
      <Track name="temperature" track={view.temperature} x={TRACK_X.temperature} color="#d8553a" />
      <Track name="oxygen" track={view.oxygen} x={TRACK_X.oxygen} color="#4fa3e0" />
      <OceanSupply placed={view.oceans.placed} max={view.oceans.max} />
      <mesh position={[0, 0.02, TRAY_Z]} rotation={[-Math.PI / 2, 0, 0]} raycast={() => null}>
        <planeGeometry args={[9, 2.4]} />
        <meshLambertMaterial color="#3d2a20" />
      </mesh>
      <RollingDice roll={view.lastRoll} />
      <OrbitControls makeDefault enablePan={false} minDistance={9} maxDistance={30} minPolarAngle={0.15} maxPolarAngle={1.2} target={[0, 0, 0.3]} />
      <FrameOnResize box={TABLE_BOX} freeRect={freeRect} watch={framingPanels} />
      <ExposeSpaces spaces={spaces} />
      <ExposeMarkers />
    </>
  );
}

export default function DiceTable({ view, onMove, hoveredArea = null }: { view: DiceView; onMove: (move: DiceMove) => void; hoveredArea?: string | null }) {
  return (
    // zIndex 0: the scene's HTML labels stay beneath the panels drawn over the table
    <div data-testid="dice-table" data-lit-area={hoveredArea ?? undefined} style={{ position: 'absolute', inset: 0, zIndex: 0 }}>
      <Canvas frameloop="demand" dpr={[1, 1.5]} camera={{ fov: 42, near: 0.5, far: 200, position: [0, 21, 14] }} gl={{ antialias: false }}>
        <Scene view={view} onMove={onMove} hoveredArea={hoveredArea} />
      </Canvas>
    </div>
  );
}
