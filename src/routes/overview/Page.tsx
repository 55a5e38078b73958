// The overview: the search box, the chain now (its head block, the market's movers and volume, the newest events)
// and the pages. Two requests: the market summary, which the pools page shares, and the newest events.
import { Link, useLocation } from 'react-router';
import type { SearchState } from '../../components/Layout';
import { SearchBox } from '../../components/SearchBox';
import { OVERVIEW_CARDS } from '../../shared/route-table';
import { ChainNow } from './ChainNow';
import { NewestEvents } from './NewestEvents';

export default function OverviewPage() {
  // `/` pressed on another page brings the person here to type.
  const focusSearch = (useLocation().state as SearchState | null)?.focusSearch === true;
  return (
    <>
      <h1>Bittensor chain data</h1>
      <SearchBox focus={focusSearch} />
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
