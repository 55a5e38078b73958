// The route table (src/route-table.ts) made into the router. Pages load lazily, so each route ships only its own
// code (the charting library only where a chart is drawn).
import { createBrowserRouter, useLocation } from 'react-router';
import { Layout, PageError, RouteError } from './components/Layout';
import { routeFor, ROUTES, type RouteEntry } from './route-table';

type Page = React.ComponentType;

// One lazy chunk per page module; keys are './routes/<page>/Page.tsx'.
const pages = import.meta.glob<{ default: Page }>('./routes/*/Page.tsx');

async function loadModule(module: string): Promise<Page> {
  const loadPage = pages[module.replace(/^src\//, './')];
  if (!loadPage) throw new Error(`${module} is not a page module`);
  return (await loadPage()).default;
}

const NOT_FOUND = ROUTES.find((route) => route.path === '*') as RouteEntry;

/**
 * A route's page. The router matches `:name` to any one segment; where the route table holds a parameter to a rule
 * (a pool is a subnet number in plain digits), a path that breaks it gets the not-found page, as the gateway
 * answers it with a 404, rather than the page of some other value.
 */
const load = (route: RouteEntry) => async () => {
  const Page = await loadModule(route.module);
  if (!route.params) return { Component: Page };
  const NotFound = await loadModule(NOT_FOUND.module);
  return {
    Component: function CheckedPage() {
      return routeFor(useLocation().pathname) === route ? <Page /> : <NotFound />;
    },
  };
};

export const router = createBrowserRouter([
  {
    element: <Layout />,
    // Only for a failure of the frame itself: a page's own failure stays inside the frame (PageError).
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    HydrateFallback: () => <p className="muted">Loading…</p>,
    children: ROUTES.map((route) => ({ path: route.path, lazy: load(route), ErrorBoundary: PageError })),
  },
]);
