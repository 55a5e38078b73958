// The live stream's part of the app's frame, loaded after the page's own code: its status in the header, and what
// its messages mean for the cache (useLiveInvalidation).
import { LiveStatus } from './LiveStatus';
import { useLiveInvalidation } from './use-live';

export default function LiveFrame() {
  useLiveInvalidation();
  return <LiveStatus />;
}
