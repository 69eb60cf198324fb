// Plain data compared by content: the same whatever order an object's keys came in. Shared so the
// engine's fingerprints and the renderer's hint rows read a move the same way.

/** Serialises with object keys sorted, so insertion order never changes the result. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** Whether two pieces of plain data are the same, whatever order their keys came in. */
export const sameData = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
