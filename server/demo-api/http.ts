// Request parsing and error answers shared by every endpoint of the demo API.
import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { readParams } from '../../src/api/params';

/** An error the client caused or can act on; the app turns it into `{"message": ...}` with this status. */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the query string by the contract table; the first invalid parameter is a 400. */
export function parseQuery<N extends EndpointName>(
  c: Context,
  name: N,
): z.output<(typeof endpoints)[N]['params']> {
  const result = readParams(endpoints[name], new URL(c.req.url).searchParams, 'ignore');
  if (!result.ok) throw new ApiProblem(400, result.message);
  return result.params as z.output<(typeof endpoints)[N]['params']>;
}
