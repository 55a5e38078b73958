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

/**
 * The API's error bodies are undocumented and vary: JSON with `message` or `error`, `{}` (the documented 400),
 * plain text, or an HTML page from a proxy on the way. Without a message the status is said, with the first line
 * of a short plain text; markup is never shown.
 */
function messageOf(text: string, contentType: string | null, status: number): string {
  const fallback = `HTTP ${status} from the API`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const line = text.trim().split('\n', 1)[0]?.trim() ?? '';
    const markup = contentType?.includes('html') || line.startsWith('<');
    return line && !markup && line.length <= 160 ? `${fallback}: ${line}` : fallback;
  }
  return bodyMessage(body) ?? fallback;
}

/** The `message` or `error` a JSON error body carries, if it carries one (the gateway reads upstream errors so). */
export function bodyMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

export async function fetchJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
  /** Request headers beyond Accept, such as `X-Prefetch: 1` for a request the gateway may refuse to spend on. */
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json', ...headers } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      'network',
      null,
      url,
      'The server could not be reached. Check your connection and try again.',
    );
  }
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body cut off on the way reads as empty: the status still says what happened.
  }
  if (!response.ok) {
    throw new ApiError(
      'http',
      response.status,
      url,
      messageOf(text, response.headers.get('Content-Type'), response.status),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'the answer';
    throw new ApiError('schema', response.status, url, `${field}: ${issue?.message ?? 'unexpected shape'}`);
  }
  return markStale(result.data, response.headers);
}
