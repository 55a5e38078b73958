// Arguments of a chain event. A known event (src/shared/chain/known-events.ts) is read as a person reads it: named args,
// accounts as SS58 links, EVM addresses linking to their transactions, hashes copyable but never links, amounts in
// τ, subnets linking to their page. Anything else is the generic tree (ArgsTree.tsx).
import { Value } from './ArgsTree';
import { Address, Amount, CopyButton, EvmAddress, Hash, NetuidLink } from './cells';
import { argWords, fitsKind, integerText, namedArgs, type NamedArg } from '../shared/chain/known-events';
import { ss58Encode } from '../shared/chain/ss58';
import { own } from '../api/own';

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

function KnownValue({ name, shape, value }: NamedArg) {
  if (shape === undefined) return <Value value={value} />;
  if (typeof shape === 'object') {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (
      <NamedArgs
        args={Object.entries(value as Record<string, unknown>).map(([key, inner]) => ({
          name: key,
          shape: own(shape, key),
          value: inner,
        }))}
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
      <NamedArgs
        args={(value as unknown[]).map((inner, i) => ({ name: String(i), shape, value: inner }))}
        label={name}
      />
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
      return <NetuidLink netuid={integerText(value) as string} />;
    case 'number':
      return <span className="num">{integerText(value)}</span>;
    case 'enum':
      return <EnumValue value={value as { __kind: string; value?: unknown }} />;
  }
}

/** Args by name; `label` names the list's items in the copy buttons' labels (topic 0, topic 1 ...). */
export function NamedArgs({ args, label }: { args: NamedArg[]; label?: string }) {
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
export function EventArgs({ args, event }: { args: unknown; event?: string | null }) {
  const named = namedArgs(event, args);
  return (
    <div className="args-tree" aria-label="Arguments">
      {named ? <NamedArgs args={named} /> : <Value value={args} />}
    </div>
  );
}
