// Which of a list's elements are in view: one IntersectionObserver for the whole list, each element named by its
// `data-key`. The pools list asks for a card's price only while the card is in view.
import { useCallback, useState } from 'react';

export function useVisibleKeys() {
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set());
  // Made once; it needs no disconnecting, since each element leaves it when it unmounts (the ref's cleanup).
  const [observer] = useState(
    () =>
      new IntersectionObserver((entries) =>
        setVisible((before) => {
          const after = new Set(before);
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.key ?? '';
            if (entry.isIntersecting) after.add(key);
            else after.delete(key);
          }
          return after;
        }),
      ),
  );

  /** A ref callback for each element to watch. */
  const track = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        // An element gone from the list is out of view, though no intersection says so.
        const key = element.dataset.key ?? '';
        setVisible((before) => {
          if (!before.has(key)) return before;
          const after = new Set(before);
          after.delete(key);
          return after;
        });
      };
    },
    [observer],
  );
  return { visible, track };
}
