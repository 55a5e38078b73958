// An EVM transaction: its outcome, block and time, sender and recipient (each with the Substrate account that holds
// its balance), value and fee exactly, gas, nonce and position, the contract it created, and its call decoded. One
// request; a hash the API does not know says so, with the search box. A hash in capitals is sent on to lower case.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { z } from 'zod/mini';
import { apiUrl } from '../../api/endpoints';
import { listQuery } from '../../api/queries';
import type { EvmTransactionRow } from '../../api/schemas';
import { BlockLink, Dash, Gwei, KeyTerm, Time, WeiAsTao } from '../../components/cells';
import { EvmParty } from '../../components/EvmParty';
import { ApiCall, UrlProblems } from '../../components/PageNotices';
import { StatusView } from '../../components/StatusView';
import { groupDigits } from '../../shared/numbers/separators';
import { evmFee } from '../../shared/chain/evm';
import { paths } from '../../shared/paths';
import { useSearchState } from '../../lib/url-state';
import { DecodedCall } from './DecodedCall';
import { useRouteParams } from '../../lib/route-params';
import { ROUTE_TABLE } from '../../shared/route-table';

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const gas = (value: string | undefined, field: string) =>
  value === undefined ? <Dash field={field} /> : <span className="num">{groupDigits(value)}</span>;

function Summary({ tx }: { tx: EvmTransactionRow }) {
  const fee = evmFee(tx.gas_used, tx.effective_gas_price);
  return (
    <dl className="account-keys">
      <KeyTerm term="Hash" value={tx.hash} label="transaction hash" />
      <Term term="Result">
        {tx.success === undefined ? (
          <Dash field="success" />
        ) : tx.success ? (
          'Success'
        ) : (
          <strong className="failed">Failed</strong>
        )}
      </Term>
      <Term term="Block">
        <BlockLink block={tx.block_number} />
        {tx.index !== undefined && <span className="muted">, transaction {tx.index} of the block</span>}
      </Term>
      <Term term="Time">{tx.timestamp ? <Time iso={tx.timestamp} /> : <Dash field="timestamp" />}</Term>
      <Term term="From">
        {tx.from ? <EvmParty address={tx.from} label="sender address" /> : <Dash field="from" />}
      </Term>
      <Term term="To">
        {tx.to ? (
          <EvmParty address={tx.to} label="recipient address" />
        ) : (
          <span className="muted">none: a contract creation</span>
        )}
      </Term>
      {tx.contract_created && (
        <Term term="Contract created">
          <EvmParty address={tx.contract_created} label="created contract address" />
        </Term>
      )}
      {/* The page is about the transaction: its value and fee in full. */}
      <Term term="Value">
        {tx.value === undefined ? <Dash field="value" /> : <WeiAsTao wei={tx.value} full />}
      </Term>
      <Term term="Fee">{fee === null ? <Dash field="gas_used" /> : <WeiAsTao wei={fee} full />}</Term>
      <Term term="Gas limit, used">
        {gas(tx.gas, 'gas')}, {gas(tx.gas_used, 'gas_used')}
      </Term>
      <Term term="Gas price, effective">
        {tx.gas_price === undefined ? <Dash field="gas_price" /> : <Gwei wei={tx.gas_price} />},{' '}
        {tx.effective_gas_price === undefined ? (
          <Dash field="effective_gas_price" />
        ) : (
          <Gwei wei={tx.effective_gas_price} />
        )}
      </Term>
      {tx.max_fee_per_gas && (
        <Term term="Max fee, priority fee">
          <Gwei wei={tx.max_fee_per_gas} />
          {tx.max_priority_fee_per_gas && (
            <>
              , <Gwei wei={tx.max_priority_fee_per_gas} />
            </>
          )}
        </Term>
      )}
      <Term term="Nonce">{tx.nonce === undefined ? <Dash field="nonce" /> : tx.nonce}</Term>
    </dl>
  );
}

function Transaction({ hash }: { hash: string }) {
  const query = useQuery(listQuery('evmTransactions', { hash }));
  return (
    <StatusView query={query} skeleton={<p className="muted">Loading the transaction…</p>}>
      {(answer) => {
        const tx = answer.data[0];
        return tx ? (
          <>
            <Summary tx={tx} />
            <DecodedCall tx={tx} />
          </>
        ) : (
          <p className="empty">
            No transaction with this hash. Look something else up in the search at the top (press /).
          </p>
        );
      }}
    </StatusView>
  );
}

/** The page takes no query parameters: any it is given are listed as ignored. */
const NO_PARAMS = z.object({});

export default function EvmTransactionPage() {
  const { hash } = useRouteParams(ROUTE_TABLE.evmTransaction);
  const { search } = useLocation();
  const { problems } = useSearchState(NO_PARAMS);
  if (useParams().hash !== hash) return <Navigate replace to={`${paths.evmTransaction(hash)}${search}`} />;
  return (
    <div className="entity">
      <h1>
        EVM transaction <span className="mono hash-heading">{hash}</span>
      </h1>
      <UrlProblems problems={problems} cleanLink={paths.evmTransaction(hash)} />
      <Transaction hash={hash} />
      <ApiCall url={apiUrl('evmTransactions', { hash })} />
    </div>
  );
}
