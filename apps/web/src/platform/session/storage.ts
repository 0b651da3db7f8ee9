import { APP_VERSION, getUuid } from './cookies.ts';

/**
 * Local storage, versioned and keyed by the uuid cookie (§9): `portal_v<version>_<uuid>_<key>`.
 * Values are JSON. Failures (private mode, quota) are swallowed: storage is a cache, never the truth.
 */
function fullKey(key: string): string {
  return `portal_v${APP_VERSION}_${getUuid()}_${key}`;
}

export const storage = {
  get<T>(key: string): T | null {
    try {
      const raw = localStorage.getItem(fullKey(key));
      return raw == null ? null : (JSON.parse(raw) as T);
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    try {
      localStorage.setItem(fullKey(key), JSON.stringify(value));
    } catch {
      /* storage full or unavailable */
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(fullKey(key));
    } catch {
      /* unavailable */
    }
  },
  /** §4 Logout clears local storage. */
  clearAll(): void {
    try {
      localStorage.clear();
    } catch {
      /* unavailable */
    }
  },
};
