// The app's header: the brand's link, and which navigation link is the current page's. Pure, so the gateway writes
// the same header into each page's HTML (server/gateway/page-frame.ts) that the app's Layout then draws; the links
// themselves are the route table's (NAV_LINKS).
import { paths } from './paths';

export const BRAND = { to: paths.overview(), label: 'τ chain data' };

/** Whether the link to `to` is the current page's, as react-router's NavLink says: the path or one below it. */
export const isCurrent = (to: string, pathname: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
