import { lazy, Suspense } from 'react';
import { ListView } from '../../components/ListView';
import { columns } from './columns';

// An event's args show only in its expanded row: their reader (the known-events table and the generic tree) loads
// at the first expansion, not with the page.
const EventArgs = lazy(() =>
  import('../../components/EventArgs').then(({ EventArgs }) => ({ default: EventArgs })),
);

export default function EventsPage() {
  return (
    <ListView
      endpoint="events"
      columns={columns}
      details={(event) =>
        event.args === undefined ? null : (
          <Suspense fallback={<span className="muted">Loading…</span>}>
            <EventArgs args={event.args} event={event.full_name} />
          </Suspense>
        )
      }
    />
  );
}
