// The one fetch wrapper: every answer is validated with its schema, and every failure becomes an ApiError that
// says what happened, so that pages can tell the user what to do. A drifted payload is an ordinary error naming
// the field, never a blank page.
import type { z } from 'zod/mini';
import { markStale } from './stale';

export type ApiErrorKind = 'http' | 'network' | 'schema';

export class ApiError extends Error {
  /** When the error arrived: a Retry-After countdown runs from here. */
  readonly receivedAt = Date.now();

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; null when no answer came back. */
    readonly status: number | null,
    readonly url: string,
    message: string,
    /** Seconds to wait before asking again, from a Retry-After header. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Retry-After holds either whole seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The API's error bodies are undocumented: read `message` or `error` when there is one. */
function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `HTTP ${status}`;
}

export async function fetchJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      'network',
      null,
      url,
      'The server could not be reached. Check your connection and try again.',
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new ApiError(
      'http',
      response.status,
      url,
      messageOf(body, response.status),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'the answer';
    throw new ApiError('schema', response.status, url, `${field}: ${issue?.message ?? 'unexpected shape'}`);
  }
  return markStale(result.data, response.headers);
}
