// "Embed": the <iframe> code for the chart as it is shown, in a size and theme the person picks (with the script
// that sizes it to its content, if they want it), to copy and paste into another site, with a live preview; and
// the subnet's price badge, an image for READMEs and posts that take no iframe, in Markdown and HTML.
import { useRef, useState } from 'react';
import { badgeCode, HEIGHT_SCRIPT, iframeCode } from '../../shared/embed/embed-code';
import { paths } from '../../shared/paths';

type Theme = 'light' | 'dark' | 'auto';
/** Which code was copied last, for its button to say so. */
type Copied = 'iframe' | 'markdown' | 'html' | null;

const SIZES = [
  { label: '600 × 400', width: '600', height: '400' },
  { label: '800 × 450', width: '800', height: '450' },
  { label: 'Full width × 400', width: '100%', height: '400' },
];

interface EmbedDialogProps {
  netuid: number;
  /** The candle the link names: none, and the embed draws its range's own (as the page does). */
  resolution?: string;
  /** A preset range ending now (the embed takes the same names), or from and to. */
  range?: string;
  from?: string;
  to?: string;
}

/**
 * Where this dashboard is published (PUBLIC_ORIGIN), which the server names in every page's canonical link: the
 * address a visitor reached it at may be an internal one. Without the server (npm run dev), this page's origin.
 */
function publicOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : location.origin;
}

interface BadgeCodesProps {
  netuid: number;
  origin: string;
  dark: boolean;
  copied: Copied;
  copy: (text: string, which: Copied) => void;
}

/** The subnet's price badge, previewed, and its Markdown and HTML linked to the pool page, each with a copy button. */
function BadgeCodes({ netuid, origin, dark, copied, copy }: BadgeCodesProps) {
  const badge = paths.badge(netuid, { theme: dark ? 'dark' : undefined });
  const codes = badgeCode({
    src: `${origin}${badge}`,
    href: `${origin}${paths.pool(netuid)}`,
    alt: `SN${netuid} price`,
  });
  const fields = [
    ['markdown', 'Markdown', codes.markdown],
    ['html', 'HTML', codes.html],
  ] as const;
  return (
    <>
      <h2 className="embed-badge-title">Price badge</h2>
      <p className="muted">
        {/* From this page's own origin, which the page's policy lets it load images from. */}
        <img
          className="embed-badge"
          src={badge}
          alt={`Subnet ${netuid}: price and 24 h change`}
          loading="lazy"
        />{' '}
        The price and its 24 h change, as an image for READMEs and posts.
      </p>
      {fields.map(([which, label, text]) => (
        <div key={which} className="embed-badge-code">
          <label className="embed-code">
            {label}
            <textarea readOnly value={text} rows={2} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" onClick={() => copy(text, which)}>
            {copied === which ? 'Copied' : `Copy ${label}`}
          </button>
        </div>
      ))}
    </>
  );
}

export function EmbedDialog({ netuid, resolution, range, from, to }: EmbedDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [size, setSize] = useState(0);
  const [theme, setTheme] = useState<Theme>('light');
  const [trades, setTrades] = useState(false);
  const [sized, setSized] = useState(false);
  const [copied, setCopied] = useState<Copied>(null);
  const { width, height } = SIZES[size] as (typeof SIZES)[number];
  const origin = publicOrigin();
  const src = `${origin}${paths.embedPool(netuid, { resolution, range, from, to, theme, trades: trades ? 1 : undefined })}`;
  const iframe = iframeCode({ src, width, height, title: `Subnet ${netuid} pool price` });
  const code = sized ? `${iframe}\n${HEIGHT_SCRIPT}` : iframe;
  const copy = (text: string, which: Copied) =>
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- no clipboard outside a secure context (plain http), whatever the DOM types say
    void navigator.clipboard?.writeText(text).then(() => setCopied(which));

  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Embed
      </button>
      <dialog
        ref={dialog}
        className="embed-dialog"
        aria-labelledby="embed-title"
        onClose={() => setCopied(null)}
      >
        <h2 id="embed-title">Embed this chart</h2>
        <div className="embed-options">
          <label>
            Size{' '}
            <select value={size} onChange={(event) => setSize(Number(event.target.value))}>
              {SIZES.map((option, i) => (
                <option key={option.label} value={i}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Theme{' '}
            <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
              <option value="light">light</option>
              <option value="dark">dark</option>
              <option value="auto">auto (the visitor's, on your page's background)</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={trades} onChange={(event) => setTrades(event.target.checked)} />{' '}
            With swaps
          </label>
          <label>
            <input type="checkbox" checked={sized} onChange={(event) => setSized(event.target.checked)} /> Fit
            its height to its content (adds a script)
          </label>
        </div>
        <label className="embed-code">
          Code
          <textarea
            readOnly
            value={code}
            rows={sized ? 11 : 4}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className="embed-actions">
          <button type="button" className="primary" onClick={() => copy(code, 'iframe')}>
            {copied === 'iframe' ? 'Copied' : 'Copy code'}
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <p className="muted">Preview</p>
        <iframe
          className="embed-preview"
          src={src}
          width={width}
          height={height}
          title={`Preview: subnet ${netuid} pool price`}
          loading="lazy"
        />
        {/* The badge takes the dark theme when the chart does: "auto" cannot be known from an image. */}
        <BadgeCodes netuid={netuid} origin={origin} dark={theme === 'dark'} copied={copied} copy={copy} />
      </dialog>
    </>
  );
}
