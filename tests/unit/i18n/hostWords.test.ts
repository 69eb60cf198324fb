// The host's words reach a window as messages, checked like everything a (possibly hostile) LAN host sends,
// and are said in the window's language.
import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/shared/message';
import { parseHostMessage } from '../../../src/shared/hostMessages';
import { sayIn } from '../../../src/renderer/i18n/say';

describe("the host's words", () => {
  it('arrive as a message and are said in each language', () => {
    const error = msg('host.error.cannotPlay', { game: msg('common.system.dice') });
    const parsed = parseHostMessage(JSON.stringify({ type: 'error', requestId: 'r1', message: error }));
    expect(parsed).toEqual({ type: 'error', requestId: 'r1', message: error });
    if (parsed.type !== 'error' || typeof parsed.message === 'string') throw new Error('not a message');
    expect(sayIn('en')(parsed.message)).toBe('This host cannot play Terraforming Mars: The Dice Game.');
    expect(sayIn('de')(parsed.message)).toBe('Dieser Host kann Terraforming Mars: Das Würfelspiel nicht spielen.');
    expect(sayIn('fr')(parsed.message)).toBe('Cet hôte ne sait pas jouer à Terraforming Mars : Le jeu de dés.');
  });

  it('still accept a plain sentence from an older host', () => {
    expect(parseHostMessage(JSON.stringify({ type: 'ok', notice: 'Old words.' }))).toEqual({ type: 'ok', notice: 'Old words.' });
  });

  it('refuse what is not shaped like a message: a bad key, or nesting deeper than we ever send', () => {
    expect(parseHostMessage(JSON.stringify({ type: 'error', message: { key: '<script>' } }))).toMatchObject({ type: 'error', message: { key: 'host.error.refusedMessage' } });
    let deep: unknown = 'x';
    for (let i = 0; i < 6; i++) deep = { key: 'common.log.fromOlderVersion', params: { text: deep } };
    expect(parseHostMessage(JSON.stringify({ type: 'error', message: deep }))).toMatchObject({ message: { key: 'host.error.refusedMessage' } });
  });

  it('say an undo note with its bot moves counted in each language', () => {
    const note = msg('host.undo.tookBack', { name: 'Ada', bots: 2 });
    expect(sayIn('en')(note)).toBe('Ada took back a move (and 2 bot moves after it).');
    expect(sayIn('de')(note)).toBe('Ada hat einen Zug zurückgenommen (und 2 Bot-Züge danach).');
    expect(sayIn('fr')(msg('host.undo.tookBack', { name: 'Ada', bots: 0 }))).toBe('Ada a annulé un coup.');
  });
});
