import { createResourceLoader, ResourceLoadError, type ResourceLoader } from '@wl/ui/script';
import { GeetestError } from './geetest-error';

/** Loads an outside script by URL (the geetest vendor's, or the sandbox's stand-in). */
export interface ScriptLoader {
  /** Resolves once the script has run; rejects with a {@link GeetestError} (60204 timeout, 60205 failed load). */
  load(url: string, timeoutMs: number): Promise<void>;
}

/** How long the vendor's script may take to arrive before the load counts as timed out. */
export const SCRIPT_LOAD_TIMEOUT_MS = 10_000;

/**
 * The vendor's script through @wl/ui's loader: one `<script src>` per URL, which every captcha on the page shares. A
 * failed or timed-out load is forgotten, so the next attempt (the one retry on init failure) injects a fresh tag.
 * Here its failures become the vendor's loader codes.
 */
export class DomScriptLoader implements ScriptLoader {
  private readonly loader: ResourceLoader;
  /** One answer per load, so callers sharing a load share a promise too. */
  private readonly answers = new WeakMap<Promise<void>, Promise<void>>();

  constructor(doc: () => Document = () => document) {
    this.loader = createResourceLoader(doc);
  }

  load(url: string, timeoutMs: number): Promise<void> {
    const load = this.loader.load(url, { timeoutMs });
    let answer = this.answers.get(load);
    if (!answer) {
      answer = load.catch((error: unknown) => {
        const timedOut = error instanceof ResourceLoadError && error.reason === 'timeout';
        throw new GeetestError(
          timedOut ? '60204' : '60205',
          timedOut ? `script ${url} timed out` : `script ${url} failed to load`,
        );
      });
      this.answers.set(load, answer);
    }
    return answer;
  }
}

let shared: DomScriptLoader | null = null;

/** The page's one script loader (so the vendor script is injected once however many captchas there are). */
export function sharedScriptLoader(): ScriptLoader {
  shared ??= new DomScriptLoader();
  return shared;
}
