/** Browser storage keys of the session (spec/shell.md §3). */
export const STORAGE_KEYS = {
  token: 'token',
  account: 'account',
  username: 'username',
  merchantCode: 'merchantCode',
  lang: 'lang',
  hisLang: 'hisLang',
  agentType: 'isAgent',
  deviceId: 'deviceId',
} as const;

/** Device id lifetime (spec/shell.md §9). */
export const DEVICE_ID_DAYS = 365;

/** Storage that never throws (private mode, disabled storage, quota). */
export class SafeStorage {
  constructor(
    private readonly backend: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  ) {}

  get(key: string): string | null {
    try {
      return this.backend?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string | null): void {
    try {
      if (value === null) this.backend?.removeItem(key);
      else this.backend?.setItem(key, value);
    } catch {
      // Storage full or disabled: the session still works for this page.
    }
  }

  /** Remove every key but `keep` (sign-out clears storage except the merchant code, spec/shell.md §4). */
  clearExcept(keep: readonly string[]): void {
    try {
      const backend = this.backend;
      if (!backend) return;
      const doomed: string[] = [];
      for (let i = 0; i < backend.length; i += 1) {
        const key = backend.key(i);
        if (key !== null && !keep.includes(key)) doomed.push(key);
      }
      for (const key of doomed) backend.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored.
    }
  }
}

/** The 36-character device id, kept in local storage and a cookie for 365 days. */
export function ensureDeviceId(
  storage: SafeStorage,
  doc: Document | null = typeof document === 'undefined' ? null : document,
): string {
  const fromCookie = doc?.cookie.match(/(?:^|;\s*)deviceId=([0-9a-f-]{36})/)?.[1];
  const id = storage.get(STORAGE_KEYS.deviceId) ?? fromCookie ?? crypto.randomUUID();
  storage.set(STORAGE_KEYS.deviceId, id);
  if (doc) doc.cookie = `deviceId=${id}; max-age=${DEVICE_ID_DAYS * 86400}; path=/; samesite=lax`;
  return id;
}
