// The shared @wl/ui (the host's, in a remote): one policy and one list of allowed origins for the page.
import { trustedScriptUrl } from '@wl/ui';

/** What {@link ResourceLoader.load} adds: a `<script src>` (the default) or a `<link rel="stylesheet">`. */
export type ResourceKind = 'script' | 'style';

/** Options of one load. */
export interface LoadResourceOptions {
  /** A script (default) or a stylesheet. */
  kind?: ResourceKind;
  /** Give up after this many milliseconds: the load rejects with reason `timeout` and the element goes. */
  timeoutMs?: number;
  /** `data-*` attributes of the element, as `dataset` names them (e.g. `{ testid: 'promo-ui-script' }`). */
  dataset?: Readonly<Record<string, string>>;
  /** Take the element away once it has loaded (a script has run by then): for a throwaway load. */
  removeOnLoad?: boolean;
  /**
   * Checked once the element has loaded (e.g. that a script defined its global); a throw counts as a failed load,
   * so the next call adds a fresh element.
   */
  verify?: () => void;
}

/** Why a load failed: the element's error event, the timeout, or {@link LoadResourceOptions.verify}. */
export type LoadFailure = 'error' | 'timeout' | 'verify';

/** A failed load of `url`; its message names the URL. */
export class ResourceLoadError extends Error {
  /**
   * @param url - what was loaded
   * @param reason - why it failed
   * @param cause - what `verify` threw, for reason `verify`
   */
  constructor(
    readonly url: string,
    readonly reason: LoadFailure,
    cause?: unknown,
  ) {
    super(
      reason === 'timeout'
        ? `${url} timed out`
        : reason === 'verify'
          ? `${url} loaded but ${cause instanceof Error ? cause.message : String(cause)}`
          : `${url} failed to load`,
      { cause },
    );
    this.name = 'ResourceLoadError';
  }
}

/** Loads outside scripts and stylesheets by URL. */
export interface ResourceLoader {
  /**
   * Add the element for `url` to the document's head and resolve once it has loaded (a script has run). One load per
   * URL and kind: later calls share it, also after it succeeded. A failed load (error, timeout, verify) removes its
   * element and is forgotten, so the next call tries again; it rejects with a {@link ResourceLoadError}.
   */
  load(url: string, options?: LoadResourceOptions): Promise<void>;
}

/**
 * A {@link ResourceLoader} on a document (tests pass their own); most code uses {@link loadResource}, the page's one.
 *
 * @param doc - the document to add elements to, read at each load
 */
export function createResourceLoader(doc: () => Document = () => document): ResourceLoader {
  const loads = new Map<string, Promise<void>>();
  return {
    load(url, options = {}) {
      const { kind = 'script', timeoutMs, dataset = {}, removeOnLoad = false, verify } = options;
      const key = `${kind} ${url}`;
      const known = loads.get(key);
      if (known) return known;
      const document = doc();
      let element: HTMLScriptElement | HTMLLinkElement;
      try {
        element =
          kind === 'script'
            ? // The address through the site's Trusted Types policy (an origin the site loads scripts from).
              Object.assign(document.createElement('script'), { src: trustedScriptUrl(url), async: true })
            : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
      } catch (error) {
        return Promise.reject(new ResourceLoadError(url, 'error', error));
      }
      const promise = new Promise<void>((resolve, reject) => {
        Object.assign(element.dataset, dataset);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const fail = (reason: LoadFailure, cause?: unknown) => {
          clearTimeout(timer);
          element.remove();
          loads.delete(key);
          reject(new ResourceLoadError(url, reason, cause));
        };
        if (timeoutMs !== undefined) timer = setTimeout(() => fail('timeout'), timeoutMs);
        element.onload = () => {
          clearTimeout(timer);
          try {
            verify?.();
          } catch (error) {
            fail('verify', error);
            return;
          }
          if (removeOnLoad) element.remove();
          resolve();
        };
        element.onerror = () => fail('error');
        document.head.appendChild(element);
      });
      loads.set(key, promise);
      return promise;
    },
  };
}

let shared: ResourceLoader | null = null;

/**
 * Load a script (or stylesheet) once per page with the page's one {@link ResourceLoader}: see
 * {@link ResourceLoader.load}.
 *
 * @example
 * await loadResource('/mini-game/index.js', { verify: () => assertGlobal() });
 */
export function loadResource(url: string, options?: LoadResourceOptions): Promise<void> {
  shared ??= createResourceLoader();
  return shared.load(url, options);
}
