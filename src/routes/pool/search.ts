// The pool page's URL: the UDF endpoint's own parameters, resolution, from and to (unix seconds).
import { z } from 'zod/mini';
import { orderedRange, RESOLUTIONS, timestampParam } from '../../api/schemas';

export const DEFAULT_RESOLUTION = '1D';

export const poolSearch = z
  .object({
    resolution: z._default(
      z.enum(RESOLUTIONS, { error: `must be one of ${RESOLUTIONS.join(', ')}` }),
      DEFAULT_RESOLUTION,
    ),
    from: z.optional(timestampParam()),
    to: z.optional(timestampParam()),
  })
  .check(orderedRange('from', 'to'));
