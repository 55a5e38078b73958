// The chain's latest deregistrations and ownership changes, each drawn by its record kind's columns as its list
// draws them (RecordsOf), with the link to the whole list. One request each.
import { pickColumns } from '../../components/RecordTable';
import { RecordsOf } from '../../components/RecordsOf';
import { columns as deregistrationColumns } from '../deregistrations/columns';
import { columns as ownerColumns } from '../subnet-owners/columns';

const LATEST = { latest: 5 };

export function LatestRecords() {
  return (
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
  );
}
