// The one width below which the app takes its phone layout: lists as stacked cards, the navigation in a menu,
// filters in a sheet, larger tap targets. The style sheet's phone rules use the same media query (styles.css, held
// to it by phone.test.ts); the few things the layout cannot do in CSS alone ask usePhone().
import { useSyncExternalStore } from 'react';

export const PHONE_MEDIA = '(max-width: 640px)';

const media = typeof matchMedia === 'function' ? matchMedia(PHONE_MEDIA) : undefined;

const subscribe = (onChange: () => void) => {
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/** Whether the window is phone-sized now; follows it as it turns or is resized. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => media?.matches ?? false);
}
