// GET /api/dtao/tradingview/udf/history: a pool's price bars in TradingView's UDF shape.
import type { z } from 'zod/mini';
import type { UdfHistory, udfHistoryParams } from '../../../src/api/schemas';
import { barsAtHead, type ChainView } from '../head';
import { statement } from '../list';
import { barStart, type Bar } from '../../../src/api/chart-schemas';

const COLUMNS = 'time, open, high, low, close, volume';

/**
 * Bars whose start lies in [bar start of `from`, `to`], oldest first; with `countback`, the last `countback` bars
 * starting at or before `to` (TradingView's rule: countback wins over `from`). An empty range answers `no_data`
 * with the time of the latest earlier bar, so a chart can offer to jump there.
 */
export function udfHistory(view: ChainView, params: z.output<typeof udfHistoryParams>): UdfHistory {
  const { symbol: netuid, resolution, from, to, countback } = params;
  const { db } = view;
  const bars = barsAtHead(view);
  const pool = [netuid, resolution];
  const known = statement(db, `SELECT 1 FROM ${bars} WHERE netuid = ? AND resolution = ? LIMIT 1`).get(
    ...pool,
  );
  if (!known) return { s: 'error', errmsg: `Unknown symbol SUB-${netuid}: subnet ${netuid} has no pool` };

  const found =
    countback === undefined
      ? (statement(
          db,
          `SELECT ${COLUMNS} FROM ${bars} WHERE netuid = ? AND resolution = ? AND time BETWEEN ? AND ? ORDER BY time`,
        ).all(...pool, barStart(from, resolution), to) as Bar[])
      : (
          statement(
            db,
            `SELECT ${COLUMNS} FROM ${bars} WHERE netuid = ? AND resolution = ? AND time <= ? ORDER BY time DESC LIMIT ?`,
          ).all(...pool, to, countback) as Bar[]
        ).reverse();

  if (found.length === 0) {
    const earlier = statement(
      db,
      `SELECT max(time) AS time FROM ${bars} WHERE netuid = ? AND resolution = ? AND time < ?`,
    ).get(...pool, barStart(from, resolution)) as { time: number | null };
    return earlier.time === null ? { s: 'no_data' } : { s: 'no_data', nextTime: earlier.time };
  }
  return {
    s: 'ok',
    t: found.map((b) => b.time),
    o: found.map((b) => b.open),
    h: found.map((b) => b.high),
    l: found.map((b) => b.low),
    c: found.map((b) => b.close),
    v: found.map((b) => b.volume),
  };
}
