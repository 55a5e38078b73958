// What the span fixes for every live block, read once from the span's rows: who trades, each pool's hotkeys and its
// price at the span's end, and the sudo key.
import type Database from 'better-sqlite3';
import type { Span } from '../../chain';
import { wordCode } from '../../store/schema';
import { WHALES } from '../balances';
import type { Random } from '../random';
import { createWorld, pickColdkey } from '../world';

export interface Cast {
  coldkey: (random: Random) => string;
  /** The hotkeys each pool that traded in the span staked to. */
  hotkeys: Map<number, string[]>;
  /** Each pool's price at the end of the span: its fair price then. */
  anchors: Map<number, number>;
  /** The exchange-sized accounts by address (balances.ts's WHALES). */
  whales: Map<string, (typeof WHALES)[number]>;
  sudoKey: string;
}

function closingPrices(db: Database.Database, end: number): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT netuid, CAST(price_nano AS TEXT) AS price FROM pool_swaps
       WHERE seq IN (SELECT max(seq) FROM pool_swaps WHERE block_number <= ? GROUP BY netuid)`,
    )
    .all(end) as { netuid: number; price: string }[];
  return new Map(rows.map((r) => [r.netuid, Number(r.price) / 1e9]));
}

/** The hotkeys each pool's stake went to in the span, in order of first appearance. */
function stakeHotkeys(db: Database.Database, end: number): Map<number, string[]> {
  const hotkeys = new Map<number, string[]>();
  const stakes = db
    .prepare(`SELECT args FROM events WHERE name IN (?, ?) AND block_number <= ? ORDER BY seq`)
    .all(wordCode('name', 'StakeAdded'), wordCode('name', 'StakeRemoved'), end) as { args: string }[];
  for (const { args } of stakes) {
    const [, hotkey, , , netuid] = JSON.parse(args) as [string, string, string, string, number];
    const known = hotkeys.get(netuid) ?? [];
    if (!known.includes(hotkey)) known.push(hotkey);
    hotkeys.set(netuid, known);
  }
  return hotkeys;
}

export function readCast(db: Database.Database, seed: number, scale: number, span: Span): Cast {
  const world = createWorld(seed, scale, span);
  return {
    coldkey: (random) => pickColdkey(world, random),
    hotkeys: stakeHotkeys(db, span.end),
    anchors: closingPrices(db, span.end),
    whales: new Map(WHALES.map((whale, i) => [world.coldkeys[i]?.hex ?? '', whale])),
    sudoKey: (world.ownerLog[0] as (typeof world.ownerLog)[number]).owner,
  };
}
