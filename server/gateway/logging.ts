// The gateway's log lines: text by default, or one JSON object per line (LOG_FORMAT=json) for log pipelines that
// read fields rather than parse sentences.
import type { EndpointName } from '../../src/api/endpoints';

export type LogFormat = 'text' | 'json';

/** LOG_FORMAT: `text` (the default) or `json`; anything else stops the server with a message. */
export function logFormatSetting(env: NodeJS.ProcessEnv): LogFormat {
  const text = env.LOG_FORMAT;
  if (text === undefined || text === '' || text === 'text') return 'text';
  if (text === 'json') return 'json';
  throw new Error(`LOG_FORMAT must be text or json; got "${text}"`);
}

/** A message as a line of its format: as it is, or as `{"time", "msg"}`. */
export function messageLine(format: LogFormat, message: string, now = Date.now()): string {
  return format === 'json' ? JSON.stringify({ time: new Date(now).toISOString(), msg: message }) : message;
}

/** One upstream call, as its log line tells it. */
export interface UpstreamCall {
  endpoint: EndpointName;
  /** The path and canonical query asked (never the key, which travels in a header). */
  target: string;
  /** The status the gateway took from the call: the upstream's, or its own 502 or 504 when it failed. */
  status: number;
  ms: number;
  /** Asked for a visitor (`miss`) or in the background (`refresh`). */
  kind: 'miss' | 'refresh';
  /** The budget left after it and the budget's size, where there is a limit. */
  budget: { left: number; requests: number } | null;
}

/** `upstream /api/event/v1?page=2 200 184 ms miss budget 3/5 left`, or the same facts as a JSON object. */
export function upstreamLine(format: LogFormat, call: UpstreamCall, now: number): string {
  if (format === 'json') {
    return JSON.stringify({
      time: new Date(now).toISOString(),
      msg: 'upstream',
      endpoint: call.endpoint,
      target: call.target,
      status: call.status,
      ms: call.ms,
      kind: call.kind,
      ...(call.budget && { budgetLeft: call.budget.left, budgetRequests: call.budget.requests }),
    });
  }
  return (
    `upstream ${call.target} ${call.status} ${call.ms} ms ${call.kind}` +
    (call.budget ? ` budget ${call.budget.left}/${call.budget.requests} left` : '')
  );
}
