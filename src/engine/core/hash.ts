// A stable fingerprint of plain data: equal states give equal hashes on every machine.
import { canonicalJson } from '../../shared/canonicalJson';

/** 64-bit FNV-1a (as two 32-bit halves) of the canonical JSON, in hex. */
export function hashOf(value: unknown): string {
  const text = canonicalJson(value);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
