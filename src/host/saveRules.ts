// The rules a game is played with, in a few words for the Load screen's history: expansions and
// variants read from the game's setup (already checked by its system when the game was created).
import type { SystemId } from '../shared/systems';

export function rulesOf(system: SystemId, setup: unknown): string[] {
  const options = (setup !== null && typeof setup === 'object' ? (setup as { options?: unknown }).options : undefined) ?? {};
  const on = (key: string) => typeof options === 'object' && options !== null && (options as Record<string, unknown>)[key] === true;
  const value = (key: string) => (typeof options === 'object' && options !== null ? (options as Record<string, unknown>)[key] : undefined);
  const rules: string[] = [];
  switch (system) {
    case 'tm':
      if (on('corporateEra')) rules.push('Corporate Era');
      if (on('colonies')) rules.push('Colonies');
      if (on('cornucopia')) rules.push(on('cornucopiaDraft') ? 'Cornucopia (draft)' : 'Cornucopia');
      if (on('draft')) rules.push('Draft');
      return rules;
    case 'tiny':
      if (typeof value('map') === 'string' && value('map') !== 'tharsis') rules.push(`${String(value('map'))} map`);
      if (on('intense')) rules.push('Intense');
      return rules;
    case 'dice':
      if (value('boardSide') === 'B') rules.push('Board side B');
      return rules;
  }
}
