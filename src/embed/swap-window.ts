// The embed's swaps, asked with fetchJson (the embed has no react-query): the head from the URL every reader of it
// asks, then the grid windows where the chart ends (src/api/chain.ts), by the same URLs as the app's, so that the
// gateway's one answer serves both.
import { z } from 'zod/mini';
import { swapWindowQuery, type BlockWindow } from '../api/chain';
import { POOL_EVENTS_PATH } from '../api/chart-schemas';

/** The events list's answer as far as the head needs it. */
export const headAnswerSchema = z.looseObject({
  data: z.array(z.looseObject({ block_number: z.int(), timestamp: z.string() })),
});

export const swapsUrl = (window: BlockWindow) =>
  `${POOL_EVENTS_PATH}?${new URLSearchParams(swapWindowQuery(window))}`;
