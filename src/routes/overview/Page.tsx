// The overview: the search box, the chain now (its head block, the market's volume and flow by hour and its movers,
// the newest events), the latest deregistrations and ownership changes, and the pages. Four requests: the market
// summary, which the pools page shares, the newest events, and one per record kind.
import { Link } from 'react-router';
import { SearchBox } from '../../components/SearchBox';
import { OVERVIEW_CARDS } from '../../shared/route-table';
import { ChainNow } from './ChainNow';
import { NewestEvents } from './NewestEvents';
import { LatestRecords } from './LatestRecords';

export default function OverviewPage() {
  return (
    <>
      <h1>Bittensor chain data</h1>
      <SearchBox />
      <div className="now">
        <ChainNow />
        <NewestEvents />
      </div>
      <LatestRecords />
      <ul className="cards">
        {OVERVIEW_CARDS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>
              <strong>{section.title}</strong>
              <span>{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
