// Arguments of a chain event or a decoded EVM call. A known event (src/lib/known-events.ts) is read as a person
// reads it: named args, accounts as SS58 links, EVM addresses linking to their transactions, hashes copyable but
// never links, amounts in τ, subnets linking to their pool. Anything else is a generic tree, where a 32-byte hex
// value is taken for an account id (the API sends account ids inside args as hex public keys).
import { Link } from 'react-router';
import { Address, Amount, CopyButton, EvmAddress, Hash } from './cells';
import { argWords, fitsKind, integerText, namedArgs, type NamedArg } from '../lib/known-events';
import { paths } from '../lib/paths';
import { parseAccount, ss58Encode } from '../lib/ss58';

const ACCOUNT_ID = /^0x[0-9a-f]{64}$/i;

function Value({ value }: { value: unknown }) {
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
  if (typeof value !== 'object') return <span className="mono">{String(value)}</span>;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
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

/** A `{__kind, value?}` variant as its path of kinds, `Succeed › Stopped`; a non-variant value as a tree. */
function EnumValue({ value }: { value: { __kind: string; value?: unknown } }) {
  const inner = value.value;
  if (inner === undefined) return <span className="mono">{value.__kind}</span>;
  return (
    <span className="arg-enum">
      <span className="mono">{value.__kind}</span>
      {fitsKind('enum', inner) ? (
        <>
          {' › '}
          <EnumValue value={inner as { __kind: string; value?: unknown }} />
        </>
      ) : (
        <Value value={inner} />
      )}
    </span>
  );
}

/** The root subnet has no pool: its link goes to its owners. */
function NetuidValue({ netuid }: { netuid: string }) {
  return netuid === '0' ? (
    <Link to={paths.subnetOwners({ netuid })} className="num" title="Subnet 0 (root): owners">
      0
    </Link>
  ) : (
    <Link to={paths.pool(netuid)} className="num" title={`Subnet ${netuid}: pool`}>
      {netuid}
    </Link>
  );
}

function KnownValue({ name, shape, value }: NamedArg) {
  if (shape === undefined) return <Value value={value} />;
  if (typeof shape === 'object') {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (
      <NamedArgs
        args={Object.entries(value).map(([key, inner]) => ({ name: key, shape: shape[key], value: inner }))}
      />
    ) : (
      <Value value={value} />
    );
  }
  // A list of values of one kind, such as EVM.Log's topics.
  if (Array.isArray(value)) {
    return value.length === 0 ? (
      <span className="muted">[]</span>
    ) : (
      <NamedArgs args={value.map((inner, i) => ({ name: String(i), shape, value: inner }))} label={name} />
    );
  }
  if (!fitsKind(shape, value)) return <Value value={value} />;
  const words = argWords(name);
  switch (shape) {
    case 'account': {
      const hex = (value as string).toLowerCase();
      return <Address ss58={ss58Encode(hex)} hex={hex} label={`${words} address`} />;
    }
    case 'evmAddress':
      return <EvmAddress address={(value as string).toLowerCase()} label={`${words} address`} />;
    case 'hash':
      return value === '0x' ? (
        <span className="mono muted">0x (empty)</span>
      ) : (
        <span className="address">
          <Hash value={value as string} />
          <CopyButton value={value as string} label={words} />
        </span>
      );
    case 'tao':
      return <Amount value={integerText(value) as string} baseUnit="rao" />;
    case 'alpha':
      return <Amount value={integerText(value) as string} unit="α" />;
    case 'netuid':
      return <NetuidValue netuid={integerText(value) as string} />;
    case 'number':
      return <span className="num">{integerText(value)}</span>;
    case 'enum':
      return <EnumValue value={value as { __kind: string; value?: unknown }} />;
  }
}

/** Args by name; `label` names the list's items in the copy buttons' labels (topic 0, topic 1 ...). */
function NamedArgs({ args, label }: { args: NamedArg[]; label?: string }) {
  return (
    <dl className="args">
      {args.map((arg) => (
        <div key={arg.name}>
          <dt>{arg.name}</dt>
          <dd>
            <KnownValue {...arg} name={label ? `${label} ${arg.name}` : arg.name} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `event` is the event's `<pallet>.<name>`: a known event's args are named and read by kind. */
export function ArgsTree({ args, event }: { args: unknown; event?: string | null }) {
  const named = namedArgs(event, args);
  return (
    <div className="args-tree" aria-label="Arguments">
      {named ? <NamedArgs args={named} /> : <Value value={args} />}
    </div>
  );
}
