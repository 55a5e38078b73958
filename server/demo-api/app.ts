// The demo API as a Hono app: the real service's contract (auth, errors, quota, the eight endpoints) over the
// generated SQLite data. Routing goes by the shared endpoint table, so the paths are the app's paths.
import { Hono, type Context } from 'hono';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { listAccountHistory, listAccountLatest } from './endpoints/accounts';
import { listDeregistrations } from './endpoints/deregistrations';
import { listEvents } from './endpoints/events';
import { listEvmTransactions } from './endpoints/evm-transactions';
import { poolEvents } from './endpoints/pool-events';
import { listSubnetOwners } from './endpoints/subnet-owners';
import { udfHistory } from './endpoints/udf-history';
import type { ChainSource, ChainView } from './head';
import { ApiProblem, parseQuery } from './http';
import { RateLimiter, type RateLimit } from './rate-limit';
import { STEP_PATH, stepAnswer } from './step';
import type { DemoChain } from './store/database';

export interface DemoApiOptions {
  /** The chain to answer from, at its head; one with `step` (a manual clock) answers POST /__demo/step too. */
  chain: ChainSource & Pick<DemoChain, 'step'>;
  /** The key clients must send verbatim as the Authorization header. */
  apiKey: string;
  rateLimit?: RateLimit | null;
  now?: () => number;
  /** Each endpoint's handler: these unless given (the recipe's test adds one, docs/adding-an-endpoint.md). */
  handlers?: Readonly<Record<EndpointName, Handler>>;
}

export type Handler = (view: ChainView, c: Context) => unknown;

export const HANDLERS: Readonly<Record<EndpointName, Handler>> = {
  deregistrations: (view, c) => listDeregistrations(view, parseQuery(c, 'deregistrations')),
  accountHistory: (view, c) => listAccountHistory(view, parseQuery(c, 'accountHistory')),
  accountLatest: (view, c) => listAccountLatest(view, parseQuery(c, 'accountLatest')),
  udfHistory: (view, c) => udfHistory(view, parseQuery(c, 'udfHistory')),
  poolEvents: (view, c) => poolEvents(view, parseQuery(c, 'poolEvents')),
  events: (view, c) => listEvents(view, parseQuery(c, 'events')),
  subnetOwners: (view, c) => listSubnetOwners(view, parseQuery(c, 'subnetOwners')),
  evmTransactions: (view, c) => listEvmTransactions(view, parseQuery(c, 'evmTransactions')),
};

export function createDemoApi({ chain, apiKey, rateLimit, now, handlers = HANDLERS }: DemoApiOptions): Hono {
  const app = new Hono();
  const limiter = rateLimit ? new RateLimiter(rateLimit, now) : null;

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return c.json({ message: error.message }, error.status);
    console.error(error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ message: `Not found: ${c.req.path}` }, 404));

  // Every request needs the key, as on the real service; the quota counts each request a key makes.
  app.use(async (c, next) => {
    const key = c.req.header('authorization');
    if (key === undefined) {
      throw new ApiProblem(401, 'Missing API key: send it as the Authorization header, the key itself');
    }
    if (key !== apiKey) {
      throw new ApiProblem(
        403,
        'Invalid API key: the Authorization header must be the key itself, with no Bearer prefix or quotes',
      );
    }
    // The step hook moves the chain's clock: it stands for time passing, not for a request of the service's.
    const wait = c.req.path === STEP_PATH ? 0 : (limiter?.take(key) ?? 0);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiProblem(429, `Rate limit exceeded: try again in ${wait} s`);
    }
    await next();
  });

  for (const [name, endpoint] of Object.entries(endpoints) as [
    EndpointName,
    (typeof endpoints)[EndpointName],
  ][]) {
    app.get(endpoint.path, (c) =>
      c.json(handlers[name]({ db: chain.db, spanEnd: chain.spanEnd, head: chain.head() }, c) as object),
    );
  }
  const { step } = chain;
  if (step) app.post(STEP_PATH, (c) => stepAnswer(c, step));
  return app;
}
