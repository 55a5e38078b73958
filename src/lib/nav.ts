// The app's main navigation: the brand's link and the pages the header names. Pure, so the gateway writes the same
// header into each page's HTML (server/gateway/page-frame.ts) that the app's Layout then draws.
import { paths } from './paths';

export const BRAND = { to: paths.overview(), label: 'τ chain data' };

export const NAV = [
  { to: paths.events(), label: 'Events' },
  { to: paths.accounts(), label: 'Accounts' },
  { to: paths.subnetOwners(), label: 'Subnet owners' },
  { to: paths.deregistrations(), label: 'Deregistrations' },
  { to: paths.evmTransactions(), label: 'EVM' },
  { to: paths.pools(), label: 'Pools' },
];

/** Whether the link to `to` is the current page's, as react-router's NavLink says: the path or one below it. */
export const isCurrent = (to: string, pathname: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
