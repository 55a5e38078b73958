// The <iframe> code that embeds a pool chart: one writer for the Embed dialog and the oEmbed answer, so a pasted
// code and a CMS's embed are the same markup; the script a host page adds to size its embeds to their content; and
// a subnet's price badge (an image, for READMEs that take no iframe) in Markdown and HTML, linked to its pool.

/** The messages an embed posts to the page that frames it (src/embed/host-messages.ts), which the script reads. */
export const EMBED_MESSAGES = { height: 'taostats-embed:height', ready: 'taostats-embed:ready' } as const;

/** Text made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Text made safe anywhere in XML or HTML: in an element's text, in an attribute. */
export const escapeXml = (text: string) => escapeAttribute(text).replaceAll('>', '&gt;');

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

/** A badge image `src` linking to `href`, as Markdown and as HTML; `alt` is our own words, no Markdown in them. */
export function badgeCode({ src, href, alt }: { src: string; href: string; alt: string }) {
  return {
    markdown: `[![${alt}](${src})](${href})`,
    html: `<a href="${escapeAttribute(href)}"><img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}"></a>`,
  };
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
