// What the pool chart shows, as the URL holds it: the range ("Range": a preset ending now, or the latest bars
// with older ones loaded on scrolling back) and the bar length ("Candle"), each a button group with the active
// choice pressed, and a custom UTC range. A range brings the candle that fits it (the URL then names none, see
// src/charts/pool-link.ts); "Latest" keeps the candle. Any change of view drops the clicked bar (`changeView`).
import { useId, type ReactNode, type SubmitEvent } from 'react';
import { RESOLUTIONS, type Resolution } from '../../api/chart-schemas';
import { RANGE_PRESETS, type RangePreset } from '../../charts/bars';
import { fromUtcInput, toUtcInput, UTC_INPUT_FORMAT } from '../../lib/utc-input';
import { LATEST_TITLE, RANGE_LABELS, resolutionLabel } from './labels';
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

export function ChartControls({ values, resolution, query, changeView }: ChartControlsProps) {
  const custom = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    changeView({
      range: undefined,
      resolution: undefined,
      from: fromUtcInput(formText(data, 'from')),
      to: fromUtcInput(formText(data, 'to')),
    });
  };
  const latest = values.range === undefined && values.from === undefined && values.to === undefined;
  const rangeLabel = useId();
  const candleLabel = useId();

  return (
    <div className="chart-toolbar">
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
      <form className="custom-range" onSubmit={custom} key={`${query.from}-${query.to}`}>
        <label>
          From (UTC){' '}
          <input name="from" placeholder={UTC_INPUT_FORMAT} defaultValue={toUtcInput(query.from)} />
        </label>
        <label>
          To (UTC) <input name="to" placeholder={UTC_INPUT_FORMAT} defaultValue={toUtcInput(query.to)} />
        </label>
        <button type="submit">Show</button>
      </form>
    </div>
  );
}
