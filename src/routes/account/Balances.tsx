// The account's newest balances, as the latest endpoint sends them for one address: every balance with its change
// over 24 hours where the API sends the day-ago value, the root claim type, and the alpha held per subnet. Amounts
// are the API's own (the total is never recomputed), stay BigInt strings to the screen, and are written in full:
// on an account's page, its balances are the content.
import { useQuery } from '@tanstack/react-query';
import { ColumnHeads } from '../../components/ColumnHeads';
import { listQuery } from '../../api/queries';
import type { AccountRow, AlphaBalance } from '../../api/schemas';
import { Amount, DayChange, fieldCell, NetuidLink, RowProblems } from '../../components/cells';
import { ErrorPanel, FieldProblemsNote } from '../../components/StatusView';

type Balance =
  | 'balance_total'
  | 'balance_free'
  | 'balance_reserved'
  | 'balance_staked'
  | 'balance_staked_alpha_as_tao'
  | 'balance_staked_root'
  | 'balance_liquidity';

const BALANCES: [Balance, string][] = [
  ['balance_total', 'Total'],
  ['balance_free', 'Free'],
  ['balance_reserved', 'Reserved'],
  ['balance_staked', 'Staked'],
  ['balance_staked_alpha_as_tao', 'Alpha (as τ)'],
  ['balance_staked_root', 'Root'],
  ['balance_liquidity', 'Liquidity'],
];

function AlphaBalances({ balances }: { balances: AlphaBalance[] }) {
  if (balances.length === 0) return <p className="muted">No alpha stake.</p>;
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">Alpha balances</caption>
        <ColumnHeads
          columns={[
            { header: 'Subnet' },
            { header: 'Alpha', numeric: true },
            { header: 'Value', numeric: true },
          ]}
        />
        <tbody>
          {balances.map((entry) => (
            <tr key={entry.netuid}>
              <td>
                <NetuidLink netuid={entry.netuid} />
              </td>
              <td className="numeric">
                <Amount value={entry.balance} unit="α" />
              </td>
              <td className="numeric">
                <Amount value={entry.balance_as_tao} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ record }: { record: AccountRow }) {
  return (
    <>
      <dl className="balances">
        {BALANCES.map(([key, label]) => {
          const dayAgo = record[`${key}_24hr_ago`];
          return (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {fieldCell(record[key], key, (value) => (
                  <>
                    <Amount value={value} full />
                    {dayAgo != null && <DayChange now={value} dayAgo={dayAgo} />}
                  </>
                ))}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>Root claim</dt>
          <dd>{fieldCell(record.root_claim_type, 'root_claim_type', (type) => type)}</dd>
        </div>
      </dl>
      {record.alpha_balances != null && (
        <>
          <h3>Alpha per subnet</h3>
          <AlphaBalances balances={record.alpha_balances} />
        </>
      )}
    </>
  );
}

export function LatestBalances({ address, network }: { address: string; network: string | undefined }) {
  const latest = useQuery(listQuery('accountLatest', network ? { address, network } : { address }));
  const record = latest.data?.data[0];
  const problems = latest.data?.problems.filter((problem) => problem.record === 0) ?? [];
  return (
    <section className="balances-panel" aria-label="Latest balances">
      <h2>Latest balances</h2>
      {latest.isError ? (
        <ErrorPanel error={latest.error} onRetry={() => void latest.refetch()} />
      ) : !latest.data ? (
        <p className="muted">Loading…</p>
      ) : !record ? (
        <p className="muted">No balances on {network ?? 'finney'}.</p>
      ) : (
        <RowProblems.Provider value={new Map(problems.map((problem) => [problem.field, problem]))}>
          <FieldProblemsNote problems={problems} />
          <Summary record={record} />
        </RowProblems.Provider>
      )}
    </section>
  );
}
