import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SEARCH_BOX_ID, type SearchState } from '../../components/Layout';
import { paths } from '../../lib/paths';
import { suggestionsFor } from '../../lib/search';

const SECTIONS = [
  {
    to: paths.events(),
    title: 'Chain events',
    text: 'Every event of every block: filter by pallet, name, phase, block or time.',
  },
  { to: paths.accounts(), title: 'Accounts', text: 'Balances of every coldkey, and each account’s history.' },
  {
    to: paths.subnetOwners(),
    title: 'Subnet owners',
    text: 'Who owns each subnet, coldkey swaps and pending owners.',
  },
  { to: paths.deregistrations(), title: 'Deregistrations', text: 'Neurons pushed out of their subnets.' },
  { to: paths.evmTransactions(), title: 'EVM transactions', text: 'Transactions on the subnet chain’s EVM.' },
  {
    to: paths.pools(),
    title: 'Pools',
    text: 'Subnet pool prices as candlesticks, with the swaps behind them.',
  },
];

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
      <ul className="cards">
        {SECTIONS.map((section) => (
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
