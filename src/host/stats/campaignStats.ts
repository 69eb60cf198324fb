// Statistics across finished games: a campaign's (from the results the campaign keeps), or every finished
// game of one system in the saves folder (from their save headers). Average length and records from the
// results; corporations and cards (Terraforming Mars) from each game's final public view.
import type { CampaignFile, CampaignStats, GamesStats } from '../../shared/campaign';
import type { SaveSummary } from '../../shared/protocol';
import type { SystemId } from '../../shared/systems';
import type { TmView } from '../../shared/tm/view';
import type { AnyGameEngine } from '../engine';
import type { SaveStore } from '../saveStore';
import { savedState } from '../replay/savedState';
import type { RecordId } from '../../shared/campaign';
import { seatNumbered } from '../seatName';
import type { MessageOrText } from '../../shared/message';

const TOP_CARDS = 15;

/** A finished game as the statistics read it, its seats numbered the caller's way (campaign seats, or the game's). */
export interface FinishedGame {
  gameId: string;
  /** Shown with a record: "game 3". */
  number: number;
  places: readonly { seat: number; score: number; rank: number }[];
  length: number;
  nameOf(seat: number): MessageOrText;
  /** The caller's seat for a seat of the game. */
  seatOf(gameSeat: number): number | undefined;
}

export function campaignStatsOf(campaign: CampaignFile, engine: AnyGameEngine, saves: SaveStore): CampaignStats {
  const nameOf = (seat: number): MessageOrText => campaign.seats[seat]?.name ?? seatNumbered(seat);
  const finished = campaign.games.flatMap((game, index): FinishedGame[] =>
    game.result === null
      ? []
      : [{ gameId: game.gameId, number: index + 1, places: game.result.places, length: game.result.generations, nameOf, seatOf: (gameSeat) => game.order[gameSeat] }],
  );
  return { campaignId: campaign.id, ...statsAcross(finished, engine, saves) };
}

/** Every finished game of one system in the saves listing (oldest first), campaign or not. */
export function historyStatsOf(system: SystemId, listing: readonly SaveSummary[], engine: AnyGameEngine, saves: SaveStore): GamesStats {
  const finished = listing
    .filter((save) => save.system === system && save.finished && save.result !== undefined)
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt))
    .map((save, index): FinishedGame => ({
      gameId: save.id,
      number: index + 1,
      places: save.result!.places,
      length: save.generation,
      nameOf: (seat) => save.players[seat] ?? seatNumbered(seat),
      seatOf: (gameSeat) => gameSeat,
    }));
  return statsAcross(finished, engine, saves);
}

export function statsAcross(finished: readonly FinishedGame[], engine: AnyGameEngine, saves: SaveStore): GamesStats {
  const records: GamesStats['records'] = [];
  const consider = (label: RecordId, better: (a: number, b: number) => boolean, value: number, game: FinishedGame, seat: number) => {
    const current = records.find((r) => r.label === label);
    if (!current) records.push({ label, name: game.nameOf(seat), value, game: game.number });
    else if (better(value, current.value)) Object.assign(current, { name: game.nameOf(seat), value, game: game.number });
  };
  for (const game of finished) {
    const places = [...game.places].sort((a, b) => b.score - a.score);
    const best = places[0];
    if (!best) continue;
    consider('highestScore', (a, b) => a > b, best.score, game, best.seat);
    if (places.length > 1) {
      const winner = places.find((p) => p.rank === 1) ?? best;
      consider('lowestWinningScore', (a, b) => a < b, winner.score, game, winner.seat);
      consider('widestMargin', (a, b) => a > b, winner.score - places[1]!.score, game, winner.seat);
    }
  }
  const corporations = new Map<string, Tally>();
  const cards = new Map<string, Tally>();
  if (engine.system === 'tm') {
    for (const game of finished) {
      const view = finalView(engine, saves, game.gameId);
      if (!view) continue;
      for (const player of view.players) {
        const won = game.places.find((p) => p.seat === game.seatOf(player.seat))?.rank === 1;
        if (player.corporation) tally(corporations, player.corporation, view.cards[player.corporation]?.name ?? player.corporation, won);
        for (const card of player.played) tally(cards, card.id, view.cards[card.id]?.name ?? card.id, won);
      }
    }
  }
  const lengths = finished.map((game) => game.length);
  return {
    games: finished.length,
    averageLength: lengths.length ? Math.round((lengths.reduce((a, b) => a + b, 0) / lengths.length) * 10) / 10 : null,
    records,
    corporations: sorted(corporations),
    cards: sorted(cards).slice(0, TOP_CARDS),
  };
}

/** A card's plays and wins, by its id (the screen names it in the player's language; `name` is the engine's). */
type Tally = { name: string; played: number; won: number };

function tally(counts: Map<string, Tally>, id: string, name: string, won: boolean): void {
  const row = counts.get(id) ?? { name, played: 0, won: 0 };
  row.played++;
  if (won) row.won++;
  counts.set(id, row);
}

function sorted(counts: Map<string, Tally>): ({ id: string } & Tally)[] {
  return [...counts].map(([id, row]) => ({ id, ...row })).sort((a, b) => b.played - a.played || b.won - a.won || a.name.localeCompare(b.name));
}

/**
 * Final views already worked out, per saves folder: restoring a game replays all its moves, and a finished
 * game ends the same way every time it is asked (a campaign's statistics, then the Load screen's, again and
 * again), so each save written at a given moment is replayed once.
 */
const finalViews = new WeakMap<SaveStore, Map<string, { written: string; view: TmView | null }>>();

/** A finished game's public view at its end, or null when its save cannot be read. */
function finalView(engine: AnyGameEngine, saves: SaveStore, gameId: string): TmView | null {
  const save = saves.load(gameId);
  if (!save.ok) return null;
  const known = finalViews.get(saves) ?? new Map<string, { written: string; view: TmView | null }>();
  finalViews.set(saves, known);
  // The same file as before: written at the same moment with as many moves.
  const written = `${save.value.meta.savedAt} ${save.value.moves.length}`;
  const kept = known.get(gameId);
  if (kept?.written === written) return kept.view;
  const state = savedState(engine, save.value, gameId);
  const view = state === null ? null : (engine.viewFor(state, null) as TmView);
  known.set(gameId, { written, view });
  return view;
}
