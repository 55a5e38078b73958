// A pool page's entry script, in place of the app's: the gateway writes it into a pool page's HTML, with the app's
// modules named on its tag, the app's entry first (server/gateway/page-preloads.ts). A pool page's first frame is
// its chart, so the chart has the connection and the processor first:
// - the chart's bars and code come alone: the app's modules are asked for only once the bars are in, and arrive
//   while the chart is drawn (run alongside, they took the bars' bandwidth);
// - the app's code runs once the chart is drawn (run before, its evaluation delayed the chart by 150–300 ms).
// The app then takes the chart over (routes/pool/first-chart.ts).
import { drawFirstChart } from './routes/pool/first-chart';

const [app = '', ...imports] =
  document.querySelector<HTMLScriptElement>('script[data-app-modules]')?.dataset.appModules?.split(' ') ?? [];

let fetching = false;
/** Fetches the app's modules, once, as the `<link rel="modulepreload">` the HTML left out would have. */
function fetchApp() {
  if (fetching) return;
  fetching = true;
  for (const href of [app, ...imports]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// If the chart cannot be drawn, the app asks for it itself and shows what went wrong.
void drawFirstChart(fetchApp)
  .catch(fetchApp)
  .then(() => import(/* @vite-ignore */ app));
