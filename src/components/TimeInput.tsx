// Every date field of the dashboard: a text input in the zone the visitor reads times in, its label naming the zone,
// its placeholder the format, and one line under it: what is wrong as soon as it can tell (a whole date typed, or
// the field left), or else, unseen, the accepted forms (the field's description, which screen readers say; written
// under every field they were words in the way). The line keeps its room, so a message never moves the layout. The
// form around it reads the value with readTimeInput (src/lib/time-input.ts).
import { useState } from 'react';
import { usePreferences } from '../lib/preferences';
import {
  readTimeInput,
  TIME_INPUT_FORMAT,
  timeInputHint,
  timeZoneOf,
  toTimeInput,
  zoneLabel,
} from '../lib/time-input';

/** The zone the visitor's time inputs are read in, from the header's "Times" setting. */
export const useTimeZone = () => timeZoneOf(usePreferences().time);

interface TimeInputProps {
  id: string;
  name: string;
  label: string;
  /** The URL's value (unix seconds) the input starts from. */
  value: string | undefined;
  /** What the form found wrong on submitting (a reversed range), over the input's own finding. */
  problem?: string;
}

export function TimeInput({ id, name, label, value, problem }: TimeInputProps) {
  const zone = useTimeZone();
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const read = typed === null ? undefined : readTimeInput(typed, zone);
  const found = read && 'problem' in read && (left || (typed?.length ?? 0) >= 10) ? read.problem : undefined;
  const shown = problem ?? found;
  return (
    <div className={shown ? 'field time-field invalid' : 'field time-field'}>
      <label htmlFor={id}>
        {label} ({zoneLabel(zone)})
      </label>
      <input
        // A change of zone writes the value anew in it.
        key={zone}
        id={id}
        name={name}
        type="text"
        className="time-input"
        placeholder={TIME_INPUT_FORMAT}
        defaultValue={toTimeInput(value, zone)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onBlur={() => setLeft(true)}
      />
      <span id={`${id}-hint`} className={shown ? 'field-error' : 'field-hint'} aria-live="polite">
        {shown ?? timeInputHint(zone)}
      </span>
    </div>
  );
}
