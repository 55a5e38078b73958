// The route table (src/route-table.ts) made into the router. Pages load lazily, so each route ships only its own
// code (the charting library only where a chart is drawn).
import { createBrowserRouter } from 'react-router';
import { Layout, RouteError } from './components/Layout';
import { ROUTES } from './route-table';

// One lazy chunk per page module; keys are './routes/<page>/Page.tsx'.
const pages = import.meta.glob<{ default: React.ComponentType }>('./routes/*/Page.tsx');

const load = (module: string) => async () => {
  const loadPage = pages[module.replace(/^src\//, './')];
  if (!loadPage) throw new Error(`${module} is not a page module`);
  return { Component: (await loadPage()).default };
};

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    HydrateFallback: () => <p className="muted">Loading…</p>,
    children: ROUTES.map(({ path, module }) => ({ path, lazy: load(module) })),
  },
]);
