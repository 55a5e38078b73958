// GET /api/evm/transaction/v1: transactions of the chain's Ethereum layer.
import type { z } from 'zod/mini';
import type { EvmTransaction, evmTransactionParams } from '../../../src/api/schemas';
import { blockTimestamp } from '../chain';
import type { ChainView } from '../head';
import { blockHash } from '../generator/evm';
import { listPage } from '../list';
import type { Condition } from '../head';
import { CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../records';
import type { EvmTransactionRow } from '../store/schema';

/** `address` matches a transaction that an account sent, received or created. */
function involving(account: string | undefined): Condition[] {
  if (account === undefined) return [];
  return [
    {
      sql: '(from_address = ? OR to_address = ? OR contract_created = ?)',
      params: [account, account, account],
    },
  ];
}

export function listEvmTransactions(view: ChainView, params: z.output<typeof evmTransactionParams>) {
  const { pagination, rows } = listPage<EvmTransactionRow>(view, {
    table: 'evm_transactions',
    columns: '*',
    conditions: [
      ...rangeConditions(params),
      ...equals('hash', params.hash),
      ...involving(params.address),
      ...equals('to_address', params.to),
      ...equals('from_address', params.from),
      ...equals('method_name', params.method_name),
      ...equals('method_id', params.method_id),
      ...equals('contract_created', params.contract_created),
      ...equals('idx', params.index),
    ],
    ...sortOrder(params.order, CHAIN_ORDERS),
    page: params.page,
    limit: params.limit,
    none: 'No transactions found',
  });
  const data: EvmTransaction[] = rows.map((row) => ({
    hash: row.hash,
    block_number: row.block_number,
    timestamp: blockTimestamp(row.block_number),
    from: row.from_address,
    input: row.input,
    value: row.value,
    gas: row.gas,
    gas_price: row.gas_price,
    gas_used: row.gas_used,
    cumulative_gas_used: row.cumulative_gas_used,
    effective_gas_price: row.effective_gas_price,
    block_hash: blockHash(row.block_number),
    nonce: row.nonce,
    index: row.idx,
    success: row.success === 1,
    to: row.to_address,
    contract_created: row.contract_created,
    full_signature: row.full_signature,
    hashable_signature: row.hashable_signature,
    max_fee_per_gas: row.max_fee_per_gas,
    max_priority_fee_per_gas: row.max_priority_fee_per_gas,
    method_id: row.method_id,
    method_name: row.method_name,
    abi_json: row.abi_json === null ? null : (JSON.parse(row.abi_json) as unknown),
    args: row.args === null ? null : (JSON.parse(row.args) as unknown),
  }));
  return { pagination, data };
}
