import { parseDestination } from './destinations';
import { HEARTBEAT, serializeFrame, StompParser, StompSyntaxError, type StompFrame } from './stomp-frame';

/** The connection under a session (a SockJS connection on the server, a fake in tests). */
export interface StompTransport {
  send(data: string): void;
  close(): void;
}

/** Who a connection belongs to, once CONNECT authenticated it. */
export interface StompIdentity {
  merchant: string;
  /** The member; null for a visitor (no token), who may only follow broadcast topics such as draws. */
  customerId: number | null;
}

/** Header of every MESSAGE naming its event: the same event delivered again keeps its id (clients dedupe on it). */
export const EVENT_ID_HEADER = 'event-id';

/** Heart-beat intervals the server offers in CONNECTED (ms; 0 = none). */
export interface HeartbeatOffer {
  /** How often the server can send heart-beats (sx). */
  outgoing: number;
  /** How often the server wants the client's heart-beats (sy). */
  incoming: number;
}

/** What a session needs from its hub. */
export interface StompSessionOptions {
  /** Session id, used in message-ids. */
  id: string;
  /** Checks CONNECT's token and merchant headers; null refuses the connection. */
  authenticate(token: string | undefined, merchant: string | undefined): StompIdentity | null;
  heartbeat: HeartbeatOffer;
  /** Called once when the session ends, whoever closed it. */
  onClose(session: StompSession): void;
  /** Called after a SUBSCRIBE was accepted (the hub redelivers a member's last event there when asked to). */
  onSubscribed?(session: StompSession, destination: string): void;
}

/** Client commands that need no action beyond an optional receipt (transactions and acks: auto-ack only). */
const IGNORED = new Set(['ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT']);

/** Parses a heart-beat header `cx,cy`; null when malformed. */
function parseHeartbeat(value: string | undefined): [number, number] | null {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? '0,0');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * One client connection speaking STOMP 1.2: CONNECT/STOMP with token and merchant (a visitor: merchant only),
 * SUBSCRIBE to the member's own topic or to draw topics, UNSUBSCRIBE, DISCONNECT with receipt, negotiated heart-beats. Protocol errors answer an
 * ERROR frame and close, as the specification requires.
 */
export class StompSession {
  /** Set once CONNECT succeeded. */
  identity: StompIdentity | null = null;
  private readonly parser = new StompParser();
  private readonly subscriptions = new Map<string, string>();
  private messages = 0;
  private closed = false;
  private lastReceived = Date.now();
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly transport: StompTransport,
    private readonly options: StompSessionOptions,
  ) {}

  /** The destinations this session follows, in subscription order. */
  get destinations(): string[] {
    return [...this.subscriptions.values()];
  }

  /** Handles data from the client: zero or more frames and heart-beats. */
  receive(data: string): void {
    if (this.closed) return;
    this.lastReceived = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.parser.push(data);
    } catch (error) {
      if (!(error instanceof StompSyntaxError)) throw error;
      return this.error('malformed frame', error.message);
    }
    for (const frame of frames) {
      if (this.closed) return;
      this.handle(frame);
    }
  }

  /**
   * Sends a MESSAGE to each of this session's subscriptions to `destination`, with `eventId` in the
   * {@link EVENT_ID_HEADER} header when given; answers how many were sent.
   */
  deliver(destination: string, json: string, eventId?: string): number {
    if (this.closed) return 0;
    let sent = 0;
    for (const [id, subscribed] of this.subscriptions) {
      if (subscribed !== destination) continue;
      this.messages += 1;
      const headers: Record<string, string> = {
        subscription: id,
        'message-id': `${this.options.id}-${this.messages}`,
        destination,
        'content-type': 'application/json',
      };
      if (eventId !== undefined) headers[EVENT_ID_HEADER] = eventId;
      this.send({ command: 'MESSAGE', headers, body: json });
      sent += 1;
    }
    return sent;
  }

  /** Sends an ERROR frame with `message` and closes, as the server does when it revokes a session. */
  refuse(message: string, detail: string): void {
    if (!this.closed) this.error(message, detail);
  }

  /** Ends the session and closes the transport (idempotent). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.subscriptions.clear();
    this.transport.close();
    this.options.onClose(this);
  }

  private send(frame: StompFrame): void {
    this.transport.send(serializeFrame(frame));
  }

  /** ERROR frame, then close (STOMP 1.2: the server closes the connection after an ERROR). */
  private error(message: string, detail: string, frame?: StompFrame): void {
    const headers: Record<string, string> = { message, 'content-type': 'text/plain' };
    const receipt = frame?.headers.receipt;
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.send({ command: 'ERROR', headers, body: detail });
    this.close();
  }

  private handle(frame: StompFrame): void {
    if (!this.identity) {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
      return this.error('not.connected', `${frame.command} before CONNECT`, frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        if (!this.subscribe(frame)) return;
        this.answerReceipt(frame);
        this.options.onSubscribed?.(this, frame.headers.destination ?? '');
        return;
      case 'UNSUBSCRIBE':
        if (frame.headers.id === undefined)
          return this.error('missing.header', 'UNSUBSCRIBE needs an id', frame);
        this.subscriptions.delete(frame.headers.id);
        break;
      case 'DISCONNECT':
        if (frame.headers.receipt !== undefined) {
          this.send({ command: 'RECEIPT', headers: { 'receipt-id': frame.headers.receipt }, body: '' });
        }
        return this.close();
      case 'CONNECT':
      case 'STOMP':
        return this.error('already.connected', 'the session is already connected', frame);
      default:
        if (!IGNORED.has(frame.command)) {
          // Clients only listen: the platform takes no SEND over the realtime channel.
          return this.error('unsupported.command', `${frame.command} is not supported`, frame);
        }
    }
    this.answerReceipt(frame);
  }

  private answerReceipt(frame: StompFrame): void {
    if (frame.headers.receipt !== undefined) {
      this.send({ command: 'RECEIPT', headers: { 'receipt-id': frame.headers.receipt }, body: '' });
    }
  }

  private connect(frame: StompFrame): void {
    const versions = frame.headers['accept-version'];
    if (
      versions !== undefined &&
      !versions
        .split(',')
        .map((v) => v.trim())
        .includes('1.2')
    ) {
      return this.error('unsupported.version', 'this server speaks STOMP 1.2', frame);
    }
    const heartbeat = parseHeartbeat(frame.headers['heart-beat']);
    if (!heartbeat) return this.error('malformed frame', 'heart-beat must be "cx,cy"', frame);
    const identity = this.options.authenticate(frame.headers.token, frame.headers.merchant);
    // The token is never echoed: error bodies and logs must not carry it.
    if (!identity) return this.error('user.or.token.invalid', 'missing, unknown or expired token', frame);
    this.identity = identity;

    const { outgoing: sx, incoming: sy } = this.options.heartbeat;
    const [cx, cy] = heartbeat;
    this.send({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': `${sx},${sy}`, server: 'wl-sandbox/1.0' },
      body: '',
    });
    this.startHeartbeats(sx > 0 && cy > 0 ? Math.max(sx, cy) : 0, cx > 0 && sy > 0 ? Math.max(cx, sy) : 0);
  }

  /** Sends heart-beats every `sendEvery` ms; drops the client when nothing arrived for 2 × `expectEvery` ms. */
  private startHeartbeats(sendEvery: number, expectEvery: number): void {
    if (sendEvery > 0) this.timers.push(setInterval(() => this.transport.send(HEARTBEAT), sendEvery));
    if (expectEvery > 0) {
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceived > 2 * expectEvery) this.close();
        }, expectEvery),
      );
    }
  }

  private subscribe(frame: StompFrame): boolean {
    const { id, destination } = frame.headers;
    if (id === undefined || destination === undefined) {
      this.error('missing.header', 'SUBSCRIBE needs id and destination', frame);
      return false;
    }
    if (this.subscriptions.has(id)) {
      this.error('duplicate.subscription', `subscription id ${id} is in use`, frame);
      return false;
    }
    const target = parseDestination(destination);
    if (target.kind === 'unknown') {
      this.error('unknown.destination', `no such destination ${destination}`, frame);
      return false;
    }
    // A visitor has no member topic; a member has only their own.
    if (target.kind === 'user' && target.customerId !== this.identity?.customerId) {
      this.error('forbidden', 'a member may only subscribe to their own topic', frame);
      return false;
    }
    this.subscriptions.set(id, destination);
    return true;
  }
}
