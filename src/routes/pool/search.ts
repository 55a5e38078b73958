// The pool page's URL: a pool link's chart parameters (resolution, a preset `range` ending now, or from and to),
// read as src/shared/charts/pool-link.ts defines them, and the clicked `bar` (its start, unix seconds) whose swaps are
// listed. Zod, so that src/lib/url-state.ts reports and corrects the URL as it does every page's.
import { z } from 'zod/mini';
import { RESOLUTIONS, timestampParam } from '../../api/schemas';
import { linkConflict, POOL_LINK_PARAMS, PRESETS } from '../../shared/charts/pool-link';

export const poolSearch = z
  .object({
    // None: the range's own candle (pool-link.ts, linkResolution), and the link stays without one.
    resolution: z.optional(z.enum(RESOLUTIONS, { error: POOL_LINK_PARAMS.resolution.reason })),
    range: z.optional(z.enum(PRESETS, { error: POOL_LINK_PARAMS.range.reason })),
    from: z.optional(timestampParam()),
    to: z.optional(timestampParam()),
    bar: z.optional(timestampParam()),
  })
  .check(
    z.superRefine((params, ctx) => {
      const conflict = linkConflict(params);
      if (conflict)
        ctx.addIssue({
          code: 'custom',
          path: [conflict.param],
          input: params[conflict.param],
          message: conflict.reason,
        });
      const { bar, from, to } = params;
      if (bar !== undefined && ((from !== undefined && bar < from) || (to !== undefined && bar > to)))
        ctx.addIssue({ code: 'custom', path: ['bar'], input: bar, message: 'is outside the chart’s range' });
    }),
  );

export type PoolSearch = z.output<typeof poolSearch>;

export { runsToNow } from '../../shared/charts/pool-link';
