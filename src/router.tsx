// The route table. Pages load lazily, so each route ships only its own code (the charting library only where a
// chart is drawn).
import { createBrowserRouter } from 'react-router';
import { Layout, RouteError } from './components/Layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    HydrateFallback: () => <p className="muted">Loading…</p>,
    children: [
      { index: true, lazy: page(() => import('./routes/overview/Page')) },
      { path: 'events', lazy: page(() => import('./routes/events/Page')) },
      { path: 'accounts', lazy: page(() => import('./routes/accounts/Page')) },
      { path: 'accounts/:address', lazy: page(() => import('./routes/account/Page')) },
      { path: 'subnets/owners', lazy: page(() => import('./routes/subnet-owners/Page')) },
      { path: 'deregistrations', lazy: page(() => import('./routes/deregistrations/Page')) },
      { path: 'evm/transactions', lazy: page(() => import('./routes/evm-transactions/Page')) },
      { path: 'pools', lazy: page(() => import('./routes/pools/Page')) },
      { path: 'pools/:netuid', lazy: page(() => import('./routes/pool/Page')) },
      { path: '*', lazy: page(() => import('./routes/NotFound')) },
    ],
  },
]);
