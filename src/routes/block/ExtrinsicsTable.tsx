// A block's extrinsics in order: each with its outcome, signer, fee and events (each event links to its extrinsic's
// page, marked); and the inherents apart, folded away.
import { Link } from 'react-router';
import type { ChainEventRow } from '../../api/schemas';
import { Time } from '../../components/cells';
import { FeeText, OutcomeText, SignerText } from '../../components/extrinsic-cells';
import type { BlockContents } from '../../shared/chain/extrinsics';
import { countOf } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';

function EventLinks({ events }: { events: ChainEventRow[] }) {
  return (
    <ul className="event-names">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={paths.event(event.id, event.extrinsic_id, event.block_number)}
            title={`Event ${event.id}`}
          >
            {event.full_name ?? event.id}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ExtrinsicsTable({ contents }: { contents: BlockContents }) {
  if (contents.extrinsics.length === 0) return <p className="empty">No signed extrinsics in this block.</p>;
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">Extrinsics of the block</caption>
        <thead>
          <tr>
            <th>Extrinsic</th>
            <th>Result</th>
            <th>Signer</th>
            <th className="numeric">Fee</th>
            <th>Events</th>
          </tr>
        </thead>
        <tbody>
          {contents.extrinsics.map((extrinsic) => (
            <tr key={extrinsic.id}>
              <td>
                <Link to={paths.extrinsic(extrinsic.id)} className="mono">
                  {extrinsic.id}
                </Link>
              </td>
              <td>
                <OutcomeText outcome={extrinsic.outcome} />
              </td>
              <td>
                <SignerText fee={extrinsic.fee} />
              </td>
              <td className="numeric">
                <FeeText fee={extrinsic.fee} />
              </td>
              <td className="wrap">
                <EventLinks events={extrinsic.events} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The inherents (the timestamp, the Initialization and Finalization events): folded, unless one is marked. */
export function Inherents({ contents, marked }: { contents: BlockContents; marked: string | null }) {
  const rows = [...contents.inherents.flatMap((extrinsic) => extrinsic.events), ...contents.phaseEvents].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  if (rows.length === 0) return null;
  return (
    <details className="inherents" open={rows.some((event) => event.id === marked)}>
      <summary>Inherents and block phases ({countOf(rows.length, 'event')})</summary>
      <div className="table-scroll">
        <table className="data">
          <caption className="visually-hidden">Inherent and phase events of the block</caption>
          <thead>
            <tr>
              <th>Event</th>
              <th>Phase</th>
              <th>Extrinsic</th>
              <th>Name</th>
              <th>Time</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((event) => (
              <tr
                key={event.id}
                id={`event-${event.id}`}
                className={event.id === marked ? 'marked' : undefined}
              >
                <td className="mono">{event.id}</td>
                <td>{event.phase ?? '—'}</td>
                <td>
                  {event.extrinsic_id ? (
                    <Link to={paths.extrinsic(event.extrinsic_id)} className="mono">
                      {event.extrinsic_id}
                    </Link>
                  ) : (
                    <span className="muted">none</span>
                  )}
                </td>
                <td>{event.full_name ?? '—'}</td>
                <td>{event.timestamp ? <Time iso={event.timestamp} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
