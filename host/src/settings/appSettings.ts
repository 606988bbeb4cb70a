import { STORAGE_KEY } from '@waste/shared';
import { atomWithStorage } from 'jotai/utils';

export type ThemeMode = 'light' | 'dark';

/** Values kept as plain text ('dark', 'true') under the spec's keys; anything unreadable falls back to the default. */
function plainStorage<T>(parse: (raw: string) => T | undefined) {
  return {
    getItem: (key: string, initialValue: T): T => {
      const raw = localStorage.getItem(key);
      return raw === null ? initialValue : (parse(raw) ?? initialValue);
    },
    setItem: (key: string, value: T) => localStorage.setItem(key, String(value)),
    removeItem: (key: string) => localStorage.removeItem(key),
  };
}

const opts = { getOnInit: true };

/** App settings of spec section 3; the notifications live in @waste/shared so remotes can add to them. */
export const themeAtom = atomWithStorage<ThemeMode>(
  STORAGE_KEY.theme,
  'light',
  plainStorage((raw) => (raw === 'dark' || raw === 'light' ? raw : undefined)),
  opts,
);

export const sidebarCollapsedAtom = atomWithStorage<boolean>(
  STORAGE_KEY.sidebarCollapsed,
  false,
  plainStorage((raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined)),
  opts,
);
