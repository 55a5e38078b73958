// The day's largest swaps (from the market summary, no request more) and the chain's latest deregistrations and
// ownership changes (one request each), each drawn by its record kind's columns as its list draws them.
import { useQuery } from '@tanstack/react-query';
import { RecordTable, RecordTableSkeleton, pickColumns } from '../../components/RecordTable';
import { Skeleton } from '../../components/Skeletons';
import { RecordsOf } from '../../components/RecordsOf';
import { StatusView } from '../../components/StatusView';
import { swapColumns, swapId } from '../../components/swap-columns';
import { useLiveStatus } from '../../live/use-live';
import { columns as deregistrationColumns } from '../deregistrations/columns';
import { columns as ownerColumns } from '../subnet-owners/columns';
import { marketQuery } from '../pools/market-query';
import { LARGEST_SWAPS } from '../../api/market';

const LATEST = { latest: 5 };
const largestColumns = pickColumns(swapColumns, 'time', 'netuid', 'side', 'tao', 'alpha', 'price', 'maker');

function LargestSwaps() {
  const market = useQuery(marketQuery(useLiveStatus() === 'live'));
  return (
    <section aria-labelledby="largest-swaps">
      <h2 id="largest-swaps">Largest swaps 24 h</h2>
      <StatusView
        query={market}
        skeleton={
          <Skeleton>
            <RecordTableSkeleton columns={largestColumns} count={LARGEST_SWAPS} />
          </Skeleton>
        }
      >
        {({ largestSwaps }) =>
          largestSwaps.length === 0 ? (
            <p className="empty">No pool traded in the last 24 hours.</p>
          ) : (
            <RecordTable
              caption="The largest swaps of the last 24 hours"
              columns={largestColumns}
              rows={largestSwaps}
              rowId={swapId}
            />
          )
        }
      </StatusView>
    </section>
  );
}

export function LatestRecords() {
  return (
    <>
      <div className="now">
        <LargestSwaps />
      </div>
      <div className="now">
        <section aria-labelledby="latest-deregistrations">
          <h2 id="latest-deregistrations">Latest deregistrations</h2>
          <RecordsOf
            endpoint="deregistrations"
            of={LATEST}
            columns={pickColumns(deregistrationColumns, 'timestamp', 'netuid', 'uid', 'hotkey')}
          />
        </section>
        <section aria-labelledby="latest-owners">
          <h2 id="latest-owners">Latest ownership changes</h2>
          <RecordsOf
            endpoint="subnetOwners"
            of={LATEST}
            columns={pickColumns(ownerColumns, 'timestamp', 'netuid', 'owner')}
          />
        </section>
      </div>
    </>
  );
}
