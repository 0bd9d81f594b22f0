// STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): parse and serialise.
// Works on bytes because content-length counts UTF-8 bytes, not string characters.

/** One STOMP frame. Repeated headers keep the first value, as the specification says. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A frame that breaks the STOMP grammar; the session answers it with an ERROR frame. */
export class StompSyntaxError extends Error {
  override name = 'StompSyntaxError';
}

/** Commands whose headers are never escaped (STOMP 1.2 "Value Encoding"). */
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

/** Biggest frame accepted; a client that never sends NUL must not grow the buffer without bound. */
export const MAX_FRAME_BYTES = 64 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

/** Escapes a header name or value. */
export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) => ESCAPES[c] ?? c);
}

/** Reverses {@link escapeHeader}; an undefined escape sequence is a syntax error. */
export function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/g, (sequence) => {
    const plain = UNESCAPES[sequence];
    if (plain === undefined)
      throw new StompSyntaxError(`undefined escape sequence ${JSON.stringify(sequence)}`);
    return plain;
  });
}

/** Byte length of a string in UTF-8. */
export const byteLength = (text: string): number => encoder.encode(text).length;

/**
 * Serialises a frame. Headers are escaped (except on CONNECT/CONNECTED); a body gets a content-length header unless
 * the caller set one, so bodies may contain NUL.
 */
export function serializeFrame(frame: StompFrame): string {
  const raw = RAW_HEADER_COMMANDS.has(frame.command);
  const headers = { ...frame.headers };
  if (frame.body !== '' && headers['content-length'] === undefined) {
    headers['content-length'] = String(byteLength(frame.body));
  }
  const lines = Object.entries(headers).map(([name, value]) =>
    raw ? `${name}:${value}` : `${escapeHeader(name)}:${escapeHeader(value)}`,
  );
  return `${frame.command}\n${lines.map((line) => `${line}\n`).join('')}\n${frame.body}\0`;
}

/** The heart-beat a peer sends: one end of line. */
export const HEARTBEAT = '\n';

/** Index of the blank line ending the headers, and where the body starts, or null if not received yet. */
function findHeaderEnd(bytes: Uint8Array): { end: number; bodyStart: number } | null {
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== LF) continue;
    if (bytes[i + 1] === LF) return { end: i, bodyStart: i + 2 };
    if (bytes[i + 1] === CR && bytes[i + 2] === LF) return { end: i, bodyStart: i + 3 };
  }
  return null;
}

function decode(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new StompSyntaxError('frame is not valid UTF-8');
  }
}

/** Parses the command and header lines of one frame. */
function parseHead(head: string): Pick<StompFrame, 'command' | 'headers'> {
  const [command = '', ...lines] = head.split(/\r?\n/);
  if (!/^[A-Z]+$/.test(command))
    throw new StompSyntaxError(`bad command ${JSON.stringify(command.slice(0, 20))}`);
  const raw = RAW_HEADER_COMMANDS.has(command);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompSyntaxError(`bad header line ${JSON.stringify(line.slice(0, 40))}`);
    const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
    const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
    if (!(name in headers)) headers[name] = value;
  }
  return { command, headers };
}

/**
 * Incremental parser: feed it what arrives (a SockJS message may hold several frames, part of one, or heart-beat
 * newlines) and it returns the frames completed so far, keeping the rest for the next call.
 */
export class StompParser {
  private buffer: Uint8Array = new Uint8Array(0);

  /** Adds data and returns every complete frame; throws {@link StompSyntaxError} on a malformed frame. */
  push(chunk: string | Uint8Array): StompFrame[] {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    const joined = new Uint8Array(this.buffer.length + bytes.length);
    joined.set(this.buffer);
    joined.set(bytes, this.buffer.length);
    this.buffer = joined;

    const frames: StompFrame[] = [];
    for (;;) {
      this.skipHeartbeats();
      if (this.buffer.length === 0) break;
      const frame = this.takeFrame();
      if (!frame) break;
      frames.push(frame);
    }
    if (this.buffer.length > MAX_FRAME_BYTES)
      throw new StompSyntaxError(`frame larger than ${MAX_FRAME_BYTES} bytes`);
    return frames;
  }

  /** Drops end-of-line octets before a frame: they are heart-beats (or the optional EOLs after a NUL). */
  private skipHeartbeats(): void {
    let i = 0;
    while (i < this.buffer.length && (this.buffer[i] === LF || this.buffer[i] === CR)) i++;
    if (i > 0) this.buffer = this.buffer.subarray(i);
  }

  /** Takes one complete frame off the buffer, or answers null if more bytes are needed. */
  private takeFrame(): StompFrame | null {
    const headerEnd = findHeaderEnd(this.buffer);
    if (!headerEnd) return null;
    const { command, headers } = parseHead(decode(this.buffer.subarray(0, headerEnd.end)));
    const lengthHeader = headers['content-length'];
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d+$/.test(lengthHeader)) throw new StompSyntaxError(`bad content-length ${lengthHeader}`);
      bodyEnd = headerEnd.bodyStart + Number(lengthHeader);
      if (this.buffer.length <= bodyEnd) return null;
      if (this.buffer[bodyEnd] !== NUL)
        throw new StompSyntaxError('frame body longer than its content-length');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, headerEnd.bodyStart);
      if (bodyEnd < 0) return null;
    }
    const body = decode(this.buffer.subarray(headerEnd.bodyStart, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}
