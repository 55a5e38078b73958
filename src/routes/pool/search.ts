// The pool page's URL: the UDF endpoint's own parameters, resolution, from and to (unix seconds); or a preset
// `range` that ends now (as the embed takes it); and the clicked `bar` (its start, unix seconds) whose swaps are
// listed. The gateway reads the same URL to name the chart's first request in the page's HTML.
import { z } from 'zod/mini';
import { orderedRange, RESOLUTIONS, timestampParam } from '../../api/schemas';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../../charts/bars';
import { firstChunk, type HistoryChunk } from '../../charts/history-chunks';

export const DEFAULT_RESOLUTION = '1D';

const PRESETS = Object.keys(RANGE_PRESETS) as [RangePreset, ...RangePreset[]];

export const poolSearch = z
  .object({
    resolution: z._default(
      z.enum(RESOLUTIONS, { error: `must be one of ${RESOLUTIONS.join(', ')}` }),
      DEFAULT_RESOLUTION,
    ),
    range: z.optional(z.enum(PRESETS, { error: `must be one of ${PRESETS.join(', ')}` })),
    from: z.optional(timestampParam()),
    to: z.optional(timestampParam()),
    bar: z.optional(timestampParam()),
  })
  .check(
    orderedRange('from', 'to'),
    z.superRefine((params, ctx) => {
      if (params.range !== undefined && (params.from !== undefined || params.to !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['range'],
          input: params.range,
          message: 'is ignored: from and to name the range',
        });
      const { bar, from, to } = params;
      if (bar !== undefined && ((from !== undefined && bar < from) || (to !== undefined && bar > to)))
        ctx.addIssue({ code: 'custom', path: ['bar'], input: bar, message: 'is outside the chart’s range' });
    }),
  );

export type PoolSearch = z.output<typeof poolSearch>;

/**
 * The chart's first request for the URL's values: a preset range ends `now`; an explicit range is asked as
 * named; without either, the newest grid chunk up to now (or up to a `from` later than now: never before it).
 */
export function firstRequest(values: PoolSearch, now: number): HistoryChunk {
  if (values.range !== undefined) return presetRange(values.range, now);
  return firstChunk(values.resolution, values.from, values.to ?? Math.max(now, values.from ?? 0));
}

/** Whether the chart runs to the present, so that its last bar can still change and new bars arrive. */
export const runsToNow = (values: PoolSearch) => values.to === undefined;
