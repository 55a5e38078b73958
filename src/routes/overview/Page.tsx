// The overview: the search box, the chain now (its head block, the market's movers and volume, the newest events)
// and the pages. Two requests: the market summary, which the pools page shares, and the newest events.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SEARCH_BOX_ID, type SearchState } from '../../components/Layout';
import { suggestionsFor } from '../../lib/search';
import { OVERVIEW_CARDS } from '../../route-table';
import { ChainNow } from './ChainNow';
import { NewestEvents } from './NewestEvents';

export default function OverviewPage() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  // `/` pressed on another page brings the person here to type.
  const focusSearch = (location.state as SearchState | null)?.focusSearch === true;
  useEffect(() => {
    if (focusSearch) input.current?.focus();
  }, [focusSearch]);
  const suggestions = suggestionsFor(text);
  const go = (event: SubmitEvent) => {
    event.preventDefault();
    if (suggestions[0]) void navigate(suggestions[0].to);
  };
  return (
    <>
      <h1>Bittensor chain data</h1>
      <form role="search" onSubmit={go} className="search">
        <label htmlFor={SEARCH_BOX_ID}>Search</label>
        <input
          id={SEARCH_BOX_ID}
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Address, hex key, block, subnet (sn19), event or extrinsic id, EVM hash or address"
          aria-keyshortcuts="/"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="primary" disabled={suggestions.length === 0}>
          Go
        </button>
      </form>
      {text.trim() !== '' && (
        <div className="search-results" aria-live="polite">
          {suggestions.length === 0 ? (
            <p className="muted">
              Nothing to look up: paste an SS58 address, a 0x key or hash, a block number, a subnet (sn19) or
              an id.
            </p>
          ) : (
            <ul aria-label="Suggestions">
              {suggestions.map((suggestion) => (
                <li key={suggestion.to}>
                  <Link to={suggestion.to}>
                    <strong>{suggestion.what}</strong> — {suggestion.why}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
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
