// The app's frame: navigation, display preferences, and the page. Embedded charts use none of it.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BRAND } from '../shared/nav';
import { paths } from '../shared/paths';
import { setPreference, usePreferences } from '../lib/preferences';
import { offsetLabel, type TimeMode } from '../shared/time';
import { NAV_LINKS, ROUTE_TABLE, routeFor } from '../shared/route-table';
import { pageRendered, usePageDrawn } from '../lib/page-drawn';

// Each of these is loaded once the page has drawn its data (src/lib/page-drawn.ts), not before it.
/** The live stream's status and cache rules. */
const LiveFrame = lazy(() => import('../live/LiveFrame'));
/** The header's search box and its readings of what is typed. */
const SearchBox = lazy(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })));
/** The alerts' watcher and notices. */
const AlertWatch = lazy(() => import('../alerts/AlertWatch'));

function Settings() {
  const preferences = usePreferences();
  return (
    <div className="settings">
      <label>
        Times{' '}
        <select value={preferences.time} onChange={(e) => setPreference('time', e.target.value as TimeMode)}>
          <option value="relative">relative</option>
          <option value="utc">UTC</option>
          <option value="local">local ({offsetLabel(-new Date().getTimezoneOffset())})</option>
        </select>
      </label>
      <label>
        Theme{' '}
        <select
          value={preferences.theme}
          onChange={(e) => setPreference('theme', e.target.value as 'system' | 'light' | 'dark')}
        >
          <option value="system">system</option>
          <option value="light">light</option>
          <option value="dark">dark</option>
        </select>
      </label>
    </div>
  );
}

/**
 * The tab's title says what the page shows, in the words the server writes for shared links (the server has
 * already written it into the first page's HTML, so it waits until the page is drawn). Loaded apart: it reads URLs
 * through the API's schemas, which pages without a list need not load up front.
 */
function useDocumentTitle(drawn: boolean) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!drawn) return;
    let current = true;
    void import('../shared/page-summary').then(({ documentTitle, pageSummary }) => {
      if (current) document.title = documentTitle(pageSummary(pathname, new URLSearchParams(search)));
    });
    return () => {
      current = false;
    };
  }, [pathname, search, drawn]);
}

/**
 * On a phone the navigation and settings fold into a menu under a button (on a wider screen the button is hidden
 * and they sit in the header as they are). The menu is open for the page it was opened on: any navigation closes
 * it. Escape closes it and gives the focus back to the button; a link chosen in it gives the focus to the page.
 */
function Menu({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: { key: string }) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenAt(null);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="menu"
        onClick={() => setOpenAt(open ? null : key)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <div
        id="menu"
        className={open ? 'menu open' : 'menu'}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if (open && (event.target as Element).closest('a')) document.getElementById('main')?.focus();
        }}
      >
        {children}
      </div>
    </>
  );
}

export function Layout() {
  const drawn = usePageDrawn();
  useDocumentTitle(drawn);
  useSlashToSearch();
  const route = routeFor(useLocation().pathname);
  // After the page's own effects: a list has said by then that the frame waits for its rows.
  useEffect(() => {
    pageRendered();
  }, [route]);
  // The overview's search is the page's own, with room for its suggestions' words.
  const onOverview = route === ROUTE_TABLE.overview;
  const searchRoom = <div className="header-search" />;
  // The stream's status keeps its place from the first frame, so that nothing in the header moves for it.
  const statusRoom = <span className="live-status" />;
  return (
    <>
      {/* The first Tab stop: past the header and its links, to the page itself. */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <header className="app-header">
        <NavLink to={BRAND.to} className="brand">
          {BRAND.label}
        </NavLink>
        {!onOverview &&
          (drawn ? (
            <Suspense fallback={searchRoom}>
              <SearchBox inHeader />
            </Suspense>
          ) : (
            searchRoom
          ))}
        <Menu>
          <nav aria-label="Main">
            {NAV_LINKS.map((item) => (
              <NavLink key={item.to} to={item.to}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <Settings />
        </Menu>
        {drawn ? (
          <Suspense fallback={statusRoom}>
            <LiveFrame />
          </Suspense>
        ) : (
          statusRoom
        )}
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      {drawn && (
        <Suspense>
          <AlertWatch />
        </Suspense>
      )}
    </>
  );
}

/**
 * `/` focuses the search from any page, as on most sites with a search: the box that declares the key (the
 * header's, or the overview's own). A `/` typed into a field, a select or editable text is that field's.
 */
function useSlashToSearch() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || target.closest('input, textarea, select'))
      )
        return;
      event.preventDefault();
      document.querySelector<HTMLElement>('[aria-keyshortcuts="/"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The frame itself failed: nothing of it can be trusted to draw, so only a way back. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main>
      <div className="notice error" role="alert">
        <strong>The app failed to show this page.</strong>
        <p>{errorMessage(error)}</p>
        <a href={paths.overview()}>Back to the overview</a>
      </div>
    </main>
  );
}

/**
 * A page that failed, in place of the page: the header and navigation stay. Resetting opens the page's path
 * without its query string (a link's parameters are the usual cause), which also clears the error, since the
 * router keeps a page's error only for the location it happened at.
 */
export function PageError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="notice error" role="alert">
      <strong>This page failed to show.</strong>
      <p>{errorMessage(error)}</p>
      <p>
        {search
          ? 'Resetting opens it again without the parameters of this link.'
          : 'Resetting opens it again.'}{' '}
        The rest of the dashboard works: choose another page above.
      </p>
      <button type="button" className="primary" onClick={() => void navigate(pathname)}>
        Reset this page
      </button>
    </div>
  );
}
