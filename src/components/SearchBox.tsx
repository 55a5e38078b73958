// The search box: every reading of the typed text as a link, the likeliest first (Enter opens it). In the header of
// every page, and on the overview as the page's own, with room to say what each reading is.
import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAddressBook } from '../lib/address-book';
import { suggestionsFor } from '../lib/search';

/**
 * `inHeader`: the header's box, its label for screen readers only and its suggestions over the page while the box
 * has the focus. What is typed belongs to the page it was typed on: opening a suggestion empties the box.
 */
export function SearchBox({ inHeader = false }: { inHeader?: boolean }) {
  const { key } = useLocation();
  const [typed, setTyped] = useState({ at: key, text: '' });
  const text = typed.at === key ? typed.text : '';
  const setText = (next: string) => setTyped({ at: key, text: next });
  const navigate = useNavigate();
  const id = useId();
  const { names } = useAddressBook();
  const suggestions = suggestionsFor(text, names);
  const go = (event: SubmitEvent) => {
    event.preventDefault();
    if (suggestions[0]) void navigate(suggestions[0].to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setText('');
  };
  return (
    <div className={inHeader ? 'header-search' : undefined} onKeyDown={onKeyDown}>
      <form role="search" onSubmit={go} className="search">
        <label htmlFor={id} className={inHeader ? 'visually-hidden' : undefined}>
          Search
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={
            inHeader
              ? 'Block, address, sn19…'
              : 'Address or your name for it, hex key, block, subnet (sn19), event or extrinsic id, EVM hash or address'
          }
          // Layout.tsx's `/` focuses the box that declares it.
          aria-keyshortcuts="/"
          enterKeyHint="go"
          autoComplete="off"
          spellCheck={false}
        />
        {/* In the header Enter is the way: a phone's keyboard shows it as Go. */}
        {!inHeader && (
          <button type="submit" className="primary" disabled={suggestions.length === 0}>
            Go
          </button>
        )}
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
    </div>
  );
}
