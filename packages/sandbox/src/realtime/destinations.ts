/** What a SUBSCRIBE destination names. */
export type Destination =
  { kind: 'user'; customerId: number } | { kind: 'draw'; gameCode: string } | { kind: 'unknown' };

const USER_TOPIC = /^\/topic\/user\/(\d+)$/;
const DRAW_TOPIC = /^\/topic\/draw_number\/([A-Za-z0-9_-]+)$/;

/** Classifies a destination by the sandbox's default patterns (`/topic/user/{id}`, `/topic/draw_number/{code}`). */
export function parseDestination(destination: string): Destination {
  const user = USER_TOPIC.exec(destination);
  if (user?.[1]) return { kind: 'user', customerId: Number(user[1]) };
  const draw = DRAW_TOPIC.exec(destination);
  if (draw?.[1]) return { kind: 'draw', gameCode: draw[1] };
  return { kind: 'unknown' };
}
