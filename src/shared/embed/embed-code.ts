// The <iframe> code that embeds a pool chart: one writer for the Embed dialog and the oEmbed answer, so a pasted
// code and a CMS's embed are the same markup; and the script a host page adds to size its embeds to their content.

/** The messages an embed posts to the page that frames it (src/embed/host-messages.ts), which the script reads. */
export const EMBED_MESSAGES = { height: 'taostats-embed:height', ready: 'taostats-embed:ready' } as const;

/** Text made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export function iframeCode({
  src,
  width,
  height,
  title,
}: {
  src: string;
  width: string | number;
  height: string | number;
  title: string;
}): string {
  return `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" loading="lazy" style="border:0"></iframe>`;
}

/**
 * The script that sizes a page's embeds to the height each says its content needs (its height message,
 * src/embed/host-messages.ts), whatever their number: the iframe each message came from takes that height. The
 * README shows the same script.
 */
export const HEIGHT_SCRIPT = `<script>
  window.addEventListener('message', (event) => {
    if (event.data?.type !== '${EMBED_MESSAGES.height}') return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';
    }
  });
</script>`;
