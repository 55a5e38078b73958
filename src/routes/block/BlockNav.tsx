// The previous and next blocks, as links and as the ← and → keys (not while typing in a field).
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAX_INT32 } from '../../api/integers';
import { paramsOf, ROUTE_TABLE } from '../../shared/route-table';
import { groupDigits } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function BlockNav({ number }: { number: number }) {
  const navigate = useNavigate();
  const previous = number > 0 ? number - 1 : null;
  const next = number < MAX_INT32 ? number + 1 : null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return;
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      // From the block in the address bar, which a key pressed again before the page has drawn has moved already.
      const shown = paramsOf(ROUTE_TABLE.block, location.pathname)?.number;
      const to = shown === undefined ? null : shown + step;
      if (step === 0 || to === null || to < 0 || to > MAX_INT32) return;
      event.preventDefault();
      void navigate(paths.block(to));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
  return (
    <nav className="block-nav" aria-label="Neighbouring blocks">
      {previous !== null && (
        <Link to={paths.block(previous)} rel="prev" aria-keyshortcuts="ArrowLeft">
          ← Block {groupDigits(previous)}
        </Link>
      )}
      {next !== null && (
        <Link to={paths.block(next)} rel="next" aria-keyshortcuts="ArrowRight">
          Block {groupDigits(next)} →
        </Link>
      )}
    </nav>
  );
}
