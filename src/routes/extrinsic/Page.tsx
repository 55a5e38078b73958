// An extrinsic: the call its signer made (told from its events, with the arguments they carry), then its signer,
// fee, tip and outcome (a failure's error named), its block, the accounts and subnets its events name, the calls
// nested under it, and every event with every argument readable. `?event=<id>` marks one event and scrolls to it.
// An id with an unpadded index (`9518372-2`) is sent on to the padded one.
import { useMemo } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { UrlProblems } from '../../components/PageNotices';
import { markedEventSearch } from '../../lib/marked-event';
import { searchString } from '../../shared/query-string';
import { useSearchState } from '../../lib/url-state';
import type { ChainEventRow } from '../../api/schemas';
import { Address, NetuidLink, Time } from '../../components/cells';
import { EventArgs } from '../../components/EventArgs';
import { FeeText, OutcomeText, SignerText } from '../../components/extrinsic-cells';
import { StatusView } from '../../components/StatusView';
import type { ChainId } from '../../shared/chain/chain-ids';
import { groupDigits } from '../../shared/numbers/separators';
import { callTree, extrinsicOf, type Extrinsic } from '../../shared/chain/extrinsics';
import { outerCallOf } from '../../shared/chain/calls';
import { involvedIn } from '../../lib/involved';
import { paths } from '../../shared/paths';
import { ss58Encode } from '../../shared/chain/ss58';
import { useAllEvents } from '../../lib/use-all-events';
import { CallSummary } from './CallSummary';
import { CallTree } from './CallTree';
import { useRouteParams } from '../../lib/route-params';
import { ROUTE_TABLE } from '../../shared/route-table';

function Term({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Summary({ id, extrinsic, total }: { id: ChainId; extrinsic: Extrinsic; total: number }) {
  const time = extrinsic.events.find((event) => event.timestamp)?.timestamp;
  const { accounts, netuids } = involvedIn(extrinsic.events);
  return (
    <dl className="account-keys">
      <Term term="Signer">
        <SignerText fee={extrinsic.fee} />
      </Term>
      <Term term="Fee">
        <FeeText fee={extrinsic.fee} />
      </Term>
      <Term term="Result">
        <OutcomeText outcome={extrinsic.outcome} />
      </Term>
      <Term term="Block">
        <Link to={paths.block(id.block)}>{groupDigits(id.block)}</Link>, extrinsic {id.index}
      </Term>
      {time && (
        <Term term="Time">
          <Time iso={time} />
        </Term>
      )}
      <Term term="Accounts">
        {accounts.length === 0 ? (
          <span className="muted">none named</span>
        ) : (
          <span className="account-list">
            {accounts.map((hex) => (
              <Address key={hex} ss58={ss58Encode(hex)} hex={hex} label="account address" />
            ))}
          </span>
        )}
      </Term>
      {netuids.length > 0 && (
        <Term term="Subnets">
          {netuids.map((netuid, i) => (
            <span key={netuid}>
              {i > 0 && ', '}
              <NetuidLink netuid={netuid} />
              {netuid === '0' && ' (root)'}
            </span>
          ))}
        </Term>
      )}
      <Term term="Events">
        <Link to={paths.events({ extrinsic_id: id.id })}>
          All {groupDigits(total)} events of this extrinsic in the list
        </Link>
      </Term>
    </dl>
  );
}

function EventItem({ event, marked }: { event: ChainEventRow; marked: boolean }) {
  return (
    <li
      id={`event-${event.id}`}
      className={marked ? 'event-card marked' : 'event-card'}
      aria-current={marked || undefined}
      // The marked event is scrolled to as it is drawn (the answer is drawn in a deferred render, after effects).
      ref={marked ? (element) => element?.scrollIntoView({ block: 'center' }) : undefined}
    >
      <h3>
        <span className="mono">{event.id}</span>{' '}
        {event.full_name ?? <span className="muted">unnamed event</span>}
      </h3>
      <p className="muted">
        {event.phase}
        {event.call_id && (
          <>
            {' · call '}
            <span className="mono">{event.call_id}</span>
          </>
        )}
      </p>
      {event.args !== undefined && <EventArgs args={event.args} event={event.full_name} />}
    </li>
  );
}

function ExtrinsicView({ id, marked }: { id: ChainId; marked: string | null }) {
  const all = useAllEvents({ extrinsic_id: id.id });
  const extrinsic = useMemo(() => all.events && extrinsicOf(id.id, id.index, all.events), [all.events, id]);
  const tree = useMemo(() => extrinsic && callTree(id.id, extrinsic.events), [extrinsic, id]);
  const call = useMemo(() => extrinsic && outerCallOf(id.id, extrinsic.events), [extrinsic, id]);
  return (
    <StatusView query={all.first} skeleton={<p className="muted">Loading the extrinsic’s events…</p>}>
      {() =>
        !extrinsic || extrinsic.events.length === 0 ? (
          <p className="empty">
            The API has no events of extrinsic {id.id}: block{' '}
            <Link to={paths.block(id.block)}>{groupDigits(id.block)}</Link> may have fewer extrinsics, or not
            be produced yet.
          </p>
        ) : (
          <>
            <CallSummary call={call ?? null} outcome={extrinsic.outcome} />
            <Summary id={id} extrinsic={extrinsic} total={all.total} />
            {tree && tree.children.length > 0 && (
              <section aria-label="Calls">
                <h2>Calls</h2>
                <ul className="call-tree">
                  <CallTree node={tree} />
                </ul>
              </section>
            )}
            <section aria-label="Events">
              <h2>Events</h2>
              <ol className="event-cards">
                {extrinsic.events.map((event) => (
                  <EventItem key={event.id} event={event} marked={event.id === marked} />
                ))}
              </ol>
            </section>
          </>
        )
      }
    </StatusView>
  );
}

export default function ExtrinsicPage() {
  const { id } = useRouteParams(ROUTE_TABLE.extrinsic);
  const { search: written } = useLocation();
  const search = useSearchState(markedEventSearch);
  const marked = search.query.event ?? null;
  if (useParams().id !== id.id) return <Navigate replace to={`${paths.extrinsic(id.id)}${written}`} />;
  return (
    <div className="entity">
      <h1>Extrinsic {id.id}</h1>
      <UrlProblems
        problems={search.problems}
        cleanLink={`?${searchString(markedEventSearch, search.query)}`}
      />
      <ExtrinsicView id={id} marked={marked} />
    </div>
  );
}
