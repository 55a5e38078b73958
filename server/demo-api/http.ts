// Request parsing and error answers shared by every endpoint of the demo API.
import type { Context } from 'hono';
import type { z } from 'zod/mini';

/** An error the client caused or can act on; the app turns it into `{"message": ...}` with this status. */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the query string through an endpoint's parameter schema; the first invalid parameter is a 400. */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  // The first value of a repeated parameter counts, as in most servers.
  for (const [key, value] of new URL(c.req.url).searchParams) if (!(key in raw)) raw[key] = value;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const name = String(issue.path[0] ?? 'query');
  throw new ApiProblem(
    400,
    issue.message === 'is required'
      ? `Missing required parameter "${name}"`
      : `Invalid parameter "${name}": ${issue.message}`,
  );
}
