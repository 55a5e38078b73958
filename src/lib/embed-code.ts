// The <iframe> code that embeds a pool chart: one writer for the Embed dialog and the oEmbed answer, so a pasted
// code and a CMS's embed are the same markup.
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
