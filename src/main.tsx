import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { writeNumbersAs } from './shared/numbers/separators';
import { applyTheme } from './lib/preferences';
import { staleAsOf } from './api/stale';
import { createQueryClient } from './query-client';
import { AppRoutes, CatchUpWithAddress, preloadPage, type FirstPage } from './router';
import { whenPageDrawn } from './lib/page-drawn';
import 'virtual:theme.css';
import './styles.css';
import './charts/chart-legend.css';

const queryClient = createQueryClient();

applyTheme();
writeNumbersAs(navigator.language);
/**
 * A page that throws while React draws it in the background is drawn again at once, and its route's boundary shows
 * the failure, which React logs. React reports the first attempt as well, wrapping that same error: it is logged the
 * same way, rather than reported as an uncaught error.
 */
function onRecoverableError(error: unknown) {
  console.error(error instanceof Error && error.cause !== undefined ? error.cause : error);
}

// A transition, so React draws the first page in slices rather than in one long task (see CatchUpWithAddress in
// router.tsx for the address changes it must not miss meanwhile).
const render = (first?: FirstPage) =>
  startTransition(() =>
    createRoot(document.getElementById('root') as HTMLElement, { onRecoverableError }).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <CatchUpWithAddress renderedAt={window.location.href} />
            <AppRoutes first={first} />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
// A page that fails to load here is loaded again by its route, which shows the error in the frame.
// Answers kept on disk, for pages opened after this one and for a page the network fails (it shows the last answer,
// dated): their code loads once the page has drawn its data, never in front of it (src/lib/page-drawn.ts). It is
// handed staleAsOf, which the entry has already, where importing it there would split its module into a file of its
// own.
const keepAnswers = () => import('./lib/answers-on-disk').then((disk) => disk.start(queryClient, staleAsOf));
const start = () =>
  preloadPage(queryClient, new URL(location.href))
    .then(render, () => render())
    .then(whenPageDrawn)
    .then(keepAnswers);
void start();
