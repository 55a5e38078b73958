// An EVM transaction as every table draws it: the list, and the block's page (a subset of these).
import { Link } from 'react-router';
import type { EvmTransactionRow } from '../../api/schemas';
import { Dash, EvmAddress, Gwei, shorten, WeiAsTao } from '../../components/cells';
import { blockColumn, fieldColumn, onCard, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/table-columns';
import { paths } from '../../shared/paths';
import { groupDigits } from '../../shared/numbers/separators';

// A phone's card shows a transaction's hash, method, value, result and time.
export const columns: Columns<EvmTransactionRow> = [
  {
    id: 'hash',
    header: 'Hash',
    enableSorting: false,
    meta: { card: 1 },
    cell: ({ row }) => (
      <Link to={paths.evmTransaction(row.original.hash)} className="mono" title={row.original.hash}>
        {shorten(row.original.hash, 8, 6)}
      </Link>
    ),
  },
  blockColumn<EvmTransactionRow>(),
  onCard(5, timeColumn<EvmTransactionRow>()),
  fieldColumn<EvmTransactionRow, 'from'>('from', 'From', (from) => <EvmAddress address={from} />),
  {
    id: 'to',
    header: 'To',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.to ? (
        <EvmAddress address={row.original.to} />
      ) : row.original.contract_created ? (
        <span>
          <span className="muted">created </span>
          <EvmAddress address={row.original.contract_created} />
        </span>
      ) : (
        <Dash field="to" />
      ),
  },
  {
    id: 'method',
    header: 'Method',
    enableSorting: false,
    meta: { card: 2 },
    cell: ({ row }) => {
      const { method_name: name, method_id: id } = row.original;
      if (name) return <Link to={paths.evmTransactions({ method_name: name })}>{name}</Link>;
      if (id) {
        return (
          <Link
            to={paths.evmTransactions({ method_id: id })}
            className="mono"
            title="No known name for this selector"
          >
            {id}
          </Link>
        );
      }
      return <span className="muted">transfer</span>;
    },
  },
  onCard(
    3,
    fieldColumn<EvmTransactionRow, 'value'>('value', 'Value', (value) => <WeiAsTao wei={value} />, true),
  ),
  fieldColumn<EvmTransactionRow, 'gas_used'>('gas_used', 'Gas used', (gas) => groupDigits(BigInt(gas)), true),
  fieldColumn<EvmTransactionRow, 'effective_gas_price'>(
    'effective_gas_price',
    'Gas price',
    (price) => <Gwei wei={price} />,
    true,
  ),
  onCard(
    4,
    fieldColumn<EvmTransactionRow, 'success'>('success', 'Result', (success) =>
      success ? 'success' : <strong className="failed">failed</strong>,
    ),
  ),
];
