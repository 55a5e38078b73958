// Subnets picked on the screener to compare: a checkbox on each row, and a bar that opens the compare page with
// them (at most COMPARE_MAX). The picks are the page's own state, not the URL's: the comparison's link is the one
// that is shared.
import { createContext, useContext, useState } from 'react';
import { Link } from 'react-router';
import { COMPARE_MAX, compareHref, DEFAULT_COMPARE_RANGE } from '../../shared/charts/compare-link';

interface Selection {
  picked: readonly number[];
  toggle: (netuid: number) => void;
}

const Picked = createContext<Selection>({ picked: [], toggle: () => undefined });

export const ProvidePicks = Picked.Provider;

/** The screener's picks, in the order they were picked. */
export function usePicks(): Selection & { clear: () => void } {
  const [picked, setPicked] = useState<readonly number[]>([]);
  const toggle = (netuid: number) =>
    setPicked((now) => (now.includes(netuid) ? now.filter((n) => n !== netuid) : [...now, netuid]));
  return { picked, toggle, clear: () => setPicked([]) };
}

/** A row's checkbox; a subnet without a pool (the root network) has none. */
export function PickBox({ netuid }: { netuid: number }) {
  const { picked, toggle } = useContext(Picked);
  if (netuid === 0) return null;
  const checked = picked.includes(netuid);
  const full = !checked && picked.length >= COMPARE_MAX;
  return (
    <input
      type="checkbox"
      className="pick"
      checked={checked}
      disabled={full}
      title={full ? `A chart compares at most ${COMPARE_MAX} subnets` : undefined}
      aria-label={`Compare subnet ${netuid}`}
      onChange={() => toggle(netuid)}
    />
  );
}

/** What was picked, and the link that compares it. */
export function PicksBar({ picked, clear }: { picked: readonly number[]; clear: () => void }) {
  if (picked.length === 0) return null;
  return (
    <div className="picks-bar" role="region" aria-label="Subnets picked to compare">
      <span>
        {picked.length} of at most {COMPARE_MAX} picked: {picked.map((netuid) => `SN${netuid}`).join(', ')}
      </span>
      <Link
        className="button primary"
        to={compareHref({ netuids: [...picked], range: DEFAULT_COMPARE_RANGE })}
      >
        Compare
      </Link>
      <button type="button" onClick={clear}>
        Clear
      </button>
    </div>
  );
}
