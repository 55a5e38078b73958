// The account page's own controls for the person's address book (src/lib/address-book.ts): a private name for the
// address, given, changed or removed in place, and one button to follow it on the watchlist. Keyboard first: the
// name's field takes Enter to save and Escape to cancel, and the focus comes back to the button that opened it.
import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { AddressAlert } from '../../alerts/AddressAlert';
import { useAddressBook, useName } from '../../lib/address-book';
import { removeName, setName, setWatched } from '../../lib/address-book-edits';
import { addressKey, MAX_NAME_LENGTH } from '../../lib/address-key';
import { paths } from '../../shared/paths';

/** The name's field, filled with the name it changes. Submitting an empty field removes the name. */
function NameForm({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(name);
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(text);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    <form className="name-form" onSubmit={save} onKeyDown={cancelOnEscape}>
      <label htmlFor="address-name">Name</label>
      <input
        id="address-name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
        spellCheck={false}
        // Opened by a press of "Name this address", to type in at once.
        autoFocus
      />
      <button type="submit" className="primary">
        Save
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

/** The address's name, and its controls. `address` is the address the page was opened at, in its form. */
export function NameAndWatch({ address }: { address: string }) {
  const name = useName(address);
  const following = useAddressBook().watched.includes(addressKey(address) ?? '');
  const [editing, setEditing] = useState(false);
  // After the field closes or the name goes, the focus returns to the button that names the address.
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  });
  const close = () => {
    setEditing(false);
    refocus.current = true;
  };

  return (
    <div className="name-watch">
      {editing ? (
        <NameForm
          name={name ?? ''}
          onSave={(next) => {
            setName(address, next);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <>
          {name !== undefined && (
            <span className="own-name">
              <span className="muted">Your name</span> <strong>{name}</strong>
            </span>
          )}
          <button type="button" ref={opener} onClick={() => setEditing(true)}>
            {name === undefined ? 'Name this address' : 'Rename'}
          </button>
          {name !== undefined && (
            <button
              type="button"
              onClick={() => {
                refocus.current = true;
                removeName(address);
              }}
            >
              Remove name
            </button>
          )}
        </>
      )}
      <button
        type="button"
        className="watch"
        aria-pressed={following}
        onClick={() => setWatched(address, !following)}
      >
        <span aria-hidden="true">{following ? '★' : '☆'}</span> Watch
      </button>
      <AddressAlert address={address}>Alert on its swaps</AddressAlert>
      <span className="muted">
        {following ? 'On your ' : 'Follow it on your '}
        <Link to={paths.watchlist()}>watchlist</Link>, alerts on your <Link to={paths.alerts()}>alerts</Link>;
        names, the watchlist and alerts stay in this browser.
      </span>
    </div>
  );
}
