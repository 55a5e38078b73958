// The gateway's cache of upstream answers, bounded in bytes (GATEWAY_CACHE_MB) with least-recently-used eviction;
// an entry leaves when its fallback time is over, whatever the space left. An entry's bytes are its body, its
// compressed copies, its key and an allowance for its objects, and its buffers are its own: a small buffer that
// Node cut from a shared 8 KB slab would keep the whole slab alive, and a cache of small answers would hold several
// times its bound.
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

/** What an entry's objects (the answer, its buffers' wrappers, the cache's node) take beyond their bytes, about. */
export const ENTRY_OVERHEAD_BYTES = 1024;

/** `buffer` in memory of its own: a copy when it is a slice of a larger allocation (Node's pool of small buffers). */
export function ownBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

const own = (copy: Buffer | undefined) => copy && ownBuffer(copy);

export class AnswerCache {
  private readonly entries: LRUCache<string, Answer>;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Answer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) =>
        answer.body.length +
        (answer.compressed.br?.length ?? 0) +
        (answer.compressed.gzip?.length ?? 0) +
        key.length +
        ENTRY_OVERHEAD_BYTES,
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
    if (ttl <= 0) return;
    const { body, compressed } = answer;
    this.entries.set(
      key,
      {
        ...answer,
        body: ownBuffer(body),
        compressed: { br: own(compressed.br), gzip: own(compressed.gzip) },
      },
      { ttl },
    );
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
