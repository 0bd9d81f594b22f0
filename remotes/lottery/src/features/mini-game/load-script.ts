import { loadResource } from '@wl/ui/script';
import { MINI_GAME_GLOBAL, MINI_GAME_SCRIPT_URL } from './constants';

/** Options the mini-game script's `mount` takes. */
export interface MiniGameMountOptions {
  mode: 'LOTT' | 'SEA';
  labels: { title: string; roll: string; play: string };
  onPlay: () => void;
}

/** The script's global (packages/sandbox's stand-in and a provider's real script alike). */
export interface MiniGameApi {
  mount(element: HTMLElement, options: MiniGameMountOptions): () => void;
}

function api(): MiniGameApi | undefined {
  const value = (window as unknown as Record<string, unknown>)[MINI_GAME_GLOBAL] as MiniGameApi | undefined;
  return value && typeof value.mount === 'function' ? value : undefined;
}

/**
 * Loads the mini-game's script once per page (a path under /mini-game/ on the site's own origin) and resolves with
 * its global. A failed load, or a script that defines no global, can be tried again: the next call adds a fresh
 * script element.
 */
export async function loadMiniGameScript(src: string = MINI_GAME_SCRIPT_URL): Promise<MiniGameApi> {
  const ready = api();
  if (ready) return ready;
  await loadResource(src, {
    dataset: { miniGame: '' },
    verify: () => {
      if (!api()) throw new Error(`it did not define ${MINI_GAME_GLOBAL}`);
    },
  });
  return api()!;
}
