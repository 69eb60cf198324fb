// A moon's trade track as a strip of body-size HTML cells pinned under the moon: the number a trade gives at
// each of the seven steps, the white marker on the current step (it slides when a trade moves it), the first
// three steps (the colony spots) underlined in the colour of whoever built there, and under them one short
// mark per run of steps that give the same thing (an icon for resources and production, a short word for
// resources on cards and for cards). The moon's info panel says each step in full.
import type { CardResource, Resource } from '../../../shared/tm/basics';
import { msg } from '../../../shared/message';
import { rewardMessage } from '../../../shared/tm/colonyReward';
import type { ColonyTileView, PlayerView } from '../../../shared/tm/view';
import { playerHex } from '../../colors';
import { useSettings } from '../../common/settings';
import { PlayerDot } from '../../common/PlayerDot';
import { SceneLabel } from '../../common/SceneLabel';
import { useSay } from '../../i18n/useSay';
import type { Say } from '../../i18n/say';
import { useCardWords } from '../cardWords';
import { trackCells, type StripUnit } from './moonTrack';
import { ResIcon } from '../bits';

export const STRIP_UNIT_KEYS: Record<Resource | CardResource | 'draw' | 'drawThenDiscard' | 'ocean', string> = {
  megacredits: 'tmBoard.strip.unit.megacredits', steel: 'tmBoard.strip.unit.steel', titanium: 'tmBoard.strip.unit.titanium',
  plants: 'tmBoard.strip.unit.plants', energy: 'tmBoard.strip.unit.energy', heat: 'tmBoard.strip.unit.heat',
  microbe: 'tmBoard.strip.unit.microbe', animal: 'tmBoard.strip.unit.animal', science: 'tmBoard.strip.unit.science',
  fighter: 'tmBoard.strip.unit.fighter', floater: 'tmBoard.strip.unit.floater', camp: 'tmBoard.strip.unit.camp',
  draw: 'tmBoard.strip.unit.draw', drawThenDiscard: 'tmBoard.strip.unit.drawThenDiscard', ocean: 'tmBoard.strip.unit.ocean',
};

/** @param above pinned at the moon's name and drawn above it (every other moon's strip, when seven crowd the orbit) */
export function MoonTrackStrip({ tile, players, position, above = false }: { tile: ColonyTileView; players: PlayerView[] | undefined; position: [number, number, number]; above?: boolean }) {
  const still = useSettings((s) => s.reducedMotion);
  const colourBlind = useSettings((s) => s.colourBlind);
  const say = useSay();
  const words = useCardWords();
  const { cells, units } = trackCells(tile.track);
  const colorOf = (seat: number) => playerHex(players?.find((p) => p.seat === seat)?.color);
  const now = tile.track[tile.marker];
  const title = now ? say(msg('tmBoard.strip.title', { moon: words.colonyName(tile.name), reward: rewardMessage(now) })) : undefined;
  return (
    <SceneLabel position={position} testId={`moon-trade-${tile.name}`} className={above ? 'moon-strip-above' : undefined}>
      <span className="moon-strip" data-marker={tile.marker} title={title} style={{ gridTemplateColumns: `repeat(${cells.length}, auto)` }}>
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
          <span key={`u${i}`} className="moon-strip-unit" data-testid={`moon-strip-unit-${tile.name}`} style={{ gridColumn: `span ${u.span}` }}>
            <UnitMark unit={u.unit} say={say} />
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

/** What a run of steps gives: a resource as its icon, production as the icon in a production frame, else a short word. */
function UnitMark({ unit, say }: { unit: StripUnit; say: Say }) {
  switch (unit.kind) {
    case 'resource':
      return <ResIcon r={unit.resource} label={say(STRIP_UNIT_KEYS[unit.resource])} />;
    case 'production': {
      const label = say(msg('tmBoard.strip.production', { resource: msg(STRIP_UNIT_KEYS[unit.resource]) }));
      return (
        <span className="moon-strip-production" role="img" aria-label={label} title={label}>
          <ResIcon r={unit.resource} label={label} />
        </span>
      );
    }
    case 'cardResource': {
      const word = say(STRIP_UNIT_KEYS[unit.resource]);
      return <span className="moon-strip-word" title={say(msg('tmBoard.strip.onCard', { what: word }))}>{word}</span>;
    }
    default:
      return <span className="moon-strip-word">{say(STRIP_UNIT_KEYS[unit.kind])}</span>;
  }
}
