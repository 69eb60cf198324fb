// A moon's trade track as a strip of body-size HTML cells pinned under the moon: the yield at each of the
// seven steps, the white marker on the current step (it slides when a trade moves it), and the first three
// steps (the colony spots) underlined in the colour of whoever built there.
import type { ColonyTileView, PlayerView } from '../../../shared/tm/view';
import { playerHex } from '../../colors';
import { useSettings } from '../../common/settings';
import { PlayerDot } from '../../common/PlayerDot';
import { SceneLabel } from '../../common/SceneLabel';
import { producedResource, trackCells } from './moonTrack';
import { ResIcon } from '../bits';

export function MoonTrackStrip({ tile, players, position }: { tile: ColonyTileView; players: PlayerView[] | undefined; position: [number, number, number] }) {
  const still = useSettings((s) => s.reducedMotion);
  const colourBlind = useSettings((s) => s.colourBlind);
  const { cells, units } = trackCells(tile.track);
  const colorOf = (seat: number) => playerHex(players?.find((p) => p.seat === seat)?.color);
  return (
    <SceneLabel position={position} testId={`moon-trade-${tile.name}`}>
      <span className="moon-strip" data-marker={tile.marker} style={{ gridTemplateColumns: `repeat(${cells.length}, auto)` }}>
        {cells.map((cell, step) => (
          <span
            key={step}
            className={`moon-strip-cell${step === tile.marker ? ' at-marker' : ''}${still ? '' : ' glides'}`}
            data-testid={`moon-strip-${tile.name}-${step}`}
            style={tile.colonies[step] !== undefined ? { boxShadow: `inset 0 -4px 0 ${colorOf(tile.colonies[step])}` } : undefined}
          >
            {cell}
            {colourBlind && tile.colonies[step] !== undefined && <OwnerShape seat={tile.colonies[step]} players={players} />}
          </span>
        ))}
        {units.map((u, i) => (
          <span key={`u${i}`} className="moon-strip-unit" style={{ gridColumn: `span ${u.span}` }} title={u.unit}>
            {unitMark(u.unit)}
          </span>
        ))}
      </span>
    </SceneLabel>
  );
}

/** Whose colony a step holds, by shape (the colour-blind setting): the underline alone is colour only. */
function OwnerShape({ seat, players }: { seat: number; players: PlayerView[] | undefined }) {
  const player = players?.find((p) => p.seat === seat);
  return player ? <PlayerDot color={player.color} /> : null;
}

/** A production unit as its resource's icon in a production frame; any other unit in words. */
function unitMark(unit: string) {
  const produced = producedResource(unit);
  if (!produced) return unit;
  return (
    <span className="moon-strip-production" aria-label={unit}>
      <ResIcon r={produced} />
    </span>
  );
}
