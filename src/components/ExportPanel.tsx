// The CSV export of a list: how many rows (and what they cost in requests), then the export itself with its
// progress, the time it has left at the pace the key's quota allows, the Retry-After waits counting down, and
// Cancel. Loaded only when opened (ExportCsv.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import {
  listEndpointOf,
  MAX_EXPORT_ROWS,
  PAGE_ROWS,
  requestsFor,
  runExport,
  type ExportJob,
  type ExportProgress,
  type ExportResult,
} from '../lib/csv-export';
import { describeEstimate } from '../lib/export-estimate';
import { openCsvFile } from '../lib/save-file';
import { useTicking } from '../lib/use-ticking';
import { countOf, groupDigits } from '../shared/numbers/separators';

/** The sizes offered: round steps below the list's size, then all of it (up to the most one export takes). */
export function rowChoices(total: number): { rows: number; label: string }[] {
  const all = Math.min(total, MAX_EXPORT_ROWS);
  const steps = [1_000, 10_000].filter((rows) => rows < all);
  return [
    ...steps.map((rows) => ({ rows, label: `First ${groupDigits(rows)} rows` })),
    {
      rows: all,
      label:
        total <= MAX_EXPORT_ROWS
          ? `All ${countOf(total, 'row')}`
          : `First ${groupDigits(all)} rows (the most one export takes)`,
    },
  ];
}

/** The list's endpoint and its filters and order, read back from the API call the page makes. */
function jobOf(apiPath: string, rows: number): ExportJob | null {
  const url = new URL(apiPath, location.origin);
  const endpoint = listEndpointOf(url.pathname);
  if (!endpoint) return null;
  url.searchParams.delete('page');
  url.searchParams.delete('limit');
  return { endpoint, query: Object.fromEntries(url.searchParams), rows };
}

/** `events-2026-11-23-120000.csv`: what was exported, and when (UTC), so that exports do not overwrite each other. */
function fileNameFor(what: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return `${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}.csv`;
}

type State =
  | { kind: 'choosing' }
  | { kind: 'running'; job: ExportJob; file: string; progress: ExportProgress | null }
  | { kind: 'finished'; job: ExportJob; file: string; progress: ExportProgress | null; result: ExportResult };

interface ExportPanelProps {
  what: string;
  apiPath: string;
  total: number | undefined;
  onClose: () => void;
}

export default function ExportPanel({ what, apiPath, total = 0, onClose }: ExportPanelProps) {
  const titleId = useId();
  const choices = rowChoices(total);
  const [picked, setPicked] = useState<number | null>(null);
  // The list may change under an open panel (a filter applied): a choice it no longer offers falls back to the first.
  const rows =
    choices.find((choice) => choice.rows === picked)?.rows ?? (choices[0] as { rows: number }).rows;
  const [state, setState] = useState<State>({ kind: 'choosing' });
  const controller = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useTicking(state.kind === 'running');

  useEffect(() => heading.current?.focus(), []);
  // Leaving the page stops the export: nothing is asked for a list nobody is looking at.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const job = jobOf(apiPath, rows);
    if (!job) return;
    const file = fileNameFor(what, new Date());
    // Straight from the click: the save dialog opens only in answer to a person's action.
    const sink = await openCsvFile(file);
    if (!sink) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', job, file, progress: null });
    const result = await runExport(job, sink, {
      signal: abort.signal,
      onProgress: (progress) =>
        setState((current) => (current.kind === 'running' ? { ...current, progress } : current)),
    });
    controller.current = null;
    setState((current) => (current.kind === 'running' ? { ...current, kind: 'finished', result } : current));
  };

  return (
    <section className="export-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Export CSV
      </h2>
      {state.kind === 'choosing' && total === 0 ? (
        <>
          <p>This view has no rows to export.</p>
          <OnlyAction label="Close" onClick={onClose} />
        </>
      ) : state.kind === 'choosing' ? (
        <>
          <p className="muted">
            The {what} of this view, with its filters and order, in pages of {PAGE_ROWS} rows: one request
            each. The export asks only while the API key&apos;s quota has room beyond what pages show, and
            waits when it has none.
          </p>
          <fieldset>
            <legend>Rows to export</legend>
            {choices.map((choice) => (
              <label key={choice.rows}>
                <input
                  type="radio"
                  name="export-rows"
                  value={choice.rows}
                  checked={rows === choice.rows}
                  onChange={() => setPicked(choice.rows)}
                />{' '}
                {choice.label} · {countOf(requestsFor(choice.rows), 'request')}
              </label>
            ))}
          </fieldset>
          <div className="export-actions">
            <button type="button" className="primary" onClick={() => void start()}>
              Start export
            </button>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <Progress state={state} now={now} onCancel={() => controller.current?.abort()} onClose={onClose} />
      )}
    </section>
  );
}

/** The panel's button where a step has one way on. */
function OnlyAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="export-actions">
      <button type="button" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

interface ProgressProps {
  state: Exclude<State, { kind: 'choosing' }>;
  now: number;
  onCancel: () => void;
  onClose: () => void;
}

function Progress({ state, now, onCancel, onClose }: ProgressProps) {
  const { progress, file } = state;
  const rows = progress?.rows ?? 0;
  const target = progress?.target ?? state.job.rows;
  // The page being asked for (the last one asked, once the export is over).
  const page = Math.min(progress?.page ?? 1, progress?.pages ?? 1);
  const pages = progress?.pages ?? requestsFor(state.job.rows);
  const waitSeconds = progress?.waitUntil ? Math.max(0, Math.ceil((progress.waitUntil - now) / 1000)) : null;
  return (
    <>
      <p className="export-file">
        <code>{file}</code>
      </p>
      <progress aria-label="Export progress" max={target} value={rows} />
      <p className="export-count">
        Page {groupDigits(page)} of {groupDigits(pages)} · {groupDigits(rows)} of {countOf(target, 'row')}
      </p>
      {state.kind === 'running' ? (
        <>
          <p className="muted" role="status">
            {waitSeconds !== null
              ? `The API key's quota is spent for now: resuming in ${waitSeconds} s.`
              : progress &&
                describeEstimate({
                  startedAt: progress.startedAt,
                  now,
                  done: progress.answered,
                  left: pages - progress.answered,
                })}
          </p>
          <OnlyAction label="Cancel" onClick={onCancel} />
        </>
      ) : (
        <>
          <Outcome result={state.result} file={file} page={page} pages={pages} />
          <OnlyAction label="Close" onClick={onClose} />
        </>
      )}
    </>
  );
}

function Outcome({
  result,
  file,
  page,
  pages,
}: {
  result: ExportResult;
  file: string;
  page: number;
  pages: number;
}) {
  if (result.outcome === 'cancelled') {
    return <p role="status">Export cancelled after {countOf(result.rows, 'row')}; no file was saved.</p>;
  }
  const notes = (
    <>
      {result.changed && (
        <p className="muted">
          The list changed while it was exported ({groupDigits(result.changed.from)} items, then{' '}
          {groupDigits(result.changed.to)}): rows near page boundaries may repeat or be missing.
        </p>
      )}
      {result.extraFields.length > 0 && (
        <p className="muted">
          Fields that first appeared after the first page are not in the file: {result.extraFields.join(', ')}
          .
        </p>
      )}
    </>
  );
  if (result.outcome === 'failed') {
    return (
      <div className="notice error" role="alert">
        <strong>
          The export stopped at page {groupDigits(page)} of {groupDigits(pages)}.
        </strong>
        <p>
          {result.message?.replace(/\.$/, '')}. {file} holds the {countOf(result.rows, 'row')} written before.
        </p>
        {notes}
      </div>
    );
  }
  return (
    <>
      <p role="status">
        Saved {countOf(result.rows, 'row')} to {file}.
      </p>
      {notes}
    </>
  );
}
