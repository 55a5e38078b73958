// The address book to and from a file (src/lib/address-book-file.ts): names and followed accounts never leave the
// browser by themselves, so this is how a person takes them to another browser, or keeps a copy. Importing adds
// the file's names and followed accounts; a file that does not read changes nothing and says what is wrong.
import { useState, type ChangeEvent } from 'react';
import { addRules, useAlertRules } from '../../alerts/store';
import { useAddressBook } from '../../lib/address-book';
import { addBook } from '../../lib/address-book-edits';
import { readBookFile, writeBookFile } from '../../lib/address-book-file';
import { countOf } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';
import { Link } from 'react-router';
import { downloadFile } from '../../lib/save-file';

/** A file larger than this is no address book (5,000 entries of a name and an address are well under it). */
const MAX_FILE_BYTES = 1024 * 1024;

interface Outcome {
  ok: boolean;
  text: string;
}

async function importFile(file: File): Promise<Outcome> {
  const read =
    file.size > MAX_FILE_BYTES
      ? ({ ok: false, message: 'The file is larger than 1 MB' } as const)
      : readBookFile(await file.text());
  if (!read.ok)
    return { ok: false, text: `${file.name} was not imported: ${read.message}. Nothing was changed.` };
  addBook(read.book);
  const added = addRules(read.alerts);
  const dropped = read.dropped.length > 0 ? ` Left out, not read: ${read.dropped.join('; ')}.` : '';
  return {
    ok: true,
    text: `Imported ${countOf(read.book.names.size, 'name')}, ${countOf(read.book.watched.length, 'followed account')} and ${countOf(added, 'new alert')} from ${file.name}.${dropped}`,
  };
}

export function BookFile() {
  const book = useAddressBook();
  const alerts = useAlertRules();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const exportFile = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(`address-book-${day}.json`, [writeBookFile(book, alerts)], 'application/json');
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so that the same file picked again (corrected, say) is read again.
    input.value = '';
    if (file) void importFile(file).then(setOutcome);
  };
  const empty = book.names.size === 0 && book.watched.length === 0 && alerts.length === 0;
  return (
    <section className="book-file" aria-labelledby="book-file-title">
      <h2 id="book-file-title">Names, watchlist and alerts file</h2>
      <p>
        This browser holds {countOf(book.names.size, 'name')},{' '}
        {countOf(book.watched.length, 'followed account')} and{' '}
        <Link to={paths.alerts()}>{countOf(alerts.length, 'alert')}</Link>. They are never sent anywhere: to
        use them in another browser, export them to a file and import it there.
      </p>
      <div className="export-actions">
        <button type="button" onClick={exportFile} disabled={empty}>
          Export to a file
        </button>
        <label className="import-file">
          Import from a file <input type="file" accept=".json,application/json" onChange={pick} />
        </label>
      </div>
      <div aria-live="polite">
        {outcome && (
          <div className={`notice ${outcome.ok ? 'quiet' : 'error'}`} role={outcome.ok ? undefined : 'alert'}>
            {outcome.text}
          </div>
        )}
      </div>
    </section>
  );
}
