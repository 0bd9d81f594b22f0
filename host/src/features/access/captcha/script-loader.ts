import { GeetestError } from './geetest-error';

/** Loads an outside script by URL (the geetest vendor's, or the sandbox's stand-in). */
export interface ScriptLoader {
  /** Resolves once the script has run; rejects with a {@link GeetestError} (60204 timeout, 60205 failed load). */
  load(url: string, timeoutMs: number): Promise<void>;
}

/** How long the vendor's script may take to arrive before the load counts as timed out. */
export const SCRIPT_LOAD_TIMEOUT_MS = 10_000;

/**
 * Injects `<script src>` once per URL: every captcha on the page shares one load. A failed or timed-out load is
 * forgotten, so the next attempt (the one retry on init failure) injects a fresh tag.
 */
export class DomScriptLoader implements ScriptLoader {
  private readonly loads = new Map<string, Promise<void>>();

  constructor(private readonly doc: () => Document = () => document) {}

  load(url: string, timeoutMs: number): Promise<void> {
    const known = this.loads.get(url);
    if (known) return known;
    const doc = this.doc();
    const promise = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      const fail = (error: GeetestError) => {
        clearTimeout(timer);
        script.remove();
        this.loads.delete(url);
        reject(error);
      };
      const timer = setTimeout(() => fail(new GeetestError('60204', `script ${url} timed out`)), timeoutMs);
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => fail(new GeetestError('60205', `script ${url} failed to load`));
      doc.head.appendChild(script);
    });
    this.loads.set(url, promise);
    return promise;
  }
}

let shared: DomScriptLoader | null = null;

/** The page's one script loader (so the vendor script is injected once however many captchas there are). */
export function sharedScriptLoader(): ScriptLoader {
  shared ??= new DomScriptLoader();
  return shared;
}
