// Global parameters, tiles and their VP: 2 VP per terraforming step (1 once complete), tile adjacency.
import type { Message } from '../../shared/message';
import { areaPlace, specialTileName } from '../../shared/dice/words';
import type { TileKind } from '../../shared/dice/basics';
import { AREAS, areaBonus, areaById, neighbours } from './data/board';
import { OCEAN_TILES, OXYGEN, TEMPERATURE, type Track } from './data/parameters';
import { SOLO_TURNS } from './data/scoring';
import { count, log, nameOf } from './log';
import { enqueueNext } from './queue';
import type { DiceState } from './state';
import { fireEvent } from './triggers';

export type TrackName = 'temperature' | 'oxygen';

const TRACKS: Record<TrackName, Track> = { temperature: TEMPERATURE, oxygen: OXYGEN };

export function addVp(state: DiceState, seat: number, n: number): void {
  state.players[seat].vp += n;
}

export function completedParameters(state: DiceState): number {
  return (
    Number(state.temperature >= TEMPERATURE.steps) + Number(state.oxygen >= OXYGEN.steps) + Number(state.oceans >= OCEAN_TILES)
  );
}

/**
 * After a step that moved a parameter: in a multiplayer game, completing the second parameter starts
 * everyone's last turn. Solo always plays all 50 turns (official solo rules), so completing the third
 * only means the score will count; the turns left still score.
 */
function afterParameterStep(state: DiceState): void {
  const completed = completedParameters(state);
  if (state.solo) {
    if (completed === 3) log(state, 'marsTerraformed', { turns: SOLO_TURNS });
    return;
  }
  if (state.endTriggered || completed < 2) return;
  state.endTriggered = true;
  log(state, 'lastTurns');
}

/** One terraforming step on a track, with its bonus; past the end it scores 1 VP instead of 2. */
export function raiseTrack(state: DiceState, seat: number, name: TrackName): void {
  const track = TRACKS[name];
  if (state[name] >= track.steps) {
    addVp(state, seat, 1);
    log(state, 'raisesCompleteTrack', { player: nameOf(state, seat), track: name });
  } else {
    state[name]++;
    addVp(state, seat, 2);
    log(state, 'raisesTrack', { player: nameOf(state, seat), track: name, value: track.label(state[name]) });
    const bonus = track.bonuses[state[name]];
    if (bonus) enqueueNext(state, seat, bonus, `${name} bonus`);
    afterParameterStep(state);
  }
  count(state, `raise.${name}`);
  fireEvent(state, seat, name);
}

/** An area as a player finds it on the board (row and place), for the log. */
export function placeOf(area: string): Message {
  const a = areaById(area);
  return a ? areaPlace(a.row, a.col) : areaPlace(0, 0);
}

function isReserved(id: string): boolean {
  return areaById(id)?.special !== undefined;
}

/** Areas where a tile may go now. */
export function legalAreas(state: DiceState, tile: TileKind, special?: string): string[] {
  const free = AREAS.filter((a) => !state.tiles[a.id]);
  switch (tile) {
    case 'ocean':
      return free.filter((a) => a.kind === 'ocean').map((a) => a.id);
    case 'greenery':
      return free.filter((a) => a.kind === 'land' && !isReserved(a.id)).map((a) => a.id);
    case 'city':
      return free
        .filter((a) => a.kind === 'land' && !isReserved(a.id))
        .filter((a) => !neighbours(a.id).some((n) => state.tiles[n]?.kind === 'city'))
        .map((a) => a.id);
    case 'special':
      return free.filter((a) => a.special === special).map((a) => a.id);
  }
}

function adjacentCount(state: DiceState, area: string, kind: TileKind): number {
  return neighbours(area).filter((n) => state.tiles[n]?.kind === kind).length;
}

/** Puts a tile down and scores it: ocean 2 VP; greenery 1 VP per adjacent city and oxygen; city 2 VP + 1 per adjacent greenery. */
export function placeTile(state: DiceState, seat: number, tile: TileKind, area: string, special?: string): void {
  state.tiles[area] = special ? { kind: tile, owner: seat, special } : { kind: tile, owner: seat };
  state.players[seat].placed[tile]++;
  count(state, `tile.${tile}`);
  const who = nameOf(state, seat);
  let vp = 0;
  if (tile === 'ocean') {
    state.oceans++;
    vp = 2;
    afterParameterStep(state);
  } else if (tile === 'greenery') {
    vp = adjacentCount(state, area, 'city');
  } else if (tile === 'city') {
    vp = 2 + adjacentCount(state, area, 'greenery');
  }
  addVp(state, seat, vp);
  log(state, 'placesTile', { player: who, tile, special: special ? specialTileName(special) : '', place: placeOf(area), vp });
  // The greenery's oxygen step resolves first, then the area bonus.
  const follow = [...areaBonus(state.boardSide, area)];
  if (tile === 'greenery') follow.unshift({ raise: 'oxygen' });
  enqueueNext(state, seat, follow, `area ${area}`);
  fireEvent(state, seat, 'anyTile');
  if (tile !== 'special') fireEvent(state, seat, tile);
}

/** An ocean when all 7 are placed still terraforms for 1 VP (no tile). */
export function oceanBeyondComplete(state: DiceState, seat: number): void {
  addVp(state, seat, 1);
  log(state, 'oceanBeyondComplete', { player: nameOf(state, seat) });
}

export function oceansComplete(state: DiceState): boolean {
  return state.oceans >= OCEAN_TILES;
}
