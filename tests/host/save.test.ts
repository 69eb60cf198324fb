// The save file schema: what a damaged, foreign or future file is told.
import { describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/message';
import { parseSave, validateSave } from '../../src/shared/save';
import { sampleSave } from './support/saves';
import { sayIn } from '../../src/renderer/i18n/say';

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

  const systemName = (id: string) => ({ key: `common.system.${id}` });
  it.each([
    ['empty text', '', msg('host.file.empty', { kind: 'save' })],
    ['invalid JSON', '{"format": "tharsis-save", "ver', msg('host.file.notJson', { kind: 'save' })],
    ['a JSON array', '[]', msg('host.file.noObject', { kind: 'save' })],
    ['another format', JSON.stringify({ ...sampleSave(), format: 'other-game' }), msg('host.file.notASave', { format: '"other-game"' })],
    ['a missing format', JSON.stringify({ hello: 1 }), msg('host.file.notASave', { format: msg('host.file.notGiven') })],
    ['a newer version', JSON.stringify({ ...sampleSave(), version: 7 }), msg('host.file.newerVersion', { kind: 'save', version: 7, supported: 1 })],
    ['an unknown system', JSON.stringify({ ...sampleSave(), system: 'chess' }), msg('host.file.unknownSystem', { system: '"chess"' })],
    ['a snapshot of an unknown system', JSON.stringify({ ...sampleSave(), snapshot: { system: 'chess' } }), msg('host.file.damagedPartAt', { part: 'snapshot', at: 'snapshot.system' })],
    ['a snapshot of another system than the save', JSON.stringify({ ...sampleSave(), snapshot: { system: 'dice' } }), msg('host.file.snapshotOfOtherGame', { snapshot: systemName('dice'), game: systemName('tm') })],
    ['a move that is not an object', JSON.stringify({ ...sampleSave(), moves: [{ seat: 9, move: {} }] }), msg('host.file.damagedPartAt', { part: 'moves', at: 'moves.0.seat' })],
    ['an unsafe game id', JSON.stringify({ ...sampleSave(), meta: { ...sampleSave().meta, gameId: '../x' } }), msg('host.file.damagedPartAt', { part: 'meta', at: 'meta.gameId' })],
    ['a missing part', JSON.stringify({ ...sampleSave(), moves: undefined }), msg('host.file.damagedPart', { part: 'moves' })],
  ])('rejects %s with a reason of our own (a message, not the validator\'s English)', (_name, text, message) => {
    const result = parseSave(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual(message);
  });

  it('says a missing header field in the player\'s words, not in English', () => {
    const refused = parseSave(JSON.stringify({ hello: 1 }));
    if (refused.ok) throw new Error('a file without a format was accepted');
    expect(sayIn('de')(refused.error)).toBe('Das ist kein Tharsis-Spielstand (sein Format ist nicht angegeben).');
    expect(sayIn('fr')(refused.error)).not.toMatch(/missing|not given/);
  });
});
