// What the signer called, first on an extrinsic's page: told from its events (src/shared/chain/calls.ts), every
// call that fits named, and the arguments its events carry; or, plainly, that its events do not tell.
import { NamedArgs } from '../../components/EventArgs';
import { callText, type InferredCall } from '../../shared/chain/calls';
import type { Outcome } from '../../shared/chain/extrinsics';

export function CallSummary({ call, outcome }: { call: InferredCall | null; outcome: Outcome }) {
  const args = call?.args ?? [];
  const amount = args.some((arg) => arg.shape === 'tao' || arg.shape === 'alpha');
  return (
    <section aria-label="Call" className="call-summary">
      <h2>Call</h2>
      {call ? (
        <>
          <p className="call-name mono">{callText(call)}</p>
          <p className="muted">
            Inferred from its events{args.length > 0 && ', as are its arguments'}
            {amount && ': an amount is what moved, which may differ from what was asked'}.
          </p>
          {args.length > 0 && (
            <div aria-label="Arguments of the call">
              <NamedArgs args={args} />
            </div>
          )}
        </>
      ) : (
        <p className="call-name">
          The call can’t be told from its events
          {outcome.kind === 'failed' && ': a failed call’s own events are undone'}.
        </p>
      )}
    </section>
  );
}
