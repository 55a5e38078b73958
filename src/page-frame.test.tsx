// @vitest-environment jsdom
// The gateway writes the app's frame into each page's HTML as text (server/gateway/page-frame.ts), for the browser
// to paint before the scripts run; the app then draws the same things in their place. This holds the two equal:
// the frame, read as a browser reads it, against the app's own components rendered to markup.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFrame } from '../server/gateway/page-frame';
import { Layout } from './components/Layout';
import EventsPage from './routes/events/Page';
import PoolPage from './routes/pool/Page';
// Loaded up front: the layout imports it once a page has rendered (the tab's title), see router.test.tsx.
import './shared/page-summary';

afterEach(cleanup);

/** What a person meets in an element: its kind, what it says it is and does, and what it holds. */
interface Shape {
  tag: string;
  attributes: Record<string, string>;
  children: (Shape | string)[];
}

/**
 * The attributes compared (an empty one as absent): not `disabled` (the frame's Embed button waits for the app),
 * and `value` is read as the control's value.
 */
const COMPARED = [
  'id',
  'class',
  'role',
  'aria-label',
  'aria-current',
  'aria-expanded',
  'aria-controls',
  'aria-hidden',
  'href',
  'tabindex',
  'type',
  'title',
];

function shape(element: Element): Shape {
  const attributes = Object.fromEntries(
    COMPARED.flatMap((name) => {
      const value = element.getAttribute(name);
      return value ? [[name, value]] : [];
    }),
  );
  if (element instanceof HTMLSelectElement) attributes.value = element.value;
  const children: (Shape | string)[] = [];
  for (const node of element.childNodes) {
    // A closed dialog (the app's embed code) shows nothing.
    if (node instanceof HTMLDialogElement && !node.open) continue;
    if (node instanceof Element) children.push(shape(node));
    else if (node.nodeType === Node.TEXT_NODE) {
      // React may write neighbouring texts as nodes of their own; a person reads them as one.
      const last = children.at(-1);
      if (typeof last === 'string') children[children.length - 1] = last + (node.textContent ?? '');
      else children.push(node.textContent ?? '');
    }
  }
  return { tag: element.tagName.toLowerCase(), attributes, children };
}

function read(markup: string): Element {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

/** The app's frame and the page at `path`, as the app first draws them, before any answer has come. */
function appAt(path: string, route: string, page: ReactNode): Element {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={route} element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  ).container;
}

/** The frame's children of `selector`, and the app's first ones as many. */
function compare(frame: Element, app: Element, selector: string) {
  const framed = [...(frame.querySelector(selector)?.children ?? [])].map(shape);
  const drawn = [...(app.querySelector(selector)?.children ?? [])].slice(0, framed.length).map(shape);
  expect(framed.length).toBeGreaterThan(0);
  expect(framed).toEqual(drawn);
}

describe("the gateway's frame is what the app draws", () => {
  it('the skip link and the header, with the current page marked', () => {
    for (const path of ['/events', '/', '/pools/31']) {
      const frame = read(pageFrame(path));
      const app = appAt(path, '*', null);
      expect(shape(frame.querySelector('.skip-link') as Element)).toEqual(
        shape(app.querySelector('.skip-link') as Element),
      );
      expect(shape(frame.querySelector('header') as Element)).toEqual(
        shape(app.querySelector('header') as Element),
      );
    }
  });

  it("a list page's heading", () => {
    compare(read(pageFrame('/events')), appAt('/events', '/events', <EventsPage />), 'main');
  });

  it("a pool page's heading and the line under it", () => {
    compare(read(pageFrame('/pools/31')), appAt('/pools/31', '/pools/:netuid', <PoolPage />), 'main');
  });
});
