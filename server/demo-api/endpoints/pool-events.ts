// GET /api/coingecko/events: pool swaps in the DEX-adapter convention, for every pair, over a block window.
import type { z } from 'zod/mini';
import { pairIdOf } from '../../../src/api/chart-schemas';
import { MAX_POOL_EVENT_BLOCKS } from '../../../src/api/endpoints';
import type { PoolEvent, poolEventParams } from '../../../src/api/schemas';
import { formatUnits } from '../../../src/shared/numbers/amounts';
import { blockTimeMs } from '../chain';
import { ApiProblem } from '../http';
import { atHead, type ChainView } from '../head';
import { statement } from '../list';
import { address } from '../records';
import type { SwapRow } from '../store/schema';

/**
 * A missing toBlock is the chain head; a missing fromBlock is 300 blocks (one hour) before toBlock. A window may
 * span at most 2,000 blocks (about 6.7 hours): the answer holds every pair's events, thousands at busy times.
 */
export const DEFAULT_WINDOW_BLOCKS = 300;

export function poolEvents({ db, head }: ChainView, params: z.output<typeof poolEventParams>) {
  const toBlock = params.toBlock ?? head;
  const fromBlock = params.fromBlock ?? Math.max(0, toBlock - DEFAULT_WINDOW_BLOCKS + 1);
  const span = toBlock - fromBlock + 1;
  if (span > MAX_POOL_EVENT_BLOCKS) {
    throw new ApiProblem(
      400,
      `Invalid parameter "fromBlock": the window ${fromBlock}..${toBlock} spans ${span} blocks; at most ${MAX_POOL_EVENT_BLOCKS} are allowed (pass a closer fromBlock or toBlock)`,
    );
  }
  const rows = statement(
    db,
    `SELECT block_number, extrinsic_index, event_index, netuid, maker, tao_in, CAST(tao_amount AS TEXT) AS tao_amount,
       CAST(alpha_amount AS TEXT) AS alpha_amount, CAST(price_nano AS TEXT) AS price_nano,
       CAST(tao_reserve AS TEXT) AS tao_reserve, CAST(alpha_reserve AS TEXT) AS alpha_reserve
     FROM pool_swaps WHERE block_number BETWEEN ? AND ? AND ${atHead(head).sql} ORDER BY seq`,
  ).all(fromBlock, toBlock, ...atHead(head).params) as SwapRow<string>[];
  const events: PoolEvent[] = rows.map((row) => {
    const tao = formatUnits(row.tao_amount);
    const alpha = formatUnits(row.alpha_amount);
    return {
      block: {
        blockNumber: row.block_number,
        blockTimestamp: Math.floor(blockTimeMs(row.block_number) / 1000),
      },
      eventType: 'swap',
      txnId: `${row.block_number}-${String(row.extrinsic_index).padStart(4, '0')}`,
      txnIndex: row.extrinsic_index,
      eventIndex: row.event_index,
      maker: address(row.maker).ss58,
      pairId: pairIdOf(row.netuid),
      // asset0 is TAO, asset1 the subnet's alpha: TAO in means alpha bought.
      ...(row.tao_in === 1 ? { asset0In: tao, asset1Out: alpha } : { asset1In: alpha, asset0Out: tao }),
      priceNative: formatUnits(row.price_nano),
      reserves: { asset0: formatUnits(row.tao_reserve), asset1: formatUnits(row.alpha_reserve) },
    };
  });
  return { events };
}
