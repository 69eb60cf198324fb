// Freezes a value and everything it holds, so any later in-place write into it throws (in strict mode).
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const item of Object.values(value as object)) deepFreeze(item);
  return Object.freeze(value);
}
