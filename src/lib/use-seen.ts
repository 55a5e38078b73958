// Whether an element has come into view yet: a section below the fold asks for its data only then, so a page
// spends the API's quota on what is looked at.
import { useCallback, useState } from 'react';

export function useSeen(): [ref: (element: HTMLElement | null) => (() => void) | undefined, seen: boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, seen];
}
