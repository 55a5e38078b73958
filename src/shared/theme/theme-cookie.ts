// The theme a person chose, as a cookie: the app writes it (src/lib/preferences.ts) and the gateway reads it to
// write the theme into the page's HTML (server/gateway/app.ts), so the frame drawn before the scripts run is
// already in that theme. Pure, for both.
type ChosenTheme = 'light' | 'dark';

const NAME = 'theme';

/** The `document.cookie` assignment that keeps `theme` for a year, or forgets it for "system". */
export const themeCookie = (theme: ChosenTheme | 'system') =>
  theme === 'system'
    ? `${NAME}=; path=/; max-age=0`
    : `${NAME}=${theme}; path=/; max-age=31536000; samesite=lax`;

/** The chosen theme in a Cookie header, or none (the system's then). */
export function readThemeCookie(cookies: string | undefined): ChosenTheme | undefined {
  const value = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(cookies ?? '')?.[1];
  return value === 'light' || value === 'dark' ? value : undefined;
}
