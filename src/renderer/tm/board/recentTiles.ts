// Which tiles the board rings as "placed lately", from the views it has shown. A seat's turn is a stretch
// of views in which it is the active player (the action phase's turn, or its final greenery conversion;
// research and drafting, which everyone does at once, are no one's turn). For the seat looking at the board, a tile is recent when
// it was placed after that seat's previous turn ended: the rings gather while the others play, stay while the
// seat takes its turn, and the older ones go when its next turn begins. Only the views matter (no clock), so a
// paced bot turn and a replay stepped through give the same rings as a live game.
import type { Seat } from '../../../shared/tm/basics';

/** The part of a view this needs. */
export interface TurnsView {
  viewer: Seat | null;
  activePlayer: Seat | null;
  players: readonly { seat: Seat }[];
  spaces: readonly { id: string; tile?: unknown }[];
}

interface SeatTurns {
  deciding: boolean;
  /** Spaces with a tile when this seat's latest turn ended (null: no turn ended since the board opened). */
  endedWith: ReadonlySet<string> | null;
  /** What the rings compare against now: tiles outside it are recent. */
  baseline: ReadonlySet<string>;
}

export interface RecentTiles {
  seats: ReadonlyMap<Seat, SeatTurns>;
}

export const NO_RECENT_TILES: RecentTiles = { seats: new Map() };

function tiledSpaces(view: TurnsView): Set<string> {
  return new Set(view.spaces.filter((s) => s.tile).map((s) => s.id));
}

/** The record after one more view is shown. Seats seen for the first time start with nothing recent. */
export function observeView(previous: RecentTiles, view: TurnsView): RecentTiles {
  const tiles = tiledSpaces(view);
  // Tiles gone (another game, an undo, a replay stepped back): the record no longer fits, start afresh.
  const wentBack = [...previous.seats.values()].some((t) => [...t.baseline].some((id) => !tiles.has(id)));
  if (wentBack) return observeView(NO_RECENT_TILES, view);
  const seats = new Map(previous.seats);
  const known = new Set<Seat>([...previous.seats.keys(), ...view.players.map((p) => p.seat)]);
  if (view.activePlayer !== null) known.add(view.activePlayer);
  for (const seat of known) {
    const deciding = view.activePlayer === seat;
    const before = previous.seats.get(seat);
    if (!before) {
      seats.set(seat, { deciding, endedWith: null, baseline: tiles });
    } else if (deciding && !before.deciding) {
      // A turn begins: rings now count from the end of this seat's previous turn.
      seats.set(seat, { deciding, endedWith: before.endedWith, baseline: before.endedWith ?? before.baseline });
    } else if (!deciding && before.deciding) {
      seats.set(seat, { deciding, endedWith: tiles, baseline: before.baseline });
    }
  }
  return { seats };
}

/**
 * Spaces whose tiles are recent for whoever looks: the viewer, or with no viewer (a spectator, a replay's
 * public view) the active player.
 */
export function recentSpaces(record: RecentTiles, view: TurnsView): Set<string> {
  const seat = view.viewer ?? view.activePlayer;
  const turns = seat === null ? undefined : record.seats.get(seat);
  if (!turns) return new Set();
  return new Set([...tiledSpaces(view)].filter((id) => !turns.baseline.has(id)));
}
