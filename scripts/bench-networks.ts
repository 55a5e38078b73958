// The networks the page benchmarks (bench:chart, bench:lists) load their pages over, and a fresh tab on one.
import type { Browser } from '@playwright/test';

export interface BenchNetwork {
  name: string;
  /** Chrome's emulation of the link, or null for this machine's own loopback. */
  conditions: {
    offline: boolean;
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  } | null;
}

/** This machine's loopback, then a link like a good mobile or a modest home connection (Chrome's emulation). */
export const NETWORKS: readonly BenchNetwork[] = [
  { name: 'over this machine’s loopback', conditions: null },
  {
    name: 'over an emulated network (100 ms round trip, 20 Mbit/s down)',
    conditions: { offline: false, latency: 100, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 },
  },
];

/** A tab in a context of its own (no cache, no connections kept from another load), over `network`. */
export async function tabOver(browser: Browser, network: BenchNetwork) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  if (network.conditions) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.emulateNetworkConditions', network.conditions);
  }
  return { context, tab };
}
