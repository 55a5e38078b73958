// Display preferences that belong to the person, not to a link: the colour theme and how times are written.
// Kept in localStorage and shared through a tiny store, so every cell follows a switch at once.
import { useSyncExternalStore } from 'react';
import { themeCookie } from '../shared/theme/theme-cookie';
import type { TimeMode } from '../shared/time';
import type { Scheme } from '../shared/theme/colors';

export interface Preferences {
  theme: 'system' | 'light' | 'dark';
  time: TimeMode;
}

const KEY = 'preferences';
const DEFAULTS: Preferences = { theme: 'system', time: 'relative' };
const listeners = new Set<() => void>();

const TIME_MODES: readonly TimeMode[] = ['relative', 'utc', 'local'];
const THEMES: readonly Preferences['theme'][] = ['system', 'light', 'dark'];

/** What was stored, each value checked: a stored value this version does not know falls back to the default. */
function load(): Preferences {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { theme?: unknown; time?: unknown };
    // Earlier versions wrote "absolute" for times in UTC.
    const time = stored.time === 'absolute' ? 'utc' : stored.time;
    return {
      theme: THEMES.find((theme) => theme === stored.theme) ?? DEFAULTS.theme,
      time: TIME_MODES.find((mode) => mode === time) ?? DEFAULTS.time,
    };
  } catch {
    return DEFAULTS;
  }
}

let current = load();

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  current = { ...current, [key]: value };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage may be unavailable (private mode, embedded frames); the choice still holds for this visit.
  }
  applyTheme();
  listeners.forEach((listener) => listener());
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => current,
  );
}

/** The theme in force, for what draws its own colours (the charts): the one chosen, or else the system's. */
export function useScheme(): Scheme {
  const { theme } = usePreferences();
  if (theme !== 'system') return theme;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The theme lives on <html data-theme>, where the CSS reads it; "system" leaves it to the media query. A cookie
 * tells the gateway too, which writes it into the next page's HTML, so the frame it draws before the scripts run
 * is already in the chosen theme (server/gateway/app.ts).
 */
export function applyTheme(theme: Preferences['theme'] = current.theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  document.cookie = themeCookie(theme);
}
