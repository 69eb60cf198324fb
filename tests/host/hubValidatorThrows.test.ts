// Whatever the message validator does with a message, even throw, its sender is answered and the host
// goes on: the hub catches it and replies with an error carrying the message's requestId.
import { describe, expect, it, vi } from 'vitest';
import { diceSetup, inMemoryLan, LocalWindow, makeHub } from './support/lanGame';
import { useTempDirs } from './support/tempDir';

const POISON = '"poison":true';
vi.mock('../../src/shared/protocol', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/shared/protocol')>();
  return {
    ...original,
    parseClientMessage: (raw: string) => {
      if (raw.includes(POISON)) throw new RangeError('Maximum call stack size exceeded');
      return original.parseClientMessage(raw);
    },
  };
});

const tempDir = useTempDirs();

describe('hub', () => {
  it('answers a message the validator throws on, and keeps serving', () => {
    const hub = makeHub(tempDir(), inMemoryLan);
    const window = new LocalWindow(hub);
    window.send(`{"type":"legalMoves","requestId":"thrown-1","seat":0,${POISON}}`);
    expect(window.received).toEqual([{ type: 'error', requestId: 'thrown-1', message: { key: 'host.protocol.unreadable', params: { detail: 'Maximum call stack size exceeded' } } }]);
    window.send({ type: 'newGame', system: 'dice', setup: diceSetup(['human', 'human']) });
    expect(window.last('view')).toBeDefined();
    hub.close();
  });
});
