// The save file schema: what a damaged, foreign or future file is told.
import { describe, expect, it } from 'vitest';
import { parseSave, validateSave } from '../../src/shared/save';
import { sampleSave } from './support/saves';

describe('save format', () => {
  it('accepts a valid save, including one without a snapshot', () => {
    expect(validateSave(sampleSave()).ok).toBe(true);
    expect(validateSave({ ...sampleSave(), snapshot: null }).ok).toBe(true);
    expect(parseSave(JSON.stringify(sampleSave())).ok).toBe(true);
  });

  it('a move\'s reveal is a message, and a sentence from a save written before that still reads', () => {
    const withReveal = (revealed: unknown) => ({ ...sampleSave(), moves: [{ seat: 0, move: {}, revealed }] });
    expect(validateSave(withReveal({ key: 'common.reveal.cardDrawn' })).ok).toBe(true);
    expect(validateSave(withReveal('a card was drawn')).ok).toBe(true);
    expect(validateSave(withReveal({ key: 'not a key' })).ok).toBe(false);
  });

  it.each([
    ['empty text', '', /empty/],
    ['invalid JSON', '{"format": "tharsis-save", "ver', /not valid JSON/],
    ['a JSON array', '[]', /not a Tharsis save/],
    ['another format', JSON.stringify({ ...sampleSave(), format: 'other-game' }), /not a Tharsis save \(format is "other-game"/],
    ['a missing format', JSON.stringify({ hello: 1 }), /format is missing/],
    ['a newer version', JSON.stringify({ ...sampleSave(), version: 7 }), /newer version/],
    ['an unknown system', JSON.stringify({ ...sampleSave(), system: 'chess' }), /unsupported game system "chess"/],
    ['a snapshot of an unknown system', JSON.stringify({ ...sampleSave(), snapshot: { system: 'chess' } }), /^damaged save: its stored game position is not what Tharsis wrote/],
    ['a snapshot of another system than the save', JSON.stringify({ ...sampleSave(), snapshot: { system: 'dice' } }), /snapshot is a "dice" game but the save is "tm"/],
    ['a move that is not an object', JSON.stringify({ ...sampleSave(), moves: [{ seat: 9, move: {} }] }), /^damaged save: its list of moves is not what Tharsis wrote \(at moves\.0\.seat\)$/],
    ['an unsafe game id', JSON.stringify({ ...sampleSave(), meta: { ...sampleSave().meta, gameId: '../x' } }), /^damaged save: its description \(date, players, generation\) is not what Tharsis wrote \(at meta\.gameId\)$/],
  ])('rejects %s with a clear message', (_name, text, message) => {
    const result = parseSave(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
