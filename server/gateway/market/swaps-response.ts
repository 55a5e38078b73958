// GET /market/swaps?account=<a>,<b>,...: the week's swaps of up to MAX_SWAP_ACCOUNTS accounts, read from the swap
// windows the market holds (maker-swaps.ts): no upstream request, however many accounts or visitors ask.
import { MAX_SWAP_ACCOUNTS } from '../../../src/api/market-swaps';
import { parseAccount } from '../../../src/shared/chain/ss58';
import { figuresResponse, type Market } from './market';

/** The public keys `account` names (SS58 addresses or 0x public keys, comma-separated), or what is wrong with it. */
export function readAccounts(account: string | null): { keys: string[] } | { problem: string } {
  const texts = (account ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean);
  if (texts.length === 0)
    return {
      problem: 'Missing parameter "account": one or more SS58 addresses or 0x public keys, comma-separated',
    };
  const keys = new Set<string>();
  for (const text of texts) {
    const key = parseAccount(text)?.hex;
    if (!key)
      return {
        problem: `Invalid parameter "account": "${text.slice(0, 80)}" is neither an SS58 address nor a 0x public key`,
      };
    keys.add(key);
  }
  if (keys.size > MAX_SWAP_ACCOUNTS)
    return {
      problem: `Invalid parameter "account": ${keys.size} accounts; at most ${MAX_SWAP_ACCOUNTS} are allowed`,
    };
  return { keys: [...keys] };
}

export function swapsResponse(market: Market, request: Request): Response {
  const read = readAccounts(new URL(request.url).searchParams.get('account'));
  if ('problem' in read)
    return Response.json(
      { message: read.problem },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  return figuresResponse(market, market.swapsOf(read.keys), request.headers.get('Accept-Encoding') ?? '');
}
