// POST /__demo/step?blocks=N: a test makes the demo chain's next blocks on demand, on its manual clock
// (DEMO_API_STEP=1), rather than wait 12 s for each. Mounted only on such a chain (the demo API's and the gateway's
// route alike); anywhere else the path is a 404.
import type { Context } from 'hono';
import { blockTimestamp } from './chain';

export const STEP_PATH = '/__demo/step';
/** A day of blocks: more in one request would hold the server for tens of seconds. */
const MOST_BLOCKS = 7_200;

/** Makes the blocks the request asks for (1 unless `blocks` says) and answers the new head. */
export function stepAnswer(c: Context, step: (blocks: number) => number): Response {
  const text = c.req.query('blocks') ?? '1';
  if (!/^[1-9]\d*$/.test(text) || Number(text) > MOST_BLOCKS) {
    return c.json({ message: `blocks must be a whole number from 1 to ${MOST_BLOCKS}; got "${text}"` }, 400);
  }
  const block = step(Number(text));
  return c.json({ head: { block, time: blockTimestamp(block) } });
}
