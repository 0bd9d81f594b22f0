/**
 * The request's JSON body as a plain object, or null when it is missing, not JSON or not an object.
 * Handlers answer null with a `request.invalid` envelope instead of throwing (a throw would be a 500).
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
