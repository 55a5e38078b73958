// A small seeded random source (sfc32). Each part of the generator draws from its own stream, named, so that
// changing how one part draws does not change the data of the others.

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number, stream: string) {
    this.a = seed >>> 0;
    this.b = hashString(stream);
    this.c = hashString(`${stream}:${seed}`);
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** Standard normal, by Box-Muller. */
  gauss(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal around `median`, spread by `sigma` (in natural-log units). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.gauss());
  }

  /** Failures before the first success of a Bernoulli(p) process: the gap to the next event. */
  geometric(p: number): number {
    return p >= 1 ? 0 : Math.floor(Math.log(1 - this.next()) / Math.log(1 - p));
  }

  /** `items` in a random order, in place (Fisher-Yates); returns them. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }

  /** A Poisson draw of mean `lambda` (small: a count per block). */
  poisson(lambda: number): number {
    let k = 0;
    let p = Math.exp(-lambda);
    let cdf = p;
    const u = this.next();
    while (u > cdf && k < 100) {
      k++;
      p *= lambda / k;
      cdf += p;
    }
    return k;
  }

  /** `n` random bytes as lower-case hex, without a 0x prefix. */
  hex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i += 4) out += (this.int(4294967296) >>> 0).toString(16).padStart(8, '0');
    return out.slice(0, bytes * 2);
  }
}

/** Picks indexes with probability proportional to their weights, in O(log n) a draw. */
export class WeightedPicker {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => (this.cumulative[i] = sum += w));
  }

  pick(random: Random): number {
    const target = random.next() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf-like weights: a few heavy items and a long tail, as activity on a chain looks. */
export function zipfWeights(n: number, exponent = 1): number[] {
  return Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, exponent));
}
