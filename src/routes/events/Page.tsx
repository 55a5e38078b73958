import { lazy, Suspense } from 'react';
import { apiUrl, queries } from '../../api/queries';
import { eventParams } from '../../api/schemas';
import type { FilterField } from '../../components/FilterBar';
import { ListView } from '../../components/ListView';
import { RANGE_FIELDS } from '../range-fields';
import { columns } from './columns';

// The args' reader and its table of known events load when a row is first opened: the page's first rows need
// neither, and the page is at its size budget.
const EventArgs = lazy(() =>
  import('../../components/EventArgs').then(({ EventArgs }) => ({ default: EventArgs })),
);

const fields: FilterField[] = [
  ...RANGE_FIELDS,
  { name: 'pallet', label: 'Pallet', placeholder: 'e.g. Balances' },
  {
    name: 'phase',
    label: 'Phase',
    kind: 'select',
    options: ['ApplyExtrinsic', 'Initialization', 'Finalization'],
  },
  { name: 'name', label: 'Name', placeholder: 'e.g. Transfer' },
  { name: 'full_name', label: 'Full name', placeholder: 'e.g. Balances.Transfer' },
  { name: 'extrinsic_id', label: 'Extrinsic id', placeholder: 'e.g. 4200000-0002' },
  { name: 'call_id', label: 'Call id' },
  { name: 'id', label: 'Event id', placeholder: 'e.g. 4200000-0007' },
];

export default function EventsPage() {
  return (
    <ListView
      title="Chain events"
      caption="Chain events"
      what="events"
      schema={eventParams}
      fields={fields}
      query={queries.events}
      apiPath={(query) => apiUrl('events', query)}
      columns={columns}
      getRowId={(event) => event.id}
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
