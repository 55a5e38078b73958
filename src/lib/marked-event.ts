// The query string of a block's or an extrinsic's page: `?event=<id>` marks one of its events. Anything else is
// listed as ignored, as on every page.
import { z } from 'zod/mini';
import { readChainId } from '../shared/chain/chain-ids';

export const markedEventSearch = z.object({
  event: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => readChainId(text)?.id === text,
          'must be an event id as the API writes it, such as 9518372-0008',
        ),
      ),
  ),
});
