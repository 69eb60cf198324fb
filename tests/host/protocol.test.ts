// The boundary: anything a client sends is parsed and validated before it can touch a game.
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, parseClientMessage } from '../../src/shared/protocol';

describe('client message parsing', () => {
  it('accepts a well-formed move', () => {
    const result = parseClientMessage(JSON.stringify({ type: 'move', requestId: 'r1', seat: 1, move: { type: 'amount', amount: 3 } }));
    expect(result).toEqual({ ok: true, message: { type: 'move', requestId: 'r1', seat: 1, move: { type: 'amount', amount: 3 } } });
  });

  it.each([
    ['malformed JSON', '{"type": "hello"', /not valid JSON/],
    ['a bare string', '"hello"', /malformed message/],
    ['null', 'null', /malformed message/],
    ['an unknown type', JSON.stringify({ type: 'format-disk' }), /malformed message/],
    ['a move for a seat out of range', JSON.stringify({ type: 'move', seat: 9, move: { type: 'pass' } }), /malformed message/],
    ['a move for a seat that cannot exist', JSON.stringify({ type: 'move', seat: 7, move: { type: 'pass' } }), /malformed message/],
    ['a save id that is too long', JSON.stringify({ type: 'loadSave', saveId: 'x'.repeat(65) }), /malformed message/],
    ['an oversized message', JSON.stringify({ type: 'hello', token: 'x'.repeat(MAX_MESSAGE_BYTES) }), /too large/],
  ])('rejects %s', (_name, raw, error) => {
    const result = parseClientMessage(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });
});
