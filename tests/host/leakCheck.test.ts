// The soak's leak audit must notice a leak: another seat's view sent to a seat is flagged, its own is not.
import { describe, expect, it } from 'vitest';
import { leaksIn, secretsFor } from '../../src/host/lan/leakCheck';
import { Session } from '../../src/host/session';
import { ENGINES } from '../../src/host/systems';
import { diceSetup } from './support/lanGame';

describe('leak audit', () => {
  for (const system of ['dice', 'tm'] as const) {
    it(`flags another seat's ${system} view and passes a seat's own`, () => {
      const setup = system === 'dice' ? diceSetup(['human', 'human', 'human']) : { ...diceSetup(['human', 'human', 'human']), options: {} };
      const created = Session.create(setup, { engine: ENGINES[system]! });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      const session = created.value;
      const message = (seat: number) => JSON.stringify({ type: 'view', view: session.viewFor(seat) });
      // Play until other seats hold cards (Terraforming Mars starts with hands still to be bought).
      for (let i = 0; i < 200 && secretsFor(session, 0).length === 0; i++) {
        const seat = session.waitingFor()[0];
        // Keep as many offered cards as allowed, so hands fill up.
        const moves = session.legalMoves(seat)! as { cards?: unknown[] }[];
        const richest = moves.reduce((best, move) => ((move.cards?.length ?? 0) > (best.cards?.length ?? 0) ? move : best), moves[0]);
        expect(session.submit(seat, richest).ok).toBe(true);
      }
      const secrets = secretsFor(session, 0);
      expect(secrets.length).toBeGreaterThan(0);
      expect(leaksIn(message(0), 0, secrets)).toBe(0);
      expect(leaksIn(message(1), 0, secrets)).toBeGreaterThan(0);
    });
  }
});
