// What a page says about its own URL and request: parameters it ignored (and why), and the exact API call it
// makes, since the page's query string is that call's.
import { Link } from 'react-router';
import type { SearchProblem } from '../shared/query-string';
import { CopyButton } from './cells';

export function UrlProblems({ problems, cleanLink }: { problems: SearchProblem[]; cleanLink: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="notice warning" role="status">
      <strong>Some of this link's parameters were ignored:</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={`${i}:${p.param}=${p.value}`}>
            <code>
              {p.param}={p.value}
            </code>{' '}
            {p.param} {p.reason}.
          </li>
        ))}
      </ul>
      <Link to={cleanLink}>Open the link without them</Link>
    </div>
  );
}

export function ApiCall({ url }: { url: string }) {
  return (
    <details className="api-call">
      <summary>API call</summary>
      <code>GET {url}</code> <CopyButton value={url} label="API call" />
    </details>
  );
}
