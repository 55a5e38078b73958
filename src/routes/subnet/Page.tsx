// A subnet: its pool's chart (the pool page's own view), its ownership history, its deregistrations and its pool's
// latest swaps, one tab at a time, the tab in the URL (`?tab=owners`; the chart, the default, left out). A tab asks
// for its data only when shown; each tab's code loads only with its tab. The root subnet (0) has no pool.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { UrlProblems } from '../../components/PageNotices';
import { paths } from '../../shared/paths';
import { useSearchState } from '../../lib/url-state';
import { shownTab, subnetSearch, subnetTabs, TAB_LABELS, type SubnetTab } from './search';
import { useRouteParams } from '../../lib/route-params';
import { ROUTE_TABLE } from '../../shared/route-table';

const PoolView = lazy(() => import('../pool/Page').then((module) => ({ default: module.PoolView })));
const RecordsTab = lazy(() => import('./SubnetRecords').then((module) => ({ default: module.RecordsTab })));

const tabLink = (netuid: number, tab: SubnetTab) =>
  tab === 'chart' ? paths.subnet(netuid) : paths.subnet(netuid, { tab });

function TabContent({ netuid, tab }: { netuid: number; tab: SubnetTab }) {
  switch (tab) {
    case 'chart':
      return (
        <Suspense fallback={<p className="muted">Loading the chart…</p>}>
          <PoolView
            netuid={netuid}
            links={
              <>
                <Link to={paths.pool(netuid)}>Full chart on the pool page</Link> ·{' '}
              </>
            }
          />
        </Suspense>
      );
    default:
      return (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <RecordsTab netuid={netuid} tab={tab} />
        </Suspense>
      );
  }
}

export default function SubnetPage() {
  const { netuid } = useRouteParams(ROUTE_TABLE.subnet);
  const search = useSearchState(subnetSearch);
  const tab = shownTab(netuid, search.values.tab);
  // The chart's own parameters are the pool view's, which lists what it ignores itself.
  const problems = tab === 'chart' ? search.problems.filter((p) => p.param === 'tab') : search.problems;
  return (
    <div className="entity">
      <h1>
        Subnet {netuid}
        {netuid === 0 && <span className="muted"> (root)</span>}
      </h1>
      {netuid === 0 && <p className="muted">The root network has no pool: its owners and deregistrations.</p>}
      <UrlProblems problems={problems} cleanLink={tabLink(netuid, tab)} />
      <nav className="tabs" aria-label="Subnet views">
        {subnetTabs(netuid).map((each) => (
          <Link key={each} to={tabLink(netuid, each)} aria-current={each === tab ? 'page' : undefined}>
            {TAB_LABELS[each]}
          </Link>
        ))}
      </nav>
      <section aria-label={TAB_LABELS[tab]}>
        <TabContent netuid={netuid} tab={tab} />
      </section>
    </div>
  );
}
