const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges a patch into a config object: plain-object values merge one level deep (so `{ currency: { symbol } }`
 * keeps the position), anything else replaces.
 */
export function mergeConfig<T extends Record<string, unknown>>(
  target: T,
  patch: Record<string, unknown>,
): void {
  const record = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const current = record[key];
    record[key] =
      isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : structuredClone(value);
  }
}
