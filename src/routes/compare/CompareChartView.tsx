// The compare chart in the page: made once for its box and listener (a state's setter) (the effects after this one give it its theme and lines),
// its lines set when they change, its colours with the theme.
import { useEffect, useRef } from 'react';
import { CompareChart, type CompareLineData } from '../../charts/compare-chart';
import { useScheme } from '../../lib/preferences';

interface Props {
  lines: CompareLineData[];
  label: string;
  onPoint: (time: number | null) => void;
}

export function CompareChartView({ lines, label, onPoint }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<CompareChart | null>(null);
  const scheme = useScheme();

  useEffect(() => {
    const made = new CompareChart(box.current as HTMLDivElement, onPoint);
    chart.current = made;
    return () => {
      made.destroy();
      chart.current = null;
    };
  }, [onPoint]);

  useEffect(() => chart.current?.setLines(lines), [lines]);
  useEffect(() => chart.current?.setScheme(scheme), [scheme]);

  return (
    <div ref={box} className="chart compare-chart" role="img" aria-label={label} data-lines={lines.length} />
  );
}
