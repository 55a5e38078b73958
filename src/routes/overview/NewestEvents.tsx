// The newest events of the chain: one page of ten, each linking to the extrinsic or block it belongs to, asked again
// on each new block the live stream tells of.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQuery } from '../../api/queries';
import { BlockLink, fieldCell, Time } from '../../components/cells';
import { Skeleton, SkeletonText } from '../../components/Skeletons';
import { StatusView } from '../../components/StatusView';
import { paths } from '../../shared/paths';
import { useRefetchOnBlock } from '../../live/use-head';

const NEWEST = 10;

/** The list while it loads: a line for each event, its place under it where a phone puts it (styles.css). */
const eventsSkeleton = (
  <Skeleton>
    <ol className="event-list">
      {Array.from({ length: NEWEST }, (_, i) => (
        <li key={i}>
          <SkeletonText width="20em" />{' '}
          <span className="muted">
            <SkeletonText width="12em" />
          </span>
        </li>
      ))}
    </ol>
  </Skeleton>
);

export function NewestEvents() {
  const events = useQuery(listQuery('events', { limit: String(NEWEST) }));
  useRefetchOnBlock(events);
  return (
    <section className="panel" aria-labelledby="newest-events">
      <h2 id="newest-events">Newest events</h2>
      <StatusView query={events} skeleton={eventsSkeleton}>
        {({ data }) => (
          <ol className="event-list" aria-label="Newest events">
            {data.map((event) => (
              <li key={event.id}>
                <Link to={paths.event(event.id, event.extrinsic_id, event.block_number)} className="mono">
                  {event.id}
                </Link>{' '}
                {fieldCell(event.full_name, 'full_name', (name) => name)}
                <span className="muted">
                  {' '}
                  in block <BlockLink block={event.block_number} />
                  {' · '}
                  {fieldCell(event.timestamp, 'timestamp', (iso) => (
                    <Time iso={iso} />
                  ))}
                </span>
              </li>
            ))}
          </ol>
        )}
      </StatusView>
      <Link to={paths.events()}>All events</Link>
    </section>
  );
}
