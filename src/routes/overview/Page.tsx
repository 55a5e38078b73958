// The overview: the search box, the chain now (its head block, the market's movers and volume, the newest events)
// and the pages. Two requests: the market summary, which the pools page shares, and the newest events.
import { Link } from 'react-router';
import { SearchBox } from '../../components/SearchBox';
import { OVERVIEW_CARDS } from '../../shared/route-table';
import { ChainNow } from './ChainNow';
import { NewestEvents } from './NewestEvents';

export default function OverviewPage() {
  return (
    <>
      <h1>Bittensor chain data</h1>
      <SearchBox />
      <div className="now">
        <ChainNow />
        <NewestEvents />
      </div>
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
