import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyTheme } from './lib/preferences';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadPage } from './router';
import 'virtual:theme.css';
import './styles.css';

const queryClient = createQueryClient();

applyTheme();
// The first render as a transition: React renders the frame and the page in slices of a few milliseconds and lets
// the browser paint and answer input between them, instead of one long task a slow phone's CPU stalls on (the
// Total Blocking Time Lighthouse counts).
const render = () =>
  startTransition(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
// A page that fails to load here is loaded again by its route, which shows the error in the frame.
void preloadPage(queryClient, new URL(location.href)).then(render, render);
