// The stream's status for the header: "Live" while messages come, or that pages poll instead. Nothing while it
// connects, which at the first load is always, for a moment. The region is there from the start, empty, so that
// a screen reader announces its changes.
import { useLiveStatus } from './use-live';

export function LiveStatus() {
  const status = useLiveStatus();
  return (
    <span className={`live-status ${status}`} role="status">
      {status === 'live' ? 'Live' : status === 'unavailable' ? 'Polling: the live stream is unavailable' : ''}
    </span>
  );
}
