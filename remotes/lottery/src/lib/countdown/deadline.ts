/** When a server answer was asked for and received, epoch ms of the client clock. */
export interface RoundTrip {
  sentAt: number;
  receivedAt: number;
}

/**
 * The client time at which a server's "seconds left" ends. The server counted `remainSeconds` somewhere between the
 * request and the answer: taken at the middle of the round trip (half of it corrected), the deadline neither lags by
 * the network time nor runs early.
 */
export function serverDeadline(remainSeconds: number, trip: RoundTrip): number {
  const serverNow = trip.sentAt + Math.max(0, trip.receivedAt - trip.sentAt) / 2;
  return serverNow + remainSeconds * 1000;
}

/** Run a call and note its round trip on `clock` (Date.now by default). */
export async function timed<T>(
  call: () => Promise<T>,
  clock: () => number = Date.now,
): Promise<{ value: T; trip: RoundTrip }> {
  const sentAt = clock();
  const value = await call();
  return { value, trip: { sentAt, receivedAt: clock() } };
}
