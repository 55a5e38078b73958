// An extrinsic's calls as a tree (a proxy's call, the batch under it, each call of the batch), each call named as
// its own events tell it (src/shared/chain/calls.ts) and with those events, linking to them on this page.
import { callOf, callText } from '../../shared/chain/calls';
import type { CallNode } from '../../shared/chain/extrinsics';

export function CallTree({ node }: { node: CallNode }) {
  const call = callOf(node.events);
  return (
    <li>
      <span className="mono">{node.id}</span>
      {call && (
        <>
          {' '}
          <span className="mono">{callText(call)}</span> ·
        </>
      )}
      {node.events.length > 0 ? (
        <>
          {' '}
          {node.events.map((event, i) => (
            <span key={event.id}>
              {i > 0 && ', '}
              <a href={`#event-${event.id}`}>{event.full_name ?? event.id}</a>
            </span>
          ))}
        </>
      ) : (
        <span className="muted"> (no events of its own)</span>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <CallTree key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
