// What the embed tells the page that frames it (README, "Embedding a pool chart"): the height its content needs,
// on load and whenever it changes, so that the host can size the iframe to it; and, once, that it is ready (its
// chart drawn, or the message shown in its place). Small, namespaced, versionless objects; they say nothing a
// visitor could not see, so they go to whatever origin frames the embed ('*'), which the embed cannot know.
import { EMBED_MESSAGES } from '../shared/embed/embed-code';

function post(message: { type: string; height?: number }) {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

/** The height `root` takes (its frame's, or more when its content does not fit), now and after each change. */
export function postHeight(root: HTMLElement) {
  let sent = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    post({ type: EMBED_MESSAGES.height, height });
  }).observe(root);
}

let ready = false;

/** Once: the embed shows what it has to show. */
export function postReady() {
  if (ready) return;
  ready = true;
  post({ type: EMBED_MESSAGES.ready });
}
