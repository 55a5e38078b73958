// A list exported as CSV: page after page of the list's own query (its filters and order), at the largest page size
// the API allows, each page's rows written as soon as it arrives. Every request is marked as background
// (`X-Prefetch: 1`): the gateway spends the key's quota on them only while a reserve is left for the pages people
// are looking at, and answers a 429 with Retry-After otherwise, which the export waits out and then resumes.
// Anything else that fails stops the export with the API's message, keeping what was written.
import { z } from 'zod/mini';
import { ApiError, fetchJson } from '../api/client';
import { apiUrl, endpointAt, endpoints, type ApiQuery, type ListEndpointName } from '../api/endpoints';
import { emptyPage } from '../api/pagination';
import { MAX_LIMIT, paginationSchema } from '../api/schemas';
import { csvColumns, csvHeader, csvRows } from './csv';

/** The list endpoints: those whose contract lists records (src/api/endpoints.ts), each one a list page's. */
export type ListEndpoint = ListEndpointName;

/** The list endpoint a request path names (what a list page's API call starts with), if it is one. */
export function listEndpointOf(path: string): ListEndpoint | null {
  const name = endpointAt(path);
  return name !== null && 'records' in endpoints[name] ? (name as ListEndpoint) : null;
}

/** The fields of a list's records in the contract's order: key fields first, then the others. */
const recordFields = (endpoint: ListEndpoint) => Object.keys(endpoints[endpoint].records.schema.shape);

/** The most rows one export takes: 500 requests, two hours or so of a free key's quota. */
export const MAX_EXPORT_ROWS = 100_000;
/** Rows a request brings: the API's largest page. */
export const PAGE_ROWS = MAX_LIMIT;

export const requestsFor = (rows: number) => Math.ceil(rows / PAGE_ROWS);

/**
 * The envelope checked, the records taken as the API sent them: an export writes the API's values, not the
 * dashboard's reading of them, so a field the page would show as a dash is still exported as it came.
 */
const pageSchema = z.looseObject({
  pagination: paginationSchema,
  data: z.array(z.record(z.string(), z.unknown())),
});
type Page = z.output<typeof pageSchema>;

/** Where the CSV goes, chunk by chunk (src/lib/save-file.ts). */
export interface CsvSink {
  write(chunk: string): Promise<void>;
  /** Keeps what was written. */
  close(): Promise<void>;
  /** Drops what was written. */
  abort(): Promise<void>;
}

export interface ExportJob {
  endpoint: ListEndpoint;
  /** The list's filters and order; `page` and `limit` are the export's own. */
  query: ApiQuery;
  /** The most rows to export. */
  rows: number;
}

export interface ExportProgress {
  startedAt: number;
  /** The page being asked for. */
  page: number;
  /** Pages to ask for: known once the first answer tells how many rows there are. */
  pages: number;
  rows: number;
  /** Rows to export: the rows asked for, or fewer if the list has fewer. */
  target: number;
  /** Requests answered so far. */
  answered: number;
  /** The end of a Retry-After wait under way, in ms. */
  waitUntil: number | null;
}

export interface ExportResult {
  outcome: 'done' | 'failed' | 'cancelled';
  rows: number;
  /** Why the export stopped, when it failed. */
  message?: string;
  /** Fields of later records that the header, fixed by the first page, does not have: left out, and said. */
  extraFields: string[];
  /** The list's size when the export started and when it ended, if it changed: rows may then repeat or be missing. */
  changed?: { from: number; to: number };
}

export interface ExportOptions {
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  now?: () => number;
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** The orders that put the newest rows first: a list's own, and the chain's. */
const NEWEST_FIRST = new Set([undefined, 'block_number_desc', 'timestamp_desc', 'id_desc']);

/**
 * The export's query after its first page: a list of the newest rows first is pinned to the blocks that page had
 * (`block_end`, where the endpoint takes it), so that rows arriving meanwhile do not push rows from one page onto
 * the next, to be written twice.
 */
function pinnedQuery(job: ExportJob, firstPage: readonly unknown[]): ApiQuery {
  const shape = (endpoints[job.endpoint].params as z.ZodMiniObject).shape;
  if (!('block_end' in shape) || !NEWEST_FIRST.has(job.query.order)) return job.query;
  const blocks = firstPage.flatMap((row) => {
    const block = (row as { block_number?: unknown }).block_number;
    return typeof block === 'number' ? [block] : [];
  });
  if (blocks.length === 0) return job.query;
  const end = Math.min(Math.max(...blocks), Number(job.query.block_end ?? Infinity));
  return { ...job.query, block_end: String(end) };
}

export async function runExport(
  job: ExportJob,
  sink: CsvSink,
  options: ExportOptions,
): Promise<ExportResult> {
  const { signal, onProgress, now = Date.now } = options;
  const listed = recordFields(job.endpoint);
  const progress: ExportProgress = {
    startedAt: now(),
    page: 1,
    pages: requestsFor(job.rows),
    rows: 0,
    target: job.rows,
    answered: 0,
    waitUntil: null,
  };
  const report = () => onProgress({ ...progress });
  const extra = new Set<string>();
  let columns: string[] | null = null;
  let total: { from: number; to: number } | null = null;
  let query = job.query;

  /** One page; a 429 with Retry-After is waited out (the countdown shows) and asked again. */
  const ask = async (page: number): Promise<Page> => {
    const url = apiUrl(job.endpoint, { ...query, page: String(page), limit: String(PAGE_ROWS) });
    for (;;) {
      try {
        return await fetchJson(url, pageSchema, signal, true);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // The service's 404 on a list means nothing matched, as it does for the pages.
        if (error.status === 404) return emptyPage(page, PAGE_ROWS);
        if (error.status !== 429 || error.retryAfter === null) throw error;
        progress.waitUntil = error.receivedAt + error.retryAfter * 1000;
        report();
        await sleep(Math.max(0, progress.waitUntil - now()), signal);
        progress.waitUntil = null;
        report();
      }
    }
  };

  try {
    for (let page = 1; page <= progress.pages && progress.rows < progress.target; page++) {
      progress.page = page;
      report();
      const { pagination, data } = await ask(page);
      progress.answered++;
      if (total === null) {
        query = pinnedQuery(job, data);
        total = { from: pagination.total_items, to: pagination.total_items };
        progress.target = Math.min(job.rows, pagination.total_items);
        progress.pages = requestsFor(progress.target);
      }
      total.to = pagination.total_items;
      if (columns === null) {
        columns = csvColumns(data, listed);
        await sink.write(csvHeader(columns));
      }
      const rows = data.slice(0, progress.target - progress.rows);
      const lines = csvRows(rows, columns);
      lines.extra.forEach((field) => extra.add(field));
      if (lines.text) await sink.write(lines.text);
      progress.rows += rows.length;
      report();
      // Fewer rows than a page holds: the list ended sooner than its count said.
      if (data.length < PAGE_ROWS) break;
    }
    // Nothing matched at all: the header alone says which fields there would have been.
    if (columns === null) await sink.write(csvHeader(listed));
    await sink.close();
    return {
      outcome: 'done',
      rows: progress.rows,
      extraFields: [...extra],
      ...(total && total.from !== total.to ? { changed: total } : {}),
    };
  } catch (error) {
    if (signal.aborted) {
      await sink.abort();
      return { outcome: 'cancelled', rows: progress.rows, extraFields: [...extra] };
    }
    await sink.close();
    return {
      outcome: 'failed',
      rows: progress.rows,
      message: reasonOf(error),
      extraFields: [...extra],
    };
  }
}

/** What stopped the export, with the HTTP status where there was one. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error instanceof ApiError) || error.status === null || error.message.startsWith('HTTP ')) {
    return error.message;
  }
  return `${error.message} (HTTP ${error.status})`;
}
