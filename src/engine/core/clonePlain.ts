// A deep copy for plain JSON-like data (objects, arrays, primitives). It skips structuredClone's
// serialise/deserialise round trip, which made copying the state most of the cost of every move.
// Arrays of primitives only (decks, hands, discard piles) are copied with one slice.

export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  return (Array.isArray(value) ? cloneArray(value) : cloneObject(value as Record<string, unknown>)) as T;
}

function cloneArray(items: unknown[]): unknown[] {
  let i = 0;
  while (i < items.length && (items[i] === null || typeof items[i] !== 'object')) i++;
  if (i === items.length) return items.slice();
  const out = items.slice();
  for (; i < out.length; i++) out[i] = clonePlain(out[i]);
  return out;
}

function cloneObject(source: Record<string, unknown>): Record<string, unknown> {
  // Spread copies a whole flat object in one step (keys in order, undefined-valued keys kept, so the
  // copy hashes and serialises like the original); nested objects are then replaced by their copies.
  const out: Record<string, unknown> = { ...source };
  for (const key in out) {
    const item = out[key];
    if (item !== null && typeof item === 'object') out[key] = clonePlain(item);
  }
  return out;
}
