// The Load screen says a save's phase in the player's language: every state a save can stop in, of every game.
import { describe, expect, it } from 'vitest';
import { savePhaseWords } from '../../../src/renderer/screens/savePhase';
import { sayIn } from '../../../src/renderer/i18n/say';
import type { SystemId } from '../../../src/shared/systems';

// Every phase a recorded game of each system stops in (tests/fixtures), and the states only solo or an
// expansion reaches.
const PHASES: [SystemId, string, string, string][] = [
  ['tm', 'setup', 'Setup', 'Aufbau'],
  ['tm', 'draft', 'Draft', 'Draft'],
  ['tm', 'research', 'Research', 'Forschung'],
  ['tm', 'action', 'Action phase', 'Aktionsphase'],
  ['tm', 'finalGreenery', 'Final greenery', 'Letzte Grünflächen'],
  ['tm', 'investment', 'Investment', 'Investition'],
  ['tm', 'solar.worldGovernment', 'Solar phase', 'Solarphase'],
  ['tiny', 'firstCities', 'First cities', 'Erste Städte'],
  ['tiny', 'research', 'Research', 'Forschung'],
  ['tiny', 'action', 'Actions', 'Aktionen'],
  ['dice', 'setup', 'Setup', 'Spielaufbau'],
  ['dice', 'startingGift', 'Starting gift', 'Startgeschenk'],
  ['dice', 'soloBonus', 'Solo bonus', 'Solo-Bonus'],
  ['dice', 'turn.choosing', 'Choosing the kind of turn', 'Wahl der Zugart'],
  ['dice', 'turn.support', 'Support action', 'Unterstützungsaktion'],
  ['dice', 'turn.main', 'Main action', 'Hauptaktion'],
  ['dice', 'turn.production', 'Production turn', 'Produktionszug'],
  ['dice', 'turn.extraSupport', 'Extra support action', 'Zusätzliche Unterstützungsaktion'],
  ['dice', 'turn.closing', 'End of the turn', 'Zugende'],
];

describe('a save phase on the Load screen', () => {
  it.each(PHASES)('%s %s is said as “%s” in English and “%s” in German', (system, phase, english, german) => {
    expect(sayIn('en')(savePhaseWords(system, phase))).toBe(english);
    expect(sayIn('de')(savePhaseWords(system, phase))).toBe(german);
    // French says each in its own words ("Draft" and "Actions" are French too).
    if (!['Draft', 'Actions'].includes(english)) expect(sayIn('fr')(savePhaseWords(system, phase))).not.toBe(english);
    expect(sayIn('fr')(savePhaseWords(system, phase))).not.toMatch(/[{}]|^[a-z]+\./);
  });

  it('says a finished game is over, and a state it does not know as "in play", never its internal name', () => {
    for (const system of ['tm', 'tiny', 'dice'] as const) {
      expect(sayIn('en')(savePhaseWords(system, 'ended'))).toBe('Game over');
      expect(sayIn('en')(savePhaseWords(system, 'someNewState.inside'))).toBe('In play');
      expect(sayIn('fr')(savePhaseWords(system, 'someNewState'))).toBe('En cours');
    }
  });
});
