import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyTheme } from './lib/preferences';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadPage } from './router';
import 'virtual:theme.css';
import './styles.css';

const queryClient = createQueryClient();

applyTheme();
// Rendered at once, not as a transition: time-sliced, the first render would leave a gap between reading the
// address and listening for its changes, and a Back pressed in that gap would be lost.
const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
// A page that fails to load here is loaded again by its route, which shows the error in the frame.
void preloadPage(queryClient, new URL(location.href)).then(render, render);
