// "Embed": the <iframe> code for the chart as it is shown, in a size the person picks, to copy and paste into
// another site, with a live preview of exactly that code.
import { useRef, useState } from 'react';
import { iframeCode } from '../../lib/embed-code';
import { paths } from '../../lib/paths';

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

export function EmbedDialog({ netuid, resolution, range, from, to }: EmbedDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [size, setSize] = useState(0);
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [trades, setTrades] = useState(false);
  const [copied, setCopied] = useState(false);
  const { width, height } = SIZES[size] as (typeof SIZES)[number];
  const src = `${publicOrigin()}${paths.embedPool(netuid, { resolution, range, from, to, theme, trades: trades ? 1 : undefined })}`;
  const code = iframeCode({ src, width, height, title: `Subnet ${netuid} pool price` });

  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Embed
      </button>
      <dialog
        ref={dialog}
        className="embed-dialog"
        aria-labelledby="embed-title"
        onClose={() => setCopied(false)}
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
            <select value={theme} onChange={(event) => setTheme(event.target.value as 'light' | 'dark')}>
              <option value="light">light</option>
              <option value="dark">dark</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={trades} onChange={(event) => setTrades(event.target.checked)} />{' '}
            With swaps
          </label>
        </div>
        <label className="embed-code">
          Code
          <textarea readOnly value={code} rows={4} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <div className="embed-actions">
          <button
            type="button"
            className="primary"
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- no clipboard outside a secure context (plain http), whatever the DOM types say
            onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy code'}
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
      </dialog>
    </>
  );
}
