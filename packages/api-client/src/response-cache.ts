/**
 * Session-storage cache for reads the spec marks cached (country list, merchant wallet, download setting, many
 * settings). Entries expire after their lifetime; a corrupt entry or unavailable storage is a cache miss, never an
 * error. Only parsed, successful values are stored.
 */
export class ResponseCache {
  constructor(
    private readonly storage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
    private readonly now: () => number = () => Date.now(),
    private readonly prefix = 'wl.api.',
  ) {}

  /** The cached value, or undefined when missing or expired. */
  get(key: string): unknown {
    let raw: string | null = null;
    try {
      raw = this.storage?.getItem(this.prefix + key) ?? null;
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as { expires: number; value: unknown };
      if (typeof entry.expires === 'number' && entry.expires > this.now()) return entry.value;
    } catch {
      // corrupt: fall through and drop it
    }
    this.delete(key);
    return undefined;
  }

  /** Store a value for `lifetimeMs`. */
  set(key: string, value: unknown, lifetimeMs: number): void {
    try {
      this.storage?.setItem(this.prefix + key, JSON.stringify({ expires: this.now() + lifetimeMs, value }));
    } catch {
      // storage full or disabled: the next read asks the server again
    }
  }

  delete(key: string): void {
    try {
      this.storage?.removeItem(this.prefix + key);
    } catch {
      // nothing to do
    }
  }

  /** Drop every entry of this cache (e.g. on logout or a language change that alters cached texts). */
  clear(): void {
    try {
      if (!this.storage) return;
      for (let i = this.storage.length - 1; i >= 0; i -= 1) {
        const key = this.storage.key(i);
        if (key?.startsWith(this.prefix)) this.storage.removeItem(key);
      }
    } catch {
      // nothing to do
    }
  }
}
