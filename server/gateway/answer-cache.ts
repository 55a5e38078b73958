// The gateway's cache of upstream answers, bounded in bytes (GATEWAY_CACHE_MB) with least-recently-used eviction;
// an entry leaves when its fallback time is over, whatever the space left.
import { LRUCache } from 'lru-cache';
import type { Compressed } from './content-encoding';

export interface Answer {
  status: number;
  /** The JSON body as UTF-8, and its compressed copies when it is large enough to be worth it. */
  body: Buffer;
  compressed: Compressed;
  /** When the upstream gave it, in milliseconds. */
  fetchedAt: number;
  /** Served as is until then; */
  freshUntil: number;
  /** then served while a background refresh runs, until then; */
  revalidateUntil: number;
  /** then kept to be served, marked as stale, when the upstream refuses or fails. */
  keepUntil: number;
  /** An answer about the past: it never changes. */
  past: boolean;
}

/** An answer as instances share it through Redis: JSON text, compressed again by the instance that reads it. */
export type StoredAnswer = Omit<Answer, 'body' | 'compressed'> & { body: string };

export class AnswerCache {
  private readonly entries: LRUCache<string, Answer>;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Answer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) =>
        Math.max(
          1,
          answer.body.length +
            (answer.compressed.br?.length ?? 0) +
            (answer.compressed.gzip?.length ?? 0) +
            key.length,
        ),
      ttlAutopurge: true,
      // The clock read at every look (lru-cache would otherwise keep its reading until a timer of its own fires).
      ttlResolution: 0,
      perf: { now },
    });
  }

  get(key: string): Answer | undefined {
    return this.entries.get(key);
  }

  set(key: string, answer: Answer): void {
    // From now: an answer another instance fetched a while ago (through Redis) has less of its time left.
    const ttl = answer.keepUntil - this.now();
    // lru-cache keeps no entry larger than the whole cache.
    if (ttl > 0) this.entries.set(key, answer, { ttl });
  }

  /** Forgets every answer: the demo chain stepped on (DEMO_API_STEP), with no time passing for them to age. */
  clear(): void {
    this.entries.clear();
  }

  /** Bytes held, for tests and the start-up banner. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
