// What else happened in a block, from the endpoints that take a block: its EVM transactions, the pool swaps in it,
// its deregistrations and subnet ownership changes. Each section asks only once it scrolls into view. The swaps
// come from the chain's grid window that holds the block (src/api/chain.ts): one answer, kept by the gateway,
// serves every block of the window, and the pool pages, embeds and market that read it.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { swapsQuery } from '../../api/chain-queries';
import { listQuery } from '../../api/queries';
import { pairNetuid, type PoolEvent } from '../../api/chart-schemas';
import { Address, EvmAddress, Hash, NetuidLink, WeiAsTao, yesNo } from '../../components/cells';
import { Significant } from '../../components/Significant';
import { RecordTable } from '../../components/RecordTable';
import { StatusView } from '../../components/StatusView';
import { isBuy, SwapFigures } from '../../components/swap-cells';
import { swapWindowOf } from '../../api/chain';
import { paths } from '../../lib/paths';
import { parseAccount } from '../../lib/ss58';
import { useSeen } from '../../lib/use-seen';

interface SectionProps<T> {
  title: string;
  /** The filtered list with every record, where there is one. */
  list?: { to: string; text: string };
  /** Whether the section has come into view, and the ref that watches it (useSeen). */
  seen: ReturnType<typeof useSeen>;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A section that shows its data once it has come into view (its query is enabled only then). */
function Section<T>({ title, list, seen: [ref, seen], query, children }: SectionProps<T>) {
  return (
    <section className="block-records" ref={ref} aria-label={title}>
      <h2>{title}</h2>
      {seen ? (
        <StatusView query={query} skeleton={<p className="muted">Loading…</p>}>
          {children}
        </StatusView>
      ) : (
        <p className="muted">Loads when shown.</p>
      )}
      {list && (
        <p className="more">
          <Link to={list.to}>{list.text}</Link>
        </p>
      )}
    </section>
  );
}

function SwapRows({ swaps }: { swaps: PoolEvent[] }) {
  return swaps.map((swap) => {
    const maker = parseAccount(swap.maker);
    const netuid = pairNetuid(swap.pairId);
    return (
      <tr key={`${swap.txnId}:${swap.eventIndex}`}>
        <td>
          <Link to={paths.extrinsic(swap.txnId)} className="mono">
            {swap.txnId}
          </Link>
        </td>
        <td className="numeric">{netuid !== null ? <NetuidLink netuid={netuid} /> : swap.pairId}</td>
        <td className={isBuy(swap) ? 'side buy' : 'side sell'}>{isBuy(swap) ? 'Buy α' : 'Sell α'}</td>
        <SwapFigures swap={swap} />
        <td>{maker ? <Address ss58={maker.ss58} hex={maker.hex} label="maker address" /> : swap.maker}</td>
      </tr>
    );
  });
}

function SwapsSection({ number }: { number: number }) {
  const seen = useSeen();
  const query = useQuery({ ...swapsQuery(swapWindowOf(number)), enabled: seen[1] });
  return (
    <Section title="Pool swaps" seen={seen} query={query}>
      {(answer) => {
        const swaps = answer.events.filter((swap) => swap.block.blockNumber === number);
        return swaps.length === 0 ? (
          <p className="empty">No pool swaps in this block.</p>
        ) : (
          <RecordTable
            caption="Pool swaps in the block"
            head={['Extrinsic', 'Subnet', 'Side', 'TAO', 'Alpha', 'Price (τ/α)', 'Maker']}
            numeric={['Subnet', 'TAO', 'Alpha', 'Price (τ/α)']}
          >
            <SwapRows swaps={swaps} />
          </RecordTable>
        );
      }}
    </Section>
  );
}

function EvmSection({ number }: { number: number }) {
  const seen = useSeen();
  const block = { block_number: String(number) };
  const query = useQuery({ ...listQuery('evmTransactions', block), enabled: seen[1] });
  return (
    <Section
      title="EVM transactions"
      list={{ to: paths.evmTransactions(block), text: 'EVM transactions of this block in the list' }}
      seen={seen}
      query={query}
    >
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="empty">No EVM transactions in this block.</p>
        ) : (
          <RecordTable
            caption="EVM transactions of the block"
            head={['Hash', 'From', 'To', 'Value', 'Method', 'Succeeded']}
            numeric={['Value']}
          >
            {answer.data.map((tx) => (
              <tr key={tx.hash}>
                <td>
                  <Link to={paths.evmTransaction(tx.hash)}>
                    <Hash value={tx.hash} />
                  </Link>
                </td>
                <td>{tx.from ? <EvmAddress address={tx.from} label="sender address" /> : '—'}</td>
                <td>
                  {tx.to ? (
                    <EvmAddress address={tx.to} label="recipient address" />
                  ) : (
                    <span className="muted">contract creation</span>
                  )}
                </td>
                <td className="numeric">{tx.value ? <WeiAsTao wei={tx.value} /> : '—'}</td>
                <td>{tx.method_name ?? <span className="muted">—</span>}</td>
                <td>{tx.success === undefined ? '—' : yesNo(tx.success)}</td>
              </tr>
            ))}
          </RecordTable>
        )
      }
    </Section>
  );
}

function DeregistrationsSection({ number }: { number: number }) {
  const seen = useSeen();
  const block = { block_number: String(number) };
  const query = useQuery({ ...listQuery('deregistrations', block), enabled: seen[1] });
  return (
    <Section
      title="Deregistrations"
      list={{ to: paths.deregistrations(block), text: 'Deregistrations of this block in the list' }}
      seen={seen}
      query={query}
    >
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="empty">No neuron was deregistered in this block.</p>
        ) : (
          <RecordTable
            caption="Deregistrations in the block"
            head={['Subnet', 'UID', 'Hotkey', 'Coldkey', 'Incentive']}
            numeric={['Subnet', 'UID', 'Incentive']}
          >
            {answer.data.map((row) => (
              <tr key={`${row.netuid}:${row.uid}`}>
                <td className="numeric">
                  <NetuidLink netuid={row.netuid} />
                </td>
                <td className="numeric">{row.uid}</td>
                <td>
                  {row.hotkey ? <Address ss58={row.hotkey.ss58} hex={row.hotkey.hex} label="hotkey" /> : '—'}
                </td>
                <td>
                  {row.coldkey ? (
                    <Address ss58={row.coldkey.ss58} hex={row.coldkey.hex} label="coldkey" />
                  ) : (
                    '—'
                  )}
                </td>
                <td className="numeric">
                  {row.incentive == null ? '—' : <Significant value={row.incentive} />}
                </td>
              </tr>
            ))}
          </RecordTable>
        )
      }
    </Section>
  );
}

function OwnersSection({ number }: { number: number }) {
  const seen = useSeen();
  const block = { block_number: String(number) };
  const query = useQuery({ ...listQuery('subnetOwners', block), enabled: seen[1] });
  return (
    <Section
      title="Subnet ownership changes"
      list={{ to: paths.subnetOwners(block), text: 'Ownership changes of this block in the list' }}
      seen={seen}
      query={query}
    >
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="empty">No subnet changed owners in this block.</p>
        ) : (
          <RecordTable
            caption="Subnet ownership changes in the block"
            head={['Subnet', 'Owner', 'Previous owner', 'Coldkey swap']}
            numeric={['Subnet']}
          >
            {answer.data.map((row) => (
              <tr key={`${row.netuid}:${row.owner?.hex ?? ''}`}>
                <td className="numeric">
                  <NetuidLink netuid={row.netuid} />
                </td>
                <td>
                  {row.owner ? <Address ss58={row.owner.ss58} hex={row.owner.hex} label="owner" /> : '—'}
                </td>
                <td>
                  {row.previous_owner ? (
                    <Address
                      ss58={row.previous_owner.ss58}
                      hex={row.previous_owner.hex}
                      label="previous owner"
                    />
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
                <td>{row.is_coldkey_swap === undefined ? '—' : yesNo(row.is_coldkey_swap)}</td>
              </tr>
            ))}
          </RecordTable>
        )
      }
    </Section>
  );
}

export function BlockRecords({ number }: { number: number }) {
  return (
    <>
      <SwapsSection number={number} />
      <EvmSection number={number} />
      <DeregistrationsSection number={number} />
      <OwnersSection number={number} />
    </>
  );
}
