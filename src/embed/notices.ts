// What the embeds (the pool chart's, main.ts, and the comparison's, compare.ts) say in place of a chart, and how
// they ask: a message with Retry where another try may succeed, a countdown while the retry policy waits, and the
// footer's link back to the page.
import { ApiError } from '../api/client';
import { retryWait } from '../api/retry-policy';

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** A message in place of the chart or the swaps: an alert (with Retry when asking again can help), or a status. */
export function message(box: HTMLElement, title: string, detail: string, retry?: () => void) {
  box.replaceChildren(element('strong', '', title), element('p', '', detail));
  if (retry) {
    const button = element('button', '', 'Retry');
    button.type = 'button';
    button.addEventListener('click', retry);
    box.append(button);
  }
  box.classList.add('embed-message');
  box.setAttribute('role', 'alert');
}

export function status(box: HTMLElement, text: string) {
  box.replaceChildren(element('p', '', text));
  box.classList.add('embed-message');
  box.setAttribute('role', 'status');
}

function describe(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'The rate limit of the data service is used up. Try again in a moment.';
  if (error instanceof ApiError && error.kind === 'network') return 'The data service could not be reached.';
  return error instanceof Error ? error.message : String(error);
}

const canRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.kind !== 'http' || error.status === 429 || (error.status ?? 0) >= 500;

/** What failed and why, in `box`, with a Retry button where another try may succeed. */
export const failed = (box: HTMLElement, title: string, error: unknown, retry: () => void) =>
  message(box, title, describe(error), canRetry(error) ? retry : undefined);

/**
 * Asks, and asks once more when the retry policy says so (src/api/retry-policy.ts, as the app does), counting the
 * wait down in `box`: a 429 is never asked again before its Retry-After has passed.
 */
export async function ask<T>(box: HTMLElement, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const wait = retryWait(0, error);
    if (wait === null) throw error;
    const what =
      error instanceof ApiError && error.status === 429
        ? 'Rate limit used up'
        : 'The data service did not answer';
    const deadline = Date.now() + wait;
    const tick = () => {
      const seconds = Math.ceil((deadline - Date.now()) / 1000);
      status(box, `${what} — retrying ${seconds > 0 ? `in ${seconds} s` : 'now'}`);
    };
    tick();
    const timer = setInterval(tick, 250);
    await new Promise((resolve) => setTimeout(resolve, wait));
    clearInterval(timer);
    tick();
    return request();
  }
}

/** The footer: a link to the embed's page on the dashboard (a new tab), and the chart library's credit. */
export function embedFooter(text: string, href: string) {
  const bar = element('footer', 'embed-footer');
  const link = element('a', '', text);
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  const credit = element('a', 'muted', 'Charts by TradingView');
  credit.href = 'https://www.tradingview.com/';
  credit.target = '_blank';
  credit.rel = 'noopener';
  bar.append(link, credit);
  return bar;
}
