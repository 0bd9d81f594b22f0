import {
  byteLength,
  escapeHeader,
  MAX_FRAME_BYTES,
  serializeFrame,
  StompParser,
  StompSyntaxError,
  unescapeHeader,
} from './stomp-frame';

describe('serializeFrame', () => {
  it('writes command, escaped headers, blank line, body and NUL with a byte content-length', () => {
    const text = serializeFrame({
      command: 'MESSAGE',
      headers: { destination: '/a:b', note: 'x\ny\\' },
      body: '中奖',
    });
    expect(text).toBe('MESSAGE\ndestination:/a\\cb\nnote:x\\ny\\\\\ncontent-length:6\n\n中奖\0');
  });

  it('leaves CONNECTED headers unescaped and empty bodies without content-length', () => {
    expect(
      serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '0,0' }, body: '' }),
    ).toBe('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
  });
});

describe('header escaping', () => {
  it('round-trips the four escapes and rejects undefined ones', () => {
    const value = 'a:b\\c\rd\ne';
    expect(unescapeHeader(escapeHeader(value))).toBe(value);
    expect(() => unescapeHeader('bad\\t')).toThrow(StompSyntaxError);
    expect(() => unescapeHeader('trailing\\')).toThrow(StompSyntaxError);
  });
});

describe('StompParser', () => {
  it('parses what serializeFrame writes, UTF-8 body included', () => {
    const frame = {
      command: 'SEND',
      headers: { destination: '/x:y', 'content-type': 'application/json' },
      body: '{"名":"值"}',
    };
    const [parsed] = new StompParser().push(serializeFrame(frame));
    expect(parsed).toEqual({
      ...frame,
      headers: { ...frame.headers, 'content-length': String(byteLength(frame.body)) },
    });
  });

  it('splits several frames in one message and skips heart-beat newlines between them', () => {
    const data = '\n\nSUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0\r\n\nUNSUBSCRIBE\nid:1\n\n\0\n';
    const frames = new StompParser().push(data);
    expect(frames.map((f) => [f.command, f.headers.id])).toEqual([
      ['SUBSCRIBE', '1'],
      ['UNSUBSCRIBE', '1'],
    ]);
  });

  it('waits for the rest of a frame split across messages, even inside a multi-byte character', () => {
    const bytes = new TextEncoder().encode(serializeFrame({ command: 'SEND', headers: {}, body: 'ü€' }));
    const parser = new StompParser();
    expect(parser.push(bytes.subarray(0, bytes.length - 3))).toEqual([]);
    expect(parser.push(bytes.subarray(bytes.length - 3))).toEqual([
      { command: 'SEND', headers: { 'content-length': '5' }, body: 'ü€' },
    ]);
  });

  it('reads exactly content-length bytes, so the body may hold NUL', () => {
    const [frame] = new StompParser().push('SEND\ncontent-length:3\n\na\0b\0');
    expect(frame?.body).toBe('a\0b');
  });

  it('accepts CRLF line ends and keeps the first of repeated headers', () => {
    const [frame] = new StompParser().push('SEND\r\nfoo:1\r\nfoo:2\r\n\r\nhi\0');
    expect(frame).toEqual({ command: 'SEND', headers: { foo: '1' }, body: 'hi' });
  });

  it('does not unescape CONNECT headers (STOMP 1.2 value encoding)', () => {
    const [frame] = new StompParser().push('CONNECT\ntoken:a\\b\n\n\0');
    expect(frame?.headers.token).toBe('a\\b');
  });

  it.each([
    ['a lower-case command', 'send\n\n\0'],
    ['a header without colon', 'SEND\nnocolon\n\n\0'],
    ['an undefined escape', 'SEND\na:\\x\n\n\0'],
    ['a body longer than content-length', 'SEND\ncontent-length:1\n\nab\0'],
    ['a bad content-length', 'SEND\ncontent-length:-1\n\n\0'],
  ])('rejects %s', (_name, data) => {
    expect(() => new StompParser().push(data)).toThrow(StompSyntaxError);
  });

  it('refuses to buffer a frame beyond the size limit', () => {
    expect(() => new StompParser().push(`SEND\n\n${'x'.repeat(MAX_FRAME_BYTES)}`)).toThrow(/larger than/);
  });
});
