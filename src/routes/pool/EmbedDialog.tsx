// "Embed": the <iframe> code for the chart as it is shown, in a size and theme the person picks (with the script
// that sizes it to its content, if they want it), to copy and paste into another site, with a live preview.
import { useRef, useState } from 'react';
import { HEIGHT_SCRIPT, iframeCode } from '../../shared/embed/embed-code';
import { paths } from '../../shared/paths';

type Theme = 'light' | 'dark' | 'auto';

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
  const [theme, setTheme] = useState<Theme>('light');
  const [trades, setTrades] = useState(false);
  const [sized, setSized] = useState(false);
  const [copied, setCopied] = useState(false);
  const { width, height } = SIZES[size] as (typeof SIZES)[number];
  const src = `${publicOrigin()}${paths.embedPool(netuid, { resolution, range, from, to, theme, trades: trades ? 1 : undefined })}`;
  const iframe = iframeCode({ src, width, height, title: `Subnet ${netuid} pool price` });
  const code = sized ? `${iframe}\n${HEIGHT_SCRIPT}` : iframe;

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
