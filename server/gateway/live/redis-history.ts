// The live stream's messages shared through Redis: the lease's holder publishes each one on a channel that every
// instance relays to its own clients, and keeps the recent ones in a sorted set scored by head block, so that a
// client resuming on another instance, or after the poller's instance restarted, gets exactly the blocks it missed
// (one ZRANGE by score), and a new holder continues from the last published head.
import { chainMessageSchema, type ChainMessage } from '../../../src/api/live';
import type { ChainPoint } from '../../../src/api/chain';
import type { RedisShared } from '../redis-shared';
import { HISTORY_MESSAGES, type SharedHistory } from './hub';
import type { Lease } from './lease';

/** An idle deployment's history goes after a day: a poller starting then reads the head afresh. */
const HISTORY_KEEP_MS = 24 * 60 * 60 * 1000;

// Fenced by the lease: an instance that lost it (paused past its expiry) publishes nothing, and a message is never
// older than the newest kept, so the history's scores (the `id:`s) only grow.
const PUBLISH = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local newest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if newest[2] and tonumber(newest[2]) >= tonumber(ARGV[2]) then return -1 end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[4]) - 1)
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('PUBLISH', KEYS[3], ARGV[3])
return 1
`;

/** What a publish did: sent, refused as the lease is another's, or refused as the history is already past it. */
export type Published = 'sent' | 'not-holder' | 'behind';

function parse(text: string): ChainMessage | null {
  const read = chainMessageSchema.safeParse(JSON.parse(text));
  return read.success ? read.data : null;
}

export class RedisHistory implements SharedHistory {
  private readonly historyKey: string;
  private readonly channel: string;
  private subscriber: RedisShared['client'] | null = null;

  constructor(private readonly redis: RedisShared) {
    this.historyKey = `live:history:${redis.keyId}`;
    this.channel = `live:messages:${redis.keyId}`;
  }

  async publish(lease: Lease, message: ChainMessage): Promise<Published> {
    const reply = await this.redis.client.eval(PUBLISH, {
      keys: [lease.key, this.historyKey, this.channel],
      arguments: [
        lease.holder,
        String(message.head.block),
        JSON.stringify(message),
        String(HISTORY_MESSAGES),
        String(HISTORY_KEEP_MS),
      ],
    });
    return reply === 1 ? 'sent' : reply === 0 ? 'not-holder' : 'behind';
  }

  async after(block: number): Promise<{ messages: ChainMessage[]; coveredFrom: number | null }> {
    const [oldest, texts] = await Promise.all([
      this.redis.client.zRange(this.historyKey, 0, 0),
      this.redis.client.sendCommand<string[]>(['ZRANGE', this.historyKey, `(${block}`, '+inf', 'BYSCORE']),
    ]);
    const first = oldest[0] === undefined ? null : parse(oldest[0]);
    const messages = texts.map(parse).filter((message) => message !== null);
    return { messages, coveredFrom: first?.since ?? null };
  }

  /** The last published head: where a new holder continues from. */
  async newestHead(): Promise<ChainPoint | null> {
    const [text] = await this.redis.client.zRange(this.historyKey, -1, -1);
    return text === undefined ? null : (parse(text)?.head ?? null);
  }

  /** Relays every published message to `receive`, on a connection of its own (a subscriber can do nothing else). */
  async listen(receive: (message: ChainMessage) => void): Promise<void> {
    const subscriber = this.redis.client.duplicate();
    // Without a listener an error event would end the process; it reconnects by itself.
    subscriber.on('error', () => {});
    await subscriber.connect();
    await subscriber.subscribe(this.channel, (text) => {
      const message = parse(text);
      if (message) receive(message);
    });
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    await this.subscriber?.close().catch(() => {});
    this.subscriber = null;
  }
}
