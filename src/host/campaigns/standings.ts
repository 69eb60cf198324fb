// Standings of a campaign, recomputed from its finished games in order, so they never drift from the
// games and an imported campaign shows exactly what it showed where it was exported. Ratings are
// Weng-Lin (openskill) with ties as shared ranks; solo games count wins and scores only.
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { CampaignFile, Standing } from '../../shared/campaign';

/** Shown like an Elo number: everyone starts at 1500, and 24 points are one unit of openskill's ordinal. */
const DISPLAY = { alpha: 24, target: 1500 } as const;

export function standingsOf(campaign: Pick<CampaignFile, 'seats' | 'games'>): Standing[] {
  const solo = campaign.seats.length === 1;
  const rows = campaign.seats.map((seat) => ({ scores: [] as number[], wins: 0, rating: rating() as Rating }));
  for (const game of campaign.games) {
    const result = game.result;
    if (!result) continue;
    for (const place of result.places) {
      const row = rows[place.seat];
      if (!row) continue;
      row.scores.push(place.score);
      const won = result.soloWon ?? (place.rank === 1 && result.places.length > 1);
      if (won) row.wins++;
    }
    const rated = result.places.filter((p) => rows[p.seat] !== undefined);
    if (rated.length < 2) continue;
    const updated = rate(
      rated.map((p) => [rows[p.seat]!.rating]),
      { rank: rated.map((p) => p.rank) },
    );
    rated.forEach((p, i) => (rows[p.seat]!.rating = updated[i]![0]!));
  }
  return campaign.seats.map((seat, index) => {
    const row = rows[index]!;
    const played = row.scores.length;
    return {
      seat: index,
      name: seat.name,
      kind: seat.kind,
      played,
      wins: row.wins,
      avgScore: played ? round1(row.scores.reduce((a, b) => a + b, 0) / played) : null,
      bestScore: played ? Math.max(...row.scores) : null,
      rating: solo ? null : Math.round(ordinal(row.rating, DISPLAY)),
    };
  });
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
