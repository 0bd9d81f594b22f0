import { createShellServices, type ShellSite } from './shell-services';

describe('shell.realtime', () => {
  it("hands areas' topics to the root's realtime store, reading it at call time", () => {
    const calls: string[] = [];
    const stop = () => void calls.push('stop');
    const root: { i18n: unknown; realtime: unknown } = { i18n: { t: (key: string) => key }, realtime: null };
    const shell = createShellServices(root as ShellSite);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shell.realtime.connected).toBe(false);
    shell.realtime.subscribeDraws('CQSSC', () => {})(); // before the site started: nothing to follow
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();

    root.realtime = {
      connected: true,
      subscribeTopic: (destination: string) => (calls.push(`topic:${destination}`), stop),
      subscribeDraws: (gameCode: string) => (calls.push(`draws:${gameCode}`), stop),
    };
    expect(shell.realtime.connected).toBe(true);
    shell.realtime.subscribeTopic('/topic/news', () => {})();
    shell.realtime.subscribeDraws('CQSSC', () => {})();
    expect(calls).toEqual(['topic:/topic/news', 'stop', 'draws:CQSSC', 'stop']);
  });
});
