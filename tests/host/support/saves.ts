// A valid save file to start tests from.
import type { SaveFile } from '../../../src/shared/save';
import { fakeSetup } from './fakeEngine';

export function sampleSave(gameId = 'game-1', savedAt = '2025-01-02T03:04:05.000Z'): SaveFile {
  return {
    format: 'tharsis-save',
    version: 1,
    system: 'tm',
    setup: fakeSetup(),
    moves: [{ seat: 0, move: { type: 'cards', cards: [] } }],
    snapshot: { system: 'tm', moveCount: 1 },
    meta: { savedAt, generation: 1, phase: 'research', players: ['P1', 'P2'], finished: false, gameId },
  };
}
