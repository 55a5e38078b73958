// Arguments as a generic tree, for a decoded EVM call or an event the known-events table does not name
// (EventArgs.tsx reads those): a 32-byte hex value is taken for an account id (the API sends account ids inside
// args as hex public keys). Apart from EventArgs, so the EVM page does not load the known-events table.
import { Address } from './cells';
import { parseAccount } from '../shared/chain/ss58';

const ACCOUNT_ID = /^0x[0-9a-f]{64}$/i;

export function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">null</span>;
  if (typeof value === 'string') {
    const account = ACCOUNT_ID.test(value) ? parseAccount(value) : null;
    return account ? (
      <span className="arg-account">
        <Address ss58={account.ss58} hex={account.hex} /> <span className="mono muted">{value}</span>
      </span>
    ) : (
      <span className="mono">{value}</span>
    );
  }
  // A JSON number as the number it is, marked apart from the decimal strings beside it ("3250000" and 34 in one
  // positional array). Amounts come as strings and are shown verbatim above, never through a JavaScript number.
  if (typeof value === 'number') {
    return (
      <span className="mono arg-number" title="number">
        {String(value)}
      </span>
    );
  }
  // What JSON has left besides objects and arrays: a boolean.
  if (typeof value !== 'object') return <span className="mono">{JSON.stringify(value)}</span>;
  const entries = Array.isArray(value)
    ? (value as unknown[]).map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="muted">{Array.isArray(value) ? '[]' : '{}'}</span>;
  return (
    <dl className="args">
      {entries.map(([key, inner]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            <Value value={inner} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ArgsTree({ args }: { args: unknown }) {
  return (
    <div className="args-tree" aria-label="Arguments">
      <Value value={args} />
    </div>
  );
}
