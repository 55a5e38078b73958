// The search box: every reading of the typed text as a link, the likeliest first (Enter opens it). On the overview,
// and wherever a page has nothing to show for what was asked (an unknown transaction hash).
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAddressBook } from '../lib/address-book';
import { suggestionsFor } from '../lib/search';
import { SEARCH_BOX_ID } from './Layout';

export function SearchBox({ focus = false }: { focus?: boolean }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const { names } = useAddressBook();
  const suggestions = suggestionsFor(text, names);
  const go = (event: SubmitEvent) => {
    event.preventDefault();
    if (suggestions[0]) void navigate(suggestions[0].to);
  };
  return (
    <>
      <form role="search" onSubmit={go} className="search">
        <label htmlFor={SEARCH_BOX_ID}>Search</label>
        <input
          id={SEARCH_BOX_ID}
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Address or your name for it, hex key, block, subnet (sn19), event or extrinsic id, EVM hash or address"
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
              an id, or type a name you gave an address.
            </p>
          ) : (
            <ul aria-label="Suggestions">
              {suggestions.map((suggestion, i) => (
                <li key={`${i}:${suggestion.to}`}>
                  <Link to={suggestion.to}>
                    <strong>{suggestion.what}</strong> — {suggestion.why}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
