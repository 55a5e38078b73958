// The stream's status for the header: "Live" while messages come, or that pages poll instead. Nothing while it
// connects, which at the first load is always, for a moment. The live region is there from the start, empty, so
// that a screen reader announces its changes (polite, and not a status role: the pages' own statuses are theirs).
import { useLiveStatus } from './use-live';

export function LiveStatus() {
  const status = useLiveStatus();
  return (
    <span className={`live-status ${status}`} aria-live="polite">
      {status === 'live' ? 'Live' : status === 'unavailable' ? 'Polling: the live stream is unavailable' : ''}
    </span>
  );
}
