// The subnet page's URL: which view it shows. The chart is the default, left out of the URL; the pool chart's own
// parameters (src/routes/pool/search.ts) are the chart tab's.
import { z } from 'zod/mini';

export const SUBNET_TABS = ['chart', 'owners', 'deregistrations', 'swaps'] as const;
export type SubnetTab = (typeof SUBNET_TABS)[number];

export const TAB_LABELS: Readonly<Record<SubnetTab, string>> = {
  chart: 'Price chart',
  owners: 'Owners',
  deregistrations: 'Deregistrations',
  swaps: 'Latest swaps',
};

export const subnetSearch = z.object({
  tab: z._default(z.enum(SUBNET_TABS, { error: `must be one of ${SUBNET_TABS.join(', ')}` }), 'chart'),
});

/** The tabs a subnet has: the root subnet (0) has no pool, so no chart and no swaps. */
export const subnetTabs = (netuid: number): readonly SubnetTab[] =>
  netuid === 0 ? ['owners', 'deregistrations'] : SUBNET_TABS;

/** The tab shown for the URL's: a tab the subnet lacks shows its first. */
export function shownTab(netuid: number, asked: SubnetTab): SubnetTab {
  const tabs = subnetTabs(netuid);
  return tabs.includes(asked) ? asked : (tabs[0] as SubnetTab);
}
