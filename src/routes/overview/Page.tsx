import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { destinationsFor } from '../../lib/search';

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
  const destinations = destinationsFor(text);
  const go = (event: FormEvent) => {
    event.preventDefault();
    if (destinations[0]) void navigate(destinations[0].to);
  };
  return (
    <>
      <h1>Bittensor chain data</h1>
      <form role="search" onSubmit={go} className="search">
        <label htmlFor="search">Search</label>
        <input
          id="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Address, hex key, block number, event or extrinsic id, EVM hash"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="primary" disabled={destinations.length === 0}>
          Go
        </button>
      </form>
      {text.trim() !== '' && (
        <div className="search-results" aria-live="polite">
          {destinations.length === 0 ? (
            <p className="muted">
              Nothing to look up: paste an SS58 address, a 0x key or hash, a block number or an id.
            </p>
          ) : (
            <ul>
              {destinations.map((destination) => (
                <li key={destination.to}>
                  <Link to={destination.to}>{destination.label}</Link>
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
