// The screener's columns, each sorting by its own key (pool-list.ts); the figures most people look for (subnet,
// price, 24 h change) come first, and with the day's volume make a row's card on a phone. Numbers come first largest
// on a column's first click, as a screener is read. Amounts are shorter than in the lists (exact on hover), and
// headers wrap between words (never inside "24 h"), so that the whole table fits a desktop's width.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MarketPool } from '../../api/market';
import { Amount, Dash, Exact, Time } from '../../components/cells';
import type { Columns } from '../../components/table-columns';
import { Percent } from '../../components/market-cells';
import { Price } from '../../components/Significant';
import { formatChange, formatPercent } from '../../shared/numbers/amounts';
import { groupDigits } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';
import { PickBox } from './compare-selection';
import { sortValue, type PoolRow, type SortKey } from './pool-list';
import { SPARK_HEIGHT, SPARK_WIDTH, sparklinePath } from './sparkline';

/** TAO that came in (+) or went out (−) of a pool: exact on hover and on copy. */
function Flow({ rao }: { rao: string }) {
  const flow = formatChange(rao, 0n, 2);
  return (
    <Exact
      shown={flow.amount}
      exact={flow.exact}
      unit="τ"
      title={`${flow.exactText} τ`}
      className={`change ${flow.direction}`}
    />
  );
}

function Sparkline({ netuid, pool }: { netuid: number; pool: MarketPool }) {
  const path = sparklinePath(pool.sparkline);
  if (!path) return <Dash field="sparkline" />;
  const d7 = pool.change.d7;
  const direction = d7 === null ? 'flat' : formatPercent(d7).direction;
  return (
    <svg
      className={`sparkline ${direction}`}
      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
      width={SPARK_WIDTH}
      height={SPARK_HEIGHT}
      role="img"
      aria-label={`Subnet ${netuid}: price over 7 days`}
    >
      <path d={path} />
    </svg>
  );
}

/** A sortable column of a pool's figure: its sort key is its id, its cell drawn from the pool, a dash without. */
function figure(
  id: SortKey,
  header: string,
  draw: (pool: MarketPool) => ReactNode,
  field: string,
  card?: number,
): Columns<PoolRow>[number] {
  return {
    id,
    header,
    accessorFn: (row) => sortValue(row, id),
    sortDescFirst: true,
    meta: { numeric: true, card },
    cell: ({ row }) => {
      const pool = row.original.pool;
      const shown = pool && draw(pool);
      return shown ?? <Dash field={field} />;
    },
  };
}

const percent = (change: number | null) => (change === null ? null : <Percent change={change} />);

export const poolColumns: Columns<PoolRow> = [
  {
    id: 'netuid',
    header: 'Subnet',
    accessorFn: (row) => row.netuid,
    meta: { numeric: true, card: 1 },
    cell: ({ row }) => (
      <Link to={paths.pool(row.original.netuid)} title={`Subnet ${row.original.netuid}: its pool`}>
        {row.original.netuid}
      </Link>
    ),
  },
  figure('price', 'Price', (pool) => pool.price && <Price price={pool.price} unit="τ" />, 'price', 2),
  figure('change_24h', '24 h', (pool) => percent(pool.change.h24), 'change.h24', 3),
  figure('change_1h', '1 h', (pool) => percent(pool.change.h1), 'change.h1'),
  figure('change_7d', '7 d', (pool) => percent(pool.change.d7), 'change.d7'),
  {
    id: 'sparkline',
    header: '7 days',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.pool ? (
        <Sparkline netuid={row.original.netuid} pool={row.original.pool} />
      ) : (
        <Dash field="sparkline" />
      ),
  },
  figure(
    'volume',
    'Volume 24\u00a0h',
    (pool) => <Amount value={pool.volume24h} places={2} />,
    'volume24h',
    4,
  ),
  figure('buys', 'Buys', (pool) => groupDigits(pool.buys24h), 'buys24h'),
  figure('sells', 'Sells', (pool) => groupDigits(pool.sells24h), 'sells24h'),
  figure('flow', 'Net flow 24\u00a0h', (pool) => <Flow rao={pool.netFlow24h} />, 'netFlow24h'),
  figure(
    'tao_reserve',
    'TAO reserve',
    (pool) => pool.reserves && <Amount value={pool.reserves.tao} places={0} />,
    'reserves',
  ),
  figure(
    'alpha_reserve',
    'Alpha reserve',
    (pool) => pool.reserves && <Amount value={pool.reserves.alpha} unit="α" places={0} />,
    'reserves',
  ),
  figure(
    'last_trade',
    'Last trade',
    (pool) => pool.lastTrade && <Time iso={new Date(pool.lastTrade.time * 1000).toISOString()} />,
    'lastTrade',
  ),
  // Last: the subnet stays the first column, held in view as the table scrolls sideways.
  {
    id: 'compare',
    header: 'Compare',
    enableSorting: false,
    cell: ({ row }) => <PickBox netuid={row.original.netuid} />,
  },
];
