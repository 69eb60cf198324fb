// A deep copy for plain JSON-like data (objects, arrays, primitives). It skips structuredClone's
// serialise/deserialise round trip, which made copying the state most of the cost of every move.

export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    // undefined-valued keys are kept as they are, so the copy hashes and serialises like the original
    out[key] = clonePlain((value as Record<string, unknown>)[key]);
  }
  return out as T;
}
