// The pool chart's tools over it: what its keys do, "Fit" (back to the range asked for), "Log scale" and
// "Download PNG" (the chart as shown, named after what it shows).
import type { PriceChart } from '../charts/price-chart';
import { CHART_KEYS_HINT } from '../charts/legend';

interface ChartToolsProps {
  /** The chart, once made. */
  chart: () => PriceChart | null;
  /** The id of the keys' description, which the chart is described by. */
  hint: string;
  logScale: boolean;
  onLogScale: (logarithmic: boolean) => void;
  /** The time range "Fit" shows: the one the chart was asked for; null: every bar loaded. */
  fitRange: { from: number; to: number } | null;
  /** The name "Download PNG" saves the chart under, given the time range in view (slot starts). */
  fileName: (visible: { from: number; to: number } | null) => string;
}

/** Saves a canvas as a PNG file, as a link with a download name does. */
function savePng(canvas: HTMLCanvasElement, name: string) {
  canvas.toBlob((blob) => {
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.click();
    // The browser has taken the file once the click's task is over.
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  }, 'image/png');
}

export function ChartTools({ chart, hint, logScale, onLogScale, fitRange, fileName }: ChartToolsProps) {
  return (
    <div className="chart-tools">
      <p className="muted" id={hint}>
        {CHART_KEYS_HINT}
      </p>
      <div role="group" aria-label="Chart">
        <button type="button" onClick={() => chart()?.fit(fitRange)}>
          Fit
        </button>
        <button type="button" aria-pressed={logScale} onClick={() => onLogScale(!logScale)}>
          Log scale
        </button>
        <button
          type="button"
          onClick={() => {
            const made = chart();
            if (made) savePng(made.image(), fileName(made.visibleTimes()));
          }}
        >
          Download PNG
        </button>
      </div>
    </div>
  );
}
