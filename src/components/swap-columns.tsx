// A pool swap as every table draws it: the pool's and the subnet's latest swaps (`SwapTable`, src/routes/pool/) and
// the block's. TAO and alpha to four places, so that a column's decimals line up, exact on hover and on copy; the
// price (TAO per alpha) to four significant digits, likewise. The API writes them as decimal strings, read here in
// its own form whatever the visitor's separators.
import { Link } from 'react-router';
import { pairNetuid, type PoolEvent } from '../api/chart-schemas';
import { unitsOf } from '../shared/numbers/amounts';
import { paths } from '../shared/paths';
import { parseAccount } from '../shared/chain/ss58';
import { Address, Amount, BlockLink, NetuidLink, Time } from './cells';
import type { Columns } from './table-columns';
import { Price } from './Significant';

function SwapAmount({ text, unit, full }: { text: string; unit: string; full: boolean }) {
  const units = unitsOf(text);
  return units === null ? `${text} ${unit}` : <Amount value={String(units)} unit={unit} full={full} />;
}

const isBuy = (swap: PoolEvent) => swap.asset0In != null;
const sideClass = (swap: PoolEvent) => (isBuy(swap) ? 'side buy' : 'side sell');
const sideText = (swap: PoolEvent) => (isBuy(swap) ? 'Buy α' : 'Sell α');

/** A swap's row id: its extrinsic and its place among the extrinsic's events. */
export const swapId = (swap: PoolEvent) => `${swap.txnId}:${swap.eventIndex}`;

type SwapColumn = Columns<PoolEvent>[number];

const side: SwapColumn = {
  id: 'side',
  header: 'Side',
  cell: ({ row }) => <span className={sideClass(row.original)}>{sideText(row.original)}</span>,
};

/** TAO into the pool for a buy of alpha, out of it for a sale; alpha the other way. `full`: to the last digit. */
function amountColumn(id: 'tao' | 'alpha', full: boolean): SwapColumn {
  return id === 'tao'
    ? {
        id,
        header: 'TAO',
        meta: { numeric: true },
        cell: ({ row }) => (
          <SwapAmount text={row.original.asset0In ?? row.original.asset0Out ?? '0'} unit="τ" full={full} />
        ),
      }
    : {
        id,
        header: 'Alpha',
        meta: { numeric: true },
        cell: ({ row }) => (
          <SwapAmount text={row.original.asset1Out ?? row.original.asset1In ?? '0'} unit="α" full={full} />
        ),
      };
}

export const swapColumns: Columns<PoolEvent> = [
  {
    id: 'time',
    header: 'Time',
    cell: ({ row }) => <Time iso={new Date(row.original.block.blockTimestamp * 1000).toISOString()} />,
  },
  {
    id: 'block',
    header: 'Block',
    meta: { numeric: true },
    cell: ({ row }) => <BlockLink block={row.original.block.blockNumber} />,
  },
  {
    id: 'extrinsic',
    header: 'Extrinsic',
    cell: ({ row }) => (
      <Link to={paths.extrinsic(row.original.txnId)} className="mono">
        {row.original.txnId}
      </Link>
    ),
  },
  {
    id: 'netuid',
    header: 'Subnet',
    meta: { numeric: true },
    cell: ({ row }) => {
      const netuid = pairNetuid(row.original.pairId);
      return netuid === null ? row.original.pairId : <NetuidLink netuid={netuid} />;
    },
  },
  side,
  amountColumn('tao', false),
  amountColumn('alpha', false),
  {
    id: 'price',
    header: 'Price (τ/α)',
    meta: { numeric: true },
    cell: ({ row }) => <Price price={row.original.priceNative} />,
  },
  {
    id: 'maker',
    header: 'Maker',
    cell: ({ row }) => {
      const maker = parseAccount(row.original.maker);
      return maker ? <Address ss58={maker.ss58} hex={maker.hex} label="maker" /> : row.original.maker;
    },
  },
];

/**
 * The side as a toggle, where a row selects its swap (the pool page marks it on the chart): pressed on the selected
 * row, its click the row's.
 */
export function pressableSide(selected: string | null): SwapColumn {
  return {
    ...side,
    cell: ({ row }) => (
      <button
        type="button"
        className={sideClass(row.original)}
        aria-pressed={selected === swapId(row.original)}
      >
        {sideText(row.original)}
      </button>
    ),
  };
}

/** The same columns, TAO and alpha to their last digit: where a swap is the content (its block's page). */
export const swapColumnsInFull: Columns<PoolEvent> = swapColumns.map((column) =>
  column.id === 'tao' || column.id === 'alpha' ? amountColumn(column.id, true) : column,
);
