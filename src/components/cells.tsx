// Small pure cells for the values every page shows: numbers exact on hover and on copy, amounts in their units,
// addresses, times, blocks and chain ids; the dash for a value a record does not have; and RecordCells, a record's
// cells as its kind's columns declare them: the one drawing of a deregistration, an ownership change, an EVM
// transaction or a swap, in its list (DataTable) and in the block's, subnet's and pool's tables (RecordTable).
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { RowData } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { FieldProblem } from '../api/schemas';
import { useName } from '../lib/address-book';
import { paths } from '../shared/paths';
import { usePreferences } from '../lib/preferences';
import {
  formatAmount,
  formatChange,
  formatExact,
  formatUnits,
  GWEI_DECIMALS,
  RAO_DECIMALS,
  WEI_DECIMALS,
  writeDecimal,
} from '../shared/numbers/amounts';
import { groupDigits, splitAtMark } from '../shared/numbers/separators';
import { formatLocal, formatTime, formatUtc } from '../shared/time';
import type { Columns } from './table-columns';

/** The problems of one row's fields, by field name: provided around each table row, read by `Dash`. */
export const RowProblems = createContext<ReadonlyMap<string, FieldProblem>>(new Map());

export function problemText({ field, kind, message }: FieldProblem): string {
  return kind === 'missing'
    ? `${field} missing from this record`
    : `${field} unreadable in this record (${message})`;
}

/**
 * A dash for a value the record does not hold. Where the answer had a problem with that field (missing, or of an
 * odd type), the dash says so on hover; a null or an absent optional field is a plain dash.
 */
export function Dash({ field }: { field: string }) {
  const problem = useContext(RowProblems).get(field);
  return (
    <span className="muted" title={problem && problemText(problem)}>
      —
    </span>
  );
}

/** A record's `field` drawn by `render`, or a dash where the record has no value for it. */
export function fieldCell<V>(value: V | null | undefined, field: string, render: (value: V) => ReactNode) {
  return value === undefined || value === null ? <Dash field={field} /> : render(value);
}

type Column<T extends RowData> = Columns<T>[number];

/**
 * A cell's place in its row's card on a phone (styles.css): its column's header as its label, and the column's
 * `card` place where it is one of the row's telling fields; the others wait under the row's expander.
 */
export function cardCell(column: { header?: unknown; meta?: { card?: number } }) {
  return {
    'data-label': typeof column.header === 'string' ? column.header : undefined,
    'data-card': column.meta?.card,
  };
}

/** The column's value (its accessor's), which a column without a cell of its own shows. */
function valueOf<T extends RowData>(column: Column<T>, record: T, index: number): unknown {
  if ('accessorFn' in column) return column.accessorFn(record, index);
  if ('accessorKey' in column) return record[column.accessorKey as keyof T];
  return undefined;
}

/**
 * One cell. The columns' cells read the record alone (`row.original`), or, for the table's default, the value and
 * the column's id: that is all of TanStack's cell context they are given here (RecordTable.test.tsx holds the
 * drawing to the library's own, for every record kind's columns).
 */
function cellOf<T extends RowData>(column: Column<T>, record: T, index: number): ReactNode {
  const value = valueOf(column, record, index);
  const { cell } = column;
  if (typeof cell === 'string') return cell;
  if (cell) {
    const context = { row: { original: record, index }, getValue: () => value, column: { id: column.id } };
    return cell(context as never) as ReactNode;
  }
  if (value === undefined || value === null) return <Dash field={column.id} />;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A record's cells under `columns`; a field it lacks is a dash naming the field (and why, from RowProblems). */
export function RecordCells<T extends RowData>(props: { columns: Columns<T>; record: T; index: number }) {
  const { columns, record, index } = props;
  return columns.map((column) => (
    <td key={column.id} className={column.meta?.numeric ? 'numeric' : undefined} {...cardCell(column)}>
      {cellOf(column, record, index)}
    </td>
  ));
}

/** An answer's problems by record, then by field: each row's, for RowProblems. */
export function problemsByRow(problems: readonly FieldProblem[]) {
  const byRow = new Map<number, Map<string, FieldProblem>>();
  for (const problem of problems) {
    const row = byRow.get(problem.record) ?? new Map<string, FieldProblem>();
    row.set(problem.field, problem);
    byRow.set(problem.record, row);
  }
  return byRow;
}

export const NO_PROBLEMS: ReadonlyMap<string, FieldProblem> = new Map();

/** A flag as a table shows it: "yes", or a quiet "no". */
export const yesNo = (flag: boolean) => (flag ? 'yes' : <span className="muted">no</span>);

/** Copying a shortened value copies the whole of it. */
export function copyExact(value: string) {
  return (event: ClipboardEvent) => {
    event.clipboardData.setData('text/plain', value);
    event.preventDefault();
  };
}

/**
 * A number as shown (rounded), with its unit beside it; its exact value on hover, as the visitor writes numbers
 * (`title` for more than that), and on copy in the API's form (`exact`), which the app's own fields, a spreadsheet
 * in any language and a program all read the same way. `alignedPlaces`: in a column of numbers with their own
 * count of decimals (significant digits), the decimal marks line up, for numbers of up to that many decimals.
 */
export function Exact({
  shown,
  exact,
  unit,
  title = unit ? `${writeDecimal(exact)} ${unit}` : writeDecimal(exact),
  className = 'amount',
  alignedPlaces,
}: {
  shown: string;
  exact: string;
  unit?: string;
  title?: string;
  className?: string;
  alignedPlaces?: number;
}) {
  const [whole, fraction] = alignedPlaces === undefined ? [shown, ''] : splitAtMark(shown);
  return (
    <span className={className} title={title} onCopy={copyExact(exact)}>
      {whole}
      {alignedPlaces !== undefined && (
        <span className="fraction" style={{ '--places': alignedPlaces } as CSSProperties}>
          {fraction}
        </span>
      )}
      {unit && (
        <>
          {' '}
          <span className="unit">{unit}</span>
        </>
      )}
    </span>
  );
}

/**
 * An integer amount (rao by default) with four decimals (or `places`); the exact value on hover and on copy. With
 * `baseUnit`, the hover also gives the integer as sent (`63800138219 rao`), for reading an amount against raw chain
 * data.
 */
export function Amount({
  value,
  unit = 'τ',
  decimals = RAO_DECIMALS,
  places = 4,
  baseUnit,
  full = false,
}: {
  value: string;
  unit?: string;
  decimals?: number;
  places?: number;
  baseUnit?: string;
  /** Written to its last digit, where the amount is what the page is about (a transaction's value). */
  full?: boolean;
}) {
  const exact = `${formatExact(value, decimals)} ${unit}`;
  return (
    <Exact
      shown={full ? formatExact(value, decimals) : formatAmount(value, places, decimals)}
      exact={formatUnits(value, decimals)}
      unit={unit}
      title={baseUnit ? `${exact}\n${value} ${baseUnit}` : exact}
    />
  );
}

/** An amount of wei (the EVM layer's unit, 10^-18 TAO) in TAO, with the wei as sent on hover. */
export const WeiAsTao = ({ wei, full }: { wei: string; full?: boolean }) => (
  <Amount value={wei} decimals={WEI_DECIMALS} baseUnit="wei" full={full} />
);

/** A gas price in gwei, with the wei as sent on hover. */
export const Gwei = ({ wei }: { wei: string }) => (
  <Amount value={wei} decimals={GWEI_DECIMALS} places={2} unit="gwei" baseUnit="wei" />
);

/**
 * How an amount (rao) moved in the last 24 hours, from the API's own day-ago value: "+12.3000 τ (+1.00 %) 24 h";
 * exact on hover and on copy.
 */
/**
 * A balance's change from `before` to `now` over `period` ("24 h", "7 d"), signed and coloured; the exact change on
 * hover and on copy.
 */
export function BalanceChange({
  now,
  before,
  period,
}: {
  now: string;
  before: string;
  period: '24 h' | '7 d';
}) {
  const change = formatChange(now, before);
  return (
    <span
      className={`day-change ${change.direction}`}
      title={`${change.exactText} τ in ${period === '24 h' ? '24 hours' : '7 days'}`}
      onCopy={copyExact(change.exact)}
    >
      {change.amount} <span className="unit">τ</span>
      {change.percent !== null && ` (${change.percent})`} <span className="unit">{period}</span>
    </span>
  );
}

export const DayChange = ({ now, dayAgo }: { now: string; dayAgo: string }) => (
  <BalanceChange now={now} before={dayAgo} period="24 h" />
);

export function shorten(text: string, head = 6, tail = 4): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** How long "Copied" stays next to a copy button. */
const COPIED_MS = 2000;

/** Copies `value`, then says "Copied" beside the button, in a polite live region that screen readers announce. */
/** A key or hash in a description list, whole, with its copy button: `label` names it for the button. */
export function KeyTerm({ term, value, label = term }: { term: string; value: string; label?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className="mono">
        {value} <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- no clipboard outside a secure context (plain http), whatever the DOM types say
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <>
      <button
        type="button"
        className="copy"
        aria-label={`Copy ${label}`}
        title={`Copy ${label}`}
        onClick={copy}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <rect
            x="5"
            y="5"
            width="9"
            height="9"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path d="M3 11V3.5C3 2.7 3.7 2 4.5 2H11" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* The live region is there before the word, so that the word is announced when it appears. */}
      <span role="status" className="copied">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}

/** The hover text of an address: the person's name for it first, if any, then its forms. */
const hoverText = (name: string | undefined, ...forms: string[]) =>
  [...(name === undefined ? [] : [name]), ...forms].join('\n');

/**
 * An account: the person's name for it (src/lib/address-book.ts) or its SS58 shortened in the middle, linking to
 * the account page; the SS58 and hex key on hover, the SS58 on copy. `label` names what the copy button copies,
 * where a row holds several addresses.
 */
export function Address({ ss58, hex, label = 'address' }: { ss58: string; hex?: string; label?: string }) {
  const name = useName(hex ?? ss58);
  return (
    <span className="address">
      <Link
        to={paths.account(ss58)}
        className={name === undefined ? 'mono' : 'address-name'}
        title={hex ? hoverText(name, ss58, hex) : hoverText(name, ss58)}
        onCopy={copyExact(ss58)}
      >
        {name ?? shorten(ss58)}
      </Link>
      <CopyButton value={ss58} label={label} />
    </span>
  );
}

/** A hash or other long hex value, shortened, whole on hover and on copy. */
export function Hash({ value }: { value: string }) {
  return (
    <span className="mono" title={value} onCopy={copyExact(value)}>
      {shorten(value, 8, 6)}
    </span>
  );
}

/** A time as the visitor chose to read times; `daily`: a row of a daily series, whose date stays in view. */
export function Time({ iso, daily = false }: { iso: string; daily?: boolean }) {
  const { time } = usePreferences();
  return (
    <time dateTime={iso} title={time === 'utc' ? formatLocal(iso) : formatUtc(iso)} className="time">
      {formatTime(iso, time, daily)}
    </time>
  );
}

export function BlockLink({ block }: { block: number }) {
  return (
    <Link to={paths.block(block)} className="num" title={`Block ${block}`}>
      {groupDigits(block)}
    </Link>
  );
}

export function ExtrinsicLink({ id }: { id: string }) {
  return (
    <Link to={paths.extrinsic(id)} className="mono" title={`Extrinsic ${id}`}>
      {id}
    </Link>
  );
}

/** A subnet: links to its page (the root subnet's too: it has owners and deregistrations, no pool). */
export function NetuidLink({ netuid }: { netuid: number | string }) {
  return (
    <Link to={paths.subnet(netuid)} className="num" title={`Subnet ${netuid}`}>
      {netuid}
    </Link>
  );
}

/**
 * An EVM address: the person's name for it or the address shortened, linking to its transactions; `label` names
 * what the copy button copies.
 */
export function EvmAddress({ address, label = 'address' }: { address: string; label?: string }) {
  const name = useName(address);
  return (
    <span className="address">
      <Link
        to={paths.evmTransactions({ address })}
        className={name === undefined ? 'mono' : 'address-name'}
        title={hoverText(name, address)}
        onCopy={copyExact(address)}
      >
        {name ?? shorten(address, 8, 6)}
      </Link>
      <CopyButton value={address} label={label} />
    </span>
  );
}
