/**
 * A lottery draw as broadcast on the site config's draw topic (`/topic/draw_number/{gameCode}`): the issue
 * (`numero`) and its winning numbers, comma separated (as `GET /lgw/draw` lists them).
 */
export interface DrawBroadcast {
  gameCode: string;
  numero: string;
  winNo: string;
}

/** A handler of one broadcast topic's messages: the parsed JSON body of each, once per event. */
export type TopicHandler = (body: unknown) => void;

/**
 * The shell's realtime topic service: areas follow broadcast topics through it and never touch STOMP. The host runs
 * the one connection (SockJS + STOMP) and shares it: it subscribes a topic once however many areas follow it,
 * subscribes every topic again after a reconnect and hands each event to the handlers once, even when the server
 * delivers it again. Visitors get broadcast topics too (a connection without a token, opened while some topic is
 * followed). A member's own events are not topics here: the host republishes them on the event bus under their
 * spec names (`INBOX`, `DEPOSIT`, ...).
 */
export interface RealtimeService {
  /** True while the connection is up (observable). */
  readonly connected: boolean;
  /**
   * Follow a broadcast topic (a destination such as `/topic/draw_number/CQSSC`). The handler gets each message's
   * JSON body; frames that are not JSON are dropped. A member topic is refused (a warning, nothing followed). Returns the function that stops following; the last area to
   * stop following a topic unsubscribes it on the server.
   */
  subscribeTopic(destination: string, handler: TopicHandler): () => void;
  /**
   * Follow one lottery game's draws on the site config's draw topic (`realtime.drawTopic`, `{gameCode}` filled in).
   * Bodies that are not a {@link DrawBroadcast} of that game are dropped. Returns the function that stops following.
   */
  subscribeDraws(gameCode: string, handler: (draw: DrawBroadcast) => void): () => void;
}

/** True for a {@link DrawBroadcast} body (three strings); the shell drops anything else. */
export function isDrawBroadcast(body: unknown): body is DrawBroadcast {
  if (typeof body !== 'object' || body === null) return false;
  const { gameCode, numero, winNo } = body as Record<string, unknown>;
  return typeof gameCode === 'string' && typeof numero === 'string' && typeof winNo === 'string';
}

/** The destination of a game's draws: `pattern` (site config `realtime.drawTopic`) with `{gameCode}` filled in. */
export function drawTopicOf(pattern: string, gameCode: string): string {
  return pattern.replace('{gameCode}', gameCode);
}

/**
 * {@link RealtimeService.subscribeDraws} on top of `subscribeTopic`, as the host and the fake shell implement it:
 * only draws of `gameCode` reach the handler.
 */
export function subscribeDrawsVia(
  subscribeTopic: RealtimeService['subscribeTopic'],
  pattern: string,
  gameCode: string,
  handler: (draw: DrawBroadcast) => void,
): () => void {
  return subscribeTopic(drawTopicOf(pattern, gameCode), (body) => {
    if (isDrawBroadcast(body) && body.gameCode === gameCode) handler(body);
  });
}
