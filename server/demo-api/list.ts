// Paged reads, shared by the six list endpoints: a filtered, ordered page of one table plus the exact pagination
// object the real service sends.
import type Database from 'better-sqlite3';
import { pagination } from '../../src/api/pagination';
import type { Pagination } from '../../src/api/schemas';
import { atHead, type ChainView, type Condition } from './head';
import { ApiProblem } from './http';

export interface ListQuery {
  table: string;
  /** The select list: amounts are cast to text there, so they never become JavaScript numbers. */
  columns: string;
  conditions: Condition[];
  /** Sort columns, the tie-break (seq) last; all sorted in one direction so one index can serve them. */
  orderBy: string[];
  direction: 'ASC' | 'DESC';
  page: number;
  limit: number;
  /**
   * Where nothing matches at all, the message of the 404 the real service answers (its owner and EVM endpoints);
   * a page past the end is still a 200.
   */
  none?: string;
}

/**
 * Statements and counts per connection. A count is computed once per filter and head (the head is one of its
 * parameters); they are forgotten when the live chain adds blocks, as they will not be asked for again.
 */
interface Caches {
  statements: Map<string, Database.Statement>;
  counts: Map<string, number>;
}
const caches = new WeakMap<Database.Database, Caches>();

function cachesOf(db: Database.Database): Caches {
  let found = caches.get(db);
  if (!found) caches.set(db, (found = { statements: new Map(), counts: new Map() }));
  return found;
}

/** Called when blocks were added: the counts of every filter may have grown. */
export function forgetCounts(db: Database.Database): void {
  cachesOf(db).counts.clear();
}

export function statement(db: Database.Database, sql: string): Database.Statement {
  const { statements } = cachesOf(db);
  let prepared = statements.get(sql);
  if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

// SQLite's rows are untyped: the endpoint names the row its table holds.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- that name is the point
export function listPage<Row>(
  { db, head }: ChainView,
  query: ListQuery,
): { pagination: Pagination; rows: Row[] } {
  const conditions = [...query.conditions, atHead(head)];
  const where = `WHERE ${conditions.map((c) => c.sql).join(' AND ')}`;
  const params = conditions.flatMap((c) => c.params);

  const countSql = `SELECT count(*) AS n FROM ${query.table} ${where}`;
  const countKey = `${countSql}\u0000${params.map(String).join('\u0000')}`;
  const { counts } = cachesOf(db);
  let total = counts.get(countKey);
  if (total === undefined) {
    total = (statement(db, countSql).get(...params) as { n: number }).n;
    counts.set(countKey, total);
  }

  if (total === 0 && query.none) throw new ApiProblem(404, query.none);
  const offset = (query.page - 1) * query.limit;
  if (offset >= total) return { pagination: pagination(query.page, query.limit, total), rows: [] };

  // A page in the far half is read from the other end: skipping rows costs time, reading backwards does not.
  const fromEnd = offset > total / 2;
  const direction = fromEnd ? (query.direction === 'ASC' ? 'DESC' : 'ASC') : query.direction;
  const limit = fromEnd ? Math.min(query.limit, total - offset) : query.limit;
  const skip = fromEnd ? Math.max(0, total - offset - query.limit) : offset;
  // Qualified, so that a sort column is the stored one and not a select-list alias (amounts are cast to text).
  const orderBy = query.orderBy.map((column) => `${query.table}.${column} ${direction}`).join(', ');
  // Rows are skipped in a covering index and only the page's rows are read from the table: a deep page then costs
  // a walk over small index entries instead of whole rows.
  const sql = `SELECT ${query.columns} FROM ${query.table} WHERE seq IN (
    SELECT seq FROM ${query.table} ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?) ORDER BY ${orderBy}`;
  const rows = statement(db, sql).all(...params, limit, skip) as Row[];
  if (fromEnd) rows.reverse();
  return { pagination: pagination(query.page, query.limit, total), rows };
}
