// What the pool chart shows, as the URL holds it: the range ("Range": a preset ending now, or the latest bars
// with older ones loaded on scrolling back) and the bar length ("Candle"), each a button group with the active
// choice pressed, and a custom range. A range brings the candle that fits it (the URL then names none, see
// src/shared/charts/pool-link.ts); "Latest" keeps the candle. Any change of view drops the clicked bar (`changeView`).
// On a phone they are a sheet (a popover, styles.css), opened by one line that says the view, so that the chart is
// on the first screen; wider, that line is hidden and they are in line.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { RESOLUTIONS, type Resolution } from '../../api/chart-schemas';
import { RANGE_PRESETS, type RangePreset } from '../../shared/charts/bars';
import { TimeInput, useTimeZone } from '../../components/TimeInput';
import { readTimeInput, type TimeZone } from '../../lib/time-input';
import { LATEST_TITLE, RANGE_LABELS, resolutionLabel } from '../../shared/charts/labels';
import type { PoolSearch } from './search';
import { formText } from '../../lib/form';

interface ChartControlsProps {
  values: PoolSearch;
  /** The candle drawn: the URL's, or its range's. */
  resolution: Resolution;
  /** The URL's own from and to, as written (the custom range's inputs start from them). */
  query: { from?: string; to?: string };
  changeView: (changes: Record<string, string | undefined>) => void;
}

const RANGES = Object.keys(RANGE_PRESETS) as RangePreset[];

interface ChoiceProps {
  pressed: boolean;
  title?: string;
  onClick: () => void;
  children: ReactNode;
}

/** One choice of a button group: pressed while it is the view's. */
function Choice({ pressed, title, onClick, children }: ChoiceProps) {
  return (
    <button type="button" aria-pressed={pressed} title={title} onClick={onClick}>
      {children}
    </button>
  );
}

type RangeProblems = { from?: string; to?: string };

/** The custom range's inputs as URL values, or what is wrong with them, each where it was typed. */
function readRange(
  data: FormData,
  zone: TimeZone,
): { from?: string; to?: string } | { problems: RangeProblems } {
  const from = readTimeInput(formText(data, 'from'), zone);
  const to = readTimeInput(formText(data, 'to'), zone);
  const problems: RangeProblems = {};
  if (from && 'problem' in from) problems.from = from.problem;
  if (to && 'problem' in to) problems.to = to.problem;
  if (from && 'seconds' in from && to && 'seconds' in to && Number(to.seconds) <= Number(from.seconds))
    problems.to = 'To must be after From.';
  if (problems.from || problems.to) return { problems };
  return {
    from: from && 'seconds' in from ? from.seconds : undefined,
    to: to && 'seconds' in to ? to.seconds : undefined,
  };
}

export function ChartControls({ values, resolution, query, changeView }: ChartControlsProps) {
  const zone = useTimeZone();
  const [problems, setProblems] = useState<RangeProblems>({});
  const custom = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = readRange(new FormData(event.currentTarget), zone);
    setProblems('problems' in range ? range.problems : {});
    if (!('problems' in range))
      changeView({ range: undefined, resolution: undefined, from: range.from, to: range.to });
  };
  const latest = values.range === undefined && values.from === undefined && values.to === undefined;
  const rangeLabel = useId();
  const candleLabel = useId();
  const sheet = useId();
  const range = latest ? 'Latest' : values.range ? RANGE_LABELS[values.range] : 'Custom range';

  return (
    <>
      <button type="button" className="chart-options" popoverTarget={sheet}>
        Chart: {range}, {resolutionLabel(resolution)} candles
      </button>
      <div className="chart-toolbar" id={sheet} popover="auto">
        <div role="group" aria-labelledby={rangeLabel}>
          <span className="group-label" id={rangeLabel}>
            Range
          </span>
          <Choice
            pressed={latest}
            title={LATEST_TITLE}
            onClick={() => changeView({ range: undefined, from: undefined, to: undefined })}
          >
            Latest
          </Choice>
          {RANGES.map((preset) => (
            <Choice
              key={preset}
              pressed={values.range === preset}
              onClick={() =>
                changeView({ range: preset, resolution: undefined, from: undefined, to: undefined })
              }
            >
              {RANGE_LABELS[preset]}
            </Choice>
          ))}
        </div>
        <div role="group" aria-labelledby={candleLabel}>
          <span className="group-label" id={candleLabel}>
            Candle
          </span>
          {RESOLUTIONS.map((r) => (
            <Choice key={r} pressed={r === resolution} onClick={() => changeView({ resolution: r })}>
              {resolutionLabel(r)}
            </Choice>
          ))}
        </div>
        <form className="custom-range" onSubmit={custom} key={`${query.from}-${query.to}`} noValidate>
          <TimeInput id="range-from" name="from" label="From" value={query.from} problem={problems.from} />
          <TimeInput id="range-to" name="to" label="To" value={query.to} problem={problems.to} />
          <button type="submit">Show</button>
        </form>
      </div>
    </>
  );
}
