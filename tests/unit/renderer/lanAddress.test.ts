// Typing a host's address to join its LAN game: what people type becomes the host's WebSocket address.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAN_PORT, hostSocketUrl } from '../../../src/renderer/lan';

describe('hostSocketUrl', () => {
  it('adds the default LAN port and the socket path', () => {
    expect(hostSocketUrl('192.168.1.5')).toBe(`ws://192.168.1.5:${DEFAULT_LAN_PORT}/ws`);
    expect(hostSocketUrl(' 192.168.1.5:6000 ')).toBe('ws://192.168.1.5:6000/ws');
    expect(hostSocketUrl('http://mars-laptop.local:5171/')).toBe('ws://mars-laptop.local:5171/ws');
    expect(hostSocketUrl('[fe80::1]:5171')).toBe('ws://[fe80::1]:5171/ws');
    expect(hostSocketUrl('[fe80::1]')).toBe(`ws://[fe80::1]:${DEFAULT_LAN_PORT}/ws`);
  });

  it('refuses text that is not an address', () => {
    expect(hostSocketUrl('')).toBeNull();
    expect(hostSocketUrl('a b')).toBeNull();
    expect(hostSocketUrl('host:port')).toBeNull();
    expect(hostSocketUrl('evil"><script>')).toBeNull();
  });
});
