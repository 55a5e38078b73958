// GET /market/compare?netuid=1,4,19&range=7d: the subnets' lines over a day or a week (compare.ts), answered at
// once from the market's windows as its summary is.
import { readMarketCompare } from './compare';
import { figuresResponse, type Market } from './market';

/** GET /market/compare: the lines its query names, answered as the summary is; a 400 says what is wrong. */
export function compareResponse(market: Market, request: Request): Response {
  const asked = readMarketCompare(new URL(request.url).searchParams);
  if ('error' in asked)
    return Response.json({ message: asked.error }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const lines = market.lines(asked.netuids, asked.range);
  return figuresResponse(market, lines, request.headers.get('Accept-Encoding') ?? '');
}
