import { lazy, Suspense } from 'react';
import { ListView } from '../../components/ListView';
import { columns } from './columns';

// A transaction's details (its decoded call among them) show only in an expanded row: they load at the first
// expansion, not with the page.
const Details = lazy(() => import('./Details'));

export default function EvmTransactionsPage() {
  return (
    <ListView
      endpoint="evmTransactions"
      columns={columns}
      details={(tx) => (
        <Suspense fallback={<span className="muted">Loading…</span>}>
          <Details tx={tx} />
        </Suspense>
      )}
    />
  );
}
