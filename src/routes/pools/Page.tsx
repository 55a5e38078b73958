// The subnets that have pools (every subnet but the root, 0), each linking to its pool page. The owner log names
// every subnet, so one request lists them.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queries } from '../../api/queries';
import { MAX_LIMIT } from '../../api/schemas';
import { Address, fieldCell } from '../../components/cells';
import { StatusView } from '../../components/StatusView';
import { paths } from '../../lib/paths';

export default function PoolsPage() {
  const owners = useQuery(queries.subnetOwners({ limit: String(MAX_LIMIT) }));
  return (
    <>
      <h1>Pools</h1>
      <p className="muted">
        Each subnet's alpha trades against TAO in its pool. Pick one for its price chart and swaps.
      </p>
      <StatusView query={owners} skeleton={<p className="muted">Loading…</p>}>
        {({ data }) => {
          // Newest first: the first row of a subnet is its current owner.
          const current = new Map<number, (typeof data)[number]>();
          for (const row of data)
            if (row.netuid > 0 && !current.has(row.netuid)) current.set(row.netuid, row);
          const subnets = [...current.values()].sort((a, b) => a.netuid - b.netuid);
          return (
            <ul className="pools">
              {subnets.map((row) => (
                <li key={row.netuid}>
                  <Link to={paths.pool(row.netuid)} className="pool-link">
                    Subnet {row.netuid}
                  </Link>
                  <span className="muted">
                    owner{' '}
                    {fieldCell(row.owner, 'owner', (owner) => (
                      <Address ss58={owner.ss58} hex={owner.hex} />
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </StatusView>
    </>
  );
}
