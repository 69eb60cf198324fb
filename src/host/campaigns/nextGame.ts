// The setup of a campaign's next game: the group's seats, rotated so that a different seat starts each
// game, under the campaign's current rules, with a fresh seed. The engine's setup schema then checks it
// like any new game, so a campaign cannot start what the new-game screen could not.
import { randomBytes } from 'node:crypto';
import type { CampaignFile } from '../../shared/campaign';

/** Seat colours in campaign-seat order (every system accepts the first four; TM takes a fifth). */
const SEAT_COLOURS = ['red', 'green', 'blue', 'yellow', 'black'] as const;

export interface NextGamePlan {
  /** The campaign seat at each game seat. */
  order: number[];
  setup: Record<string, unknown>;
}

/** A secret seed from the operating system's random source; it decides the deck and is shown only at the end. */
export function freshSeed(): string {
  return randomBytes(16).toString('hex');
}

export function planNextGame(campaign: Pick<CampaignFile, 'seats' | 'games' | 'rules'>, seed: string): NextGamePlan {
  const count = campaign.seats.length;
  const shift = campaign.games.length % count;
  const order = campaign.seats.map((_, i) => (i + shift) % count);
  const players = order.map((index) => {
    const seat = campaign.seats[index]!;
    return { name: seat.name, kind: seat.kind, color: SEAT_COLOURS[index], ...(seat.kind === 'bot' && seat.level ? { level: seat.level } : {}) };
  });
  return { order, setup: { players, seed, options: { ...campaign.rules } } };
}
