// Reading a gateway's /metrics in tests: the exposition text as series, each a name, its labels and its value.

export interface Series {
  name: string;
  labels: Map<string, string>;
  value: number;
}

/** Every sample line of a scrape (comments left out). */
export function parseMetrics(text: string): Series[] {
  const series: Series[] = [];
  for (const line of text.split('\n')) {
    const match = /^(?<name>[a-zA-Z_:][\w:]*)(?:\{(?<labels>.*)\})? (?<value>\S+)$/.exec(line);
    if (!match?.groups) continue;
    const { name = '', labels: labelText = '', value = '' } = match.groups;
    const labels = new Map<string, string>();
    for (const label of labelText.matchAll(/(?<label>\w+)="(?<value>(?:[^"\\]|\\.)*)"/g))
      labels.set(label.groups?.label ?? '', label.groups?.value ?? '');
    series.push({ name, labels, value: Number(value) });
  }
  return series;
}

/** The values of one metric, keyed by the values of `labels` joined with a space; zeros left out. */
export function valuesOf(all: Series[], name: string, labels: string[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const series of all) {
    if (series.name !== name || series.value === 0) continue;
    values.set(labels.map((label) => series.labels.get(label) ?? '').join(' '), series.value);
  }
  return values;
}

/** The value of a metric without labels (or its one series), or undefined when it is absent. */
export function valueOf(all: Series[], name: string): number | undefined {
  return all.find((series) => series.name === name)?.value;
}
