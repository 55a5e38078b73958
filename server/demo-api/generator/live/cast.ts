// What the span fixes for every live block, read once from the span's rows: who trades, which pools are popular
// (as in the span's last 30 days), each pool's hotkeys and its price at the span's end.
import type Database from 'better-sqlite3';
import { BLOCKS_PER_DAY, HEAD_BLOCK } from '../../chain';
import { WHALES } from '../balances';
import { WeightedPicker, type Random } from '../random';
import { createWorld, pickColdkey } from '../world';

export interface Cast {
  coldkey: (random: Random) => string;
  /** The pools that traded in the span, and how often in its last 30 days. */
  netuids: number[];
  poolPicker: WeightedPicker;
  hotkeys: Map<number, string[]>;
  /** Each pool's price at the end of the span: its fair price then. */
  anchors: Map<number, number>;
  /** The exchange-sized accounts by address (balances.ts's WHALES). */
  whales: Map<string, (typeof WHALES)[number]>;
}

function swapCounts(db: Database.Database) {
  return db
    .prepare(
      `SELECT netuid, count(*) AS n FROM pool_swaps WHERE block_number > ? AND block_number <= ?
       GROUP BY netuid ORDER BY netuid`,
    )
    .all(HEAD_BLOCK - 30 * BLOCKS_PER_DAY, HEAD_BLOCK) as { netuid: number; n: number }[];
}

function closingPrices(db: Database.Database): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT netuid, CAST(price_nano AS TEXT) AS price FROM pool_swaps
       WHERE seq IN (SELECT max(seq) FROM pool_swaps WHERE block_number <= ? GROUP BY netuid)`,
    )
    .all(HEAD_BLOCK) as { netuid: number; price: string }[];
  return new Map(rows.map((r) => [r.netuid, Number(r.price) / 1e9]));
}

/** The hotkeys each pool's stake went to in the span, in order of first appearance. */
function stakeHotkeys(db: Database.Database): Map<number, string[]> {
  const hotkeys = new Map<number, string[]>();
  const stakes = db
    .prepare(
      `SELECT args FROM events WHERE name IN ('StakeAdded', 'StakeRemoved') AND block_number <= ? ORDER BY seq`,
    )
    .all(HEAD_BLOCK) as { args: string }[];
  for (const { args } of stakes) {
    const [, hotkey, , , netuid] = JSON.parse(args) as [string, string, string, string, number];
    const known = hotkeys.get(netuid) ?? [];
    if (!known.includes(hotkey)) known.push(hotkey);
    hotkeys.set(netuid, known);
  }
  return hotkeys;
}

export function readCast(db: Database.Database, seed: number, scale: number): Cast {
  const world = createWorld(seed, scale);
  const anchors = closingPrices(db);
  const hotkeys = stakeHotkeys(db);
  // Only pools that have swapped have reserves to resume.
  const pools = swapCounts(db).filter((c) => anchors.has(c.netuid) && hotkeys.has(c.netuid));
  return {
    coldkey: (random) => pickColdkey(world, random),
    netuids: pools.map((c) => c.netuid),
    poolPicker: new WeightedPicker(pools.map((c) => c.n)),
    hotkeys,
    anchors,
    whales: new Map(WHALES.map((whale, i) => [world.coldkeys[i]?.hex ?? '', whale])),
  };
}
