// A pool page's entry script, in place of the app's: the gateway writes it into a pool page's HTML, with the app's
// modules named on its tag, the app's entry first (server/gateway/page-preloads.ts). A pool page's first frame is
// its chart, so the chart has the connection and the processor to itself: the app's modules are asked for, and the
// app started, once the chart's first frame is painted. Asked for with the chart's, they took the bars' bandwidth;
// asked for once the bars were in, their compiling and serving took the machine's other core from the drawing (the
// chart came 13% later over the loopback, the app 50 ms sooner); evaluated before the drawing, they delayed it by
// 150–300 ms. The app then takes the chart over (routes/pool/first-chart.ts).
import { drawFirstChart } from './routes/pool/first-chart';

const [app = '', ...imports] =
  document.querySelector<HTMLScriptElement>('script[data-app-modules]')?.dataset.appModules?.split(' ') ?? [];

/** Starts the app, its modules fetched together, as the `<link rel="modulepreload">` the HTML left out would have. */
function startApp() {
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ app);
}

// If the chart cannot be drawn, the app asks for it itself and shows what went wrong.
void drawFirstChart().then(startApp, startApp);
