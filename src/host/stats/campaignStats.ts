// Statistics across a campaign's finished games: average length and records from the results the
// campaign keeps; corporations and cards (Terraforming Mars) from each game's final public view.
import type { CampaignFile, CampaignStats } from '../../shared/campaign';
import type { TmView } from '../../shared/tm/view';
import type { AnyGameEngine } from '../engine';
import type { SaveStore } from '../saveStore';
import { savedState } from '../replay/savedState';

const TOP_CARDS = 15;

export function campaignStatsOf(campaign: CampaignFile, engine: AnyGameEngine, saves: SaveStore): CampaignStats {
  const finished = campaign.games.map((game, index) => ({ game, number: index + 1 })).filter(({ game }) => game.result !== null);
  const nameOf = (seat: number) => campaign.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const records: CampaignStats['records'] = [];
  const consider = (label: string, better: (a: number, b: number) => boolean, value: number, seat: number, game: number) => {
    const current = records.find((r) => r.label === label);
    if (!current) records.push({ label, name: nameOf(seat), value, game });
    else if (better(value, current.value)) Object.assign(current, { name: nameOf(seat), value, game });
  };
  for (const { game, number } of finished) {
    const places = [...game.result!.places].sort((a, b) => b.score - a.score);
    const best = places[0]!;
    consider('Highest score', (a, b) => a > b, best.score, best.seat, number);
    if (places.length > 1) {
      const winner = places.find((p) => p.rank === 1) ?? best;
      consider('Lowest winning score', (a, b) => a < b, winner.score, winner.seat, number);
      consider('Widest winning margin', (a, b) => a > b, winner.score - places[1]!.score, winner.seat, number);
    }
  }
  const corporations = new Map<string, { played: number; won: number }>();
  const cards = new Map<string, { played: number; won: number }>();
  if (engine.system === 'tm') {
    for (const { game } of finished) {
      const view = finalView(engine, saves, game.gameId);
      if (!view) continue;
      for (const player of view.players) {
        const won = game.result!.places.find((p) => p.seat === game.order[player.seat])?.rank === 1;
        if (player.corporation) tally(corporations, view.cards[player.corporation]?.name ?? player.corporation, won);
        for (const card of player.played) tally(cards, view.cards[card.id]?.name ?? card.id, won);
      }
    }
  }
  const lengths = finished.map(({ game }) => game.result!.generations);
  return {
    campaignId: campaign.id,
    games: finished.length,
    averageLength: lengths.length ? Math.round((lengths.reduce((a, b) => a + b, 0) / lengths.length) * 10) / 10 : null,
    records,
    corporations: sorted(corporations),
    cards: sorted(cards).slice(0, TOP_CARDS),
  };
}

function tally(counts: Map<string, { played: number; won: number }>, name: string, won: boolean): void {
  const row = counts.get(name) ?? { played: 0, won: 0 };
  row.played++;
  if (won) row.won++;
  counts.set(name, row);
}

function sorted(counts: Map<string, { played: number; won: number }>): { name: string; played: number; won: number }[] {
  return [...counts].map(([name, row]) => ({ name, ...row })).sort((a, b) => b.played - a.played || b.won - a.won || a.name.localeCompare(b.name));
}

/** A finished game's public view at its end, or null when its save cannot be read. */
function finalView(engine: AnyGameEngine, saves: SaveStore, gameId: string): TmView | null {
  const save = saves.load(gameId);
  if (!save.ok) return null;
  const state = savedState(engine, save.value, gameId);
  return state === null ? null : (engine.viewFor(state, null) as TmView);
}
