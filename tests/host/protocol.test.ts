// The boundary: anything a client sends is parsed and validated before it can touch a game.
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, parseClientMessage } from '../../src/shared/protocol';

describe('client message parsing', () => {
  it('accepts a well-formed move', () => {
    const result = parseClientMessage(JSON.stringify({ type: 'move', requestId: 'r1', seat: 1, move: { type: 'amount', amount: 3 } }));
    expect(result).toEqual({ ok: true, message: { type: 'move', requestId: 'r1', seat: 1, move: { type: 'amount', amount: 3 } } });
  });

  it.each([
    ['malformed JSON', '{"type": "hello"', 'host.protocol.notJson'],
    ['a bare string', '"hello"', 'host.protocol.malformed'],
    ['null', 'null', 'host.protocol.malformed'],
    ['an unknown type', JSON.stringify({ type: 'format-disk' }), 'host.protocol.malformedField'],
    ['a move for a seat out of range', JSON.stringify({ type: 'move', seat: 9, move: { type: 'pass' } }), 'host.protocol.malformedField'],
    ['a move for a seat that cannot exist', JSON.stringify({ type: 'move', seat: 7, move: { type: 'pass' } }), 'host.protocol.malformedField'],
    ['a save id that is too long', JSON.stringify({ type: 'loadSave', saveId: 'x'.repeat(65) }), 'host.protocol.malformedField'],
    ['an oversized message', JSON.stringify({ type: 'hello', token: 'x'.repeat(MAX_MESSAGE_BYTES) }), 'host.protocol.tooLarge'],
  ])('rejects %s with a message of our own (never the validator\'s English)', (_name, raw, key) => {
    const result = parseClientMessage(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.key).toBe(key);
  });

  it('names the wrong field by its path', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'move', seat: 9, move: { type: 'pass' } }))).toEqual({ ok: false, error: { key: 'host.protocol.malformedField', params: { field: 'seat' } } });
  });
});
describe('LAN messages', () => {
  it('reads a join code as typed (spaces and lower case allowed)', () => {
    const result = parseClientMessage(JSON.stringify({ type: 'join', code: ' ab3def ', seat: 2 }));
    expect(result).toEqual({ ok: true, message: { type: 'join', code: 'AB3DEF', seat: 2 } });
  });

  it.each([
    ['a code with symbols', { type: 'join', code: 'AB-3DE', seat: 1 }],
    ['a code too short', { type: 'join', code: 'AB3', seat: 1 }],
    ['a seat out of range', { type: 'join', code: 'ABCDEF', seat: 7 }],
    ['host seats that are not seats', { type: 'hostLan', open: true, hostSeats: [0, 9] }],
    ['hosting without saying open or closed', { type: 'hostLan' }],
    ['a token too long', { type: 'hello', token: 'a'.repeat(129) }],
  ])('refuses %s', (_name, message) => {
    expect(parseClientMessage(JSON.stringify(message)).ok).toBe(false);
  });
});
