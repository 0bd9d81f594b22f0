import { loadStompClient, SOCKJS_TRANSPORTS } from './realtime-store';

jest.mock('sockjs-client', () => jest.fn(() => ({})));

it('connects over SockJS without its JSONP or iframe transports, which the site policy refuses', async () => {
  const client = await loadStompClient('/rtmsg', {});
  (client as unknown as { webSocketFactory: () => unknown }).webSocketFactory();
  const SockJS = jest.requireMock('sockjs-client') as jest.Mock;
  expect(SockJS).toHaveBeenCalledWith('/rtmsg', undefined, { transports: SOCKJS_TRANSPORTS });
  expect(SOCKJS_TRANSPORTS).toContain('websocket');
  expect(SOCKJS_TRANSPORTS.filter((name) => /jsonp|iframe|htmlfile/.test(name))).toEqual([]);
});
