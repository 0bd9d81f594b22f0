import { ApiError, playerMessageKey, playerText } from './api-error';

const base = { endpointId: 'host.login', method: 'POST', path: '/wps/session/login' };
const t = (key: string) => `t(${key})`;

describe('what a player reads of a failure', () => {
  it('translates transport refusals instead of showing the server sentence', () => {
    const stale = new ApiError(
      {
        ...base,
        kind: 'server',
        status: 400,
        errorCode: 'encryption.stale',
        serverMessage: 'Encryption ts is more than 5 minutes from the server clock',
      },
      'refused',
    );
    expect(playerMessageKey(stale)).toBe('unknown_error');
    expect(playerText(stale, t)).toBe('t(common:unknown_error)');
  });

  it('shows timeouts and 504 as timeout_retry_please', () => {
    expect(playerText(new ApiError({ ...base, kind: 'timeout' }, 'x'), t)).toBe(
      't(common:timeout_retry_please)',
    );
    expect(playerText(new ApiError({ ...base, kind: 'http', status: 504 }, 'x'), t)).toBe(
      't(common:timeout_retry_please)',
    );
  });

  it('shows unreachable servers, unreadable answers and bare HTTP failures as unknown_error', () => {
    for (const kind of ['network', 'malformed'] as const) {
      expect(playerText(new ApiError({ ...base, kind }, 'POST /x could not reach the server'), t)).toBe(
        't(common:unknown_error)',
      );
    }
    expect(
      playerText(new ApiError({ ...base, kind: 'http', status: 500, statusText: 'Internal' }, 'x'), t),
    ).toBe('t(common:unknown_error)');
    expect(playerText(new Error('boom'), t)).toBe('t(common:unknown_error)');
  });

  it("keeps the server's own message (or code) for business failures", () => {
    const wrong = new ApiError(
      { ...base, kind: 'server', errorCode: 'login.fail', serverMessage: '用户名或密码错误' },
      'x',
    );
    expect(playerMessageKey(wrong)).toBeNull();
    expect(playerText(wrong, t)).toBe('用户名或密码错误');
    expect(playerText(new ApiError({ ...base, kind: 'server', errorCode: 'login.fail' }, 'x'), t)).toBe(
      'login.fail',
    );
  });
});
