// The route table (src/shared/route-table.ts) made into the router's routes. Pages load lazily, so each route ships only
// its own code (the charting library only where a chart is drawn). The router is react-router's declarative one:
// the app has no loaders or actions, and the data router they need weighs 16 KB (gzipped) more in every page.
import type { QueryClient } from '@tanstack/react-query';
import { Component, lazy, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router';
import { Layout, PageError, RouteError } from './components/Layout';
import { mayRefuse, ROUTE_TABLE, routeFor, ROUTES, type RouteEntry } from './shared/route-table';

type Page = React.ComponentType;

interface PageModule {
  default: Page;
  /**
   * Starts what the page at `url` will ask for first, before it renders (the pool page: its chart's bars); the
   * first render waits for what it returns.
   */
  preload?: (client: QueryClient, url: URL) => void | Promise<void>;
}

// One lazy chunk per page module; keys are './routes/<page>/Page.tsx'.
const pages = import.meta.glob<PageModule>('./routes/*/Page.tsx');

async function loadModule(module: string): Promise<PageModule> {
  const loadPage = pages[module.replace(/^src\//, './')];
  if (!loadPage) throw new Error(`${module} is not a page module`);
  return loadPage();
}

/**
 * A route's page. The router matches `:name` to any one segment; where the route table holds a parameter to a rule
 * (a pool is a subnet number in plain digits), a path that breaks it gets the not-found page, as the gateway
 * answers it with a 404, rather than the page of some other value.
 */
async function load(route: RouteEntry): Promise<PageModule> {
  if (!mayRefuse(route)) return loadModule(route.module);
  const [page, { default: NotFound }] = await Promise.all([
    loadModule(route.module),
    loadModule(ROUTE_TABLE.notFound.module),
  ]);
  const { default: Page } = page;
  return {
    ...page,
    default: function CheckedPage() {
      return routeFor(useLocation().pathname) === route ? <Page /> : <NotFound />;
    },
  };
}

/** The page of the URL the app opened at, loaded before the first render. */
export interface FirstPage {
  route: RouteEntry;
  Page: Page;
}

/**
 * Loads the page at `url` and starts its first requests, for the app to render with it once this is done: the page
 * then renders at once, where a lazy page would render a fallback first and, by React's rule, show no sooner than
 * 300 ms after it. The gateway has named the page's chunks in the HTML, so they are loaded or on their way.
 */
export async function preloadPage(client: QueryClient, url: URL): Promise<FirstPage> {
  const route = routeFor(url.pathname);
  const page = await load(route);
  await page.preload?.(client, url);
  return { route, Page: page.default };
}

interface BoundaryProps {
  location: Location;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * What a render error shows, in place of what threw, until the next navigation: as react-router's data router did,
 * an error belongs to the location it happened at, so any new location (a link, Back, "Reset this page") tries
 * again.
 */
interface BoundaryState {
  /** Boxed, since anything can be thrown, `undefined` too. */
  error: { value: unknown } | undefined;
  location: Location;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error.value) : this.props.children;
  }
}

function Boundary({ fallback, children }: Pick<BoundaryProps, 'fallback' | 'children'>) {
  return (
    <ErrorBoundary location={useLocation()} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}

const pageError = (error: unknown) => <PageError error={error} />;
const routeError = (error: unknown) => <RouteError error={error} />;

/**
 * The app's first render is a transition (src/main.tsx): React draws it in slices of a few milliseconds, so the
 * page answers input while it does, where one render of a whole page would block it for a long task. BrowserRouter
 * reads the address when that render starts but listens for its changes only when it commits; a Back or Forward in
 * between fires its `popstate` to no one. Once the router listens (this passive effect runs after the router's
 * layout effect), an address other than `renderedAt`, the one the render started at, is that missed event, and it
 * is fired again.
 */
export function CatchUpWithAddress({ renderedAt }: { renderedAt: string }) {
  useEffect(() => {
    if (window.location.href !== renderedAt) {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    }
  }, [renderedAt]);
  return null;
}

/**
 * The app's routes: the frame (Layout), and in it each page, with its own error boundary. Each route's page is made
 * once, at the first render: `first`, the page preloaded for the URL the app opened at, or else a lazy one. A
 * route's page never changes type afterwards, which would remount it.
 */
export function AppRoutes({ first }: { first?: FirstPage }) {
  const [pages] = useState(() =>
    ROUTES.map((route) => ({
      path: route.path,
      Page: route === first?.route ? first.Page : lazy(() => load(route)),
    })),
  );
  return (
    <Routes>
      <Route
        element={
          // Only for a failure of the frame itself: a page's own failure stays inside the frame (PageError).
          <Boundary fallback={routeError}>
            <Layout />
          </Boundary>
        }
      >
        {pages.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Boundary fallback={pageError}>
                <Page />
              </Boundary>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
