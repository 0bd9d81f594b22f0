/** @jest-environment jsdom */
import { MINI_GAME_GLOBAL } from './constants';
import { loadMiniGameScript, type MiniGameApi } from './load-script';

const globals = window as unknown as Record<string, unknown>;
const scripts = () => document.head.querySelectorAll<HTMLScriptElement>('script[data-mini-game]');

afterEach(() => {
  delete globals[MINI_GAME_GLOBAL];
  document.head.innerHTML = '';
});

describe('loadMiniGameScript', () => {
  it('adds the script once and resolves with its global; a script that defines none can be tried again', async () => {
    const first = loadMiniGameScript('/mini-game/test.js');
    const second = loadMiniGameScript('/mini-game/test.js');
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow(
      `/mini-game/test.js loaded but it did not define ${MINI_GAME_GLOBAL}`,
    );
    await expect(second).rejects.toThrow(/did not define/);

    const api: MiniGameApi = { mount: () => () => undefined };
    const retry = loadMiniGameScript('/mini-game/test.js');
    expect(scripts()).toHaveLength(1);
    globals[MINI_GAME_GLOBAL] = api;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(api);
    await expect(loadMiniGameScript('/mini-game/test.js')).resolves.toBe(api);
  });
});
