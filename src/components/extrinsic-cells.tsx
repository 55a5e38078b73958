// How an extrinsic's outcome, fee and signer show, on the block page and the extrinsic page alike.
import type { Extrinsic, Outcome } from '../shared/chain/extrinsics';
import { ss58Encode } from '../shared/chain/ss58';
import { Address, Amount } from './cells';

/** Success, or the failure with its error named (the raw index beside a name, which a runtime may have moved). */
export function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'success') return <span className="outcome success">Success</span>;
  if (outcome.kind === 'unknown')
    return (
      <span className="muted" title="No System.ExtrinsicSuccess or ExtrinsicFailed event">
        unknown
      </span>
    );
  const { name, raw } = outcome.error;
  return (
    <span className="outcome failed">
      Failed: <strong className="mono">{name ?? raw}</strong>
      {name && name !== raw && <span className="mono muted raw-error">{raw}</span>}
    </span>
  );
}

/** The fee paid in τ (exact rao on hover), and the tip where there was one. */
export function FeeText({ fee }: { fee: Extrinsic['fee'] }) {
  if (!fee) return <span className="muted">—</span>;
  return (
    <>
      <Amount value={fee.actualFee} baseUnit="rao" />
      {fee.tip !== '0' && (
        <>
          {' '}
          + tip <Amount value={fee.tip} baseUnit="rao" />
        </>
      )}
    </>
  );
}

/** The account that paid the fee: the signer. */
export function SignerText({ fee, label = 'signer address' }: { fee: Extrinsic['fee']; label?: string }) {
  return fee ? (
    <Address ss58={ss58Encode(fee.who)} hex={fee.who} label={label} />
  ) : (
    <span className="muted">—</span>
  );
}
