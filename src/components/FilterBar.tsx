// Filters above a table, in one compact bar that wraps: inputs named after the API parameters they set, checked
// with the page's schema before anything is sent (an invalid value gets an inline message), active filters as
// removable chips, and a reset. Text filters apply on Enter or "Apply"; a select applies when changed. On a phone
// the same form opens in a sheet (a modal dialog), which applying or resetting closes.
import { useEffect, useRef, useState, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import type { z } from 'zod/mini';
import { own } from '../api/own';
import { useName } from '../lib/address-book';
import { formText } from '../lib/form';
import { usePhone } from '../lib/phone';
import type { InputKind } from '../shared/parameters';
import { formatExact, parseUnits } from '../shared/numbers/amounts';
import { formatLocal, formatUtc } from '../shared/time';
import { readTimeInput, toTimeInput, type TimeZone } from '../lib/time-input';
import { TimeInput, useTimeZone } from './TimeInput';

export interface FilterField {
  /** The API parameter this input sets. */
  name: string;
  label: string;
  kind?: InputKind;
  options?: readonly (string | { value: string; label: string })[];
  /** A select's empty choice, where no value is not "any" but the API's default: "finney (default)". */
  unset?: string;
  placeholder?: string;
}

interface FilterBarProps {
  schema: z.ZodMiniObject;
  fields: FilterField[];
  query: Record<string, string>;
  onApply: (changes: Record<string, string | undefined>) => void;
  onReset: () => void;
}

/** A URL value as the person reads and types it. */
function display(field: FilterField, value: string, zone: TimeZone): string {
  if (field.kind === 'datetime') {
    const iso = new Date(Number(value) * 1000).toISOString();
    return zone === 'utc' ? formatUtc(iso) : formatLocal(iso);
  }
  if (field.kind === 'tao') return `${formatExact(value)} τ`;
  return optionsOf(field).find((option) => option.value === value)?.label ?? value;
}

/** A chip's value; an address the visitor named, by its name first. */
function ChipValue({ field, value, zone }: { field: FilterField; value: string; zone: TimeZone }) {
  const name = useName(field.kind === 'account' ? value : '');
  return name === undefined ? (
    <strong>{display(field, value, zone)}</strong>
  ) : (
    <>
      <strong className="address-name">{name}</strong> <span className="mono">{value}</span>
    </>
  );
}

/** A URL value as its input holds it. */
function inputValue(field: FilterField, value: string | undefined, zone: TimeZone): string {
  if (value === undefined) return '';
  if (field.kind === 'datetime') return toTimeInput(value, zone);
  if (field.kind === 'tao') return formatExact(value);
  return value;
}

/** What the person typed, as the URL value; undefined when empty, or what is wrong with it. */
function urlValue(
  field: FilterField,
  text: string,
  zone: TimeZone,
): string | undefined | { problem: string } {
  if (text === '') return undefined;
  if (field.kind === 'datetime') {
    const read = readTimeInput(text, zone);
    return read && 'seconds' in read ? read.seconds : read;
  }
  if (field.kind === 'tao') {
    const rao = parseUnits(text);
    return rao === null
      ? { problem: `${field.label} must be an amount of TAO with at most 9 decimals, for example 1000.5` }
      : rao.toString();
  }
  return text;
}

function optionsOf(field: FilterField) {
  return (field.options ?? []).map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
}

/** A schema's message about parameters as a sentence about the fields: "From must not be after To". */
function sentence(fields: readonly FilterField[], field: FilterField, message: string): string {
  const words = message.replace(/\s*\(\d+ > \d+\)$/, '').replace(/\b[a-z]+_[a-z_]+\b/g, (name) => {
    return fields.find((other) => other.name === name)?.label ?? name;
  });
  return `${field.label} ${words}`;
}

/**
 * The form's values as URL values, and, by field, a sentence saying what could not be read or fails the page's
 * schema (each field alone, then the rules across fields, such as a range's order).
 */
function readForm(schema: z.ZodMiniObject, fields: readonly FilterField[], data: FormData, zone: TimeZone) {
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  const changes: Record<string, string | undefined> = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = urlValue(field, formText(data, field.name).trim(), zone);
    if (typeof value === 'object') {
      problems[field.name] = value.problem;
      continue;
    }
    if (value !== undefined) {
      const result = own(shape, field.name)?.safeParse(value);
      if (result && !result.success)
        problems[field.name] = sentence(fields, field, result.error.issues[0]?.message ?? 'is invalid');
    }
    changes[field.name] = value;
  }
  if (Object.keys(problems).length > 0) return { changes, problems };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  for (const issue of schema.safeParse(defined).error?.issues ?? []) {
    const field = fields.find((candidate) => candidate.name === issue.path[0]);
    if (field && !own(problems, field.name)) problems[field.name] = sentence(fields, field, issue.message);
  }
  return { changes, problems };
}

export function FilterBar({ schema, fields, query, onApply, onReset }: FilterBarProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zone = useTimeZone();
  const active = fields.filter((field) => query[field.name] !== undefined);
  const form = useRef<HTMLFormElement>(null);
  // Going back or forward puts the inputs in step with the view. The form is not remounted for it, so that the
  // field Enter was pressed in keeps the focus.
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    const query = JSON.parse(queryKey) as Record<string, string>;
    for (const field of fields) {
      const input = form.current?.elements.namedItem(field.name);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement)
        input.value =
          field.kind === 'select' ? (query[field.name] ?? '') : inputValue(field, query[field.name], zone);
    }
  }, [queryKey, fields, zone]);

  const sheet = useRef<HTMLDialogElement>(null);
  const submit = (form: HTMLFormElement) => {
    const { changes, problems } = readForm(schema, fields, new FormData(form), zone);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    onApply(changes);
    return true;
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit(event.currentTarget)) sheet.current?.close();
  };
  const title = `Filters${active.length > 0 ? ` (${active.length} active)` : ''}`;
  const inputs = (
    <form ref={form} onSubmit={onSubmit} className="filter-form" noValidate>
      {fields.map((field) => (
        <FilterInput
          key={field.name}
          field={field}
          value={query[field.name]}
          error={errors[field.name]}
          onSelect={(select) => submit(select.form as HTMLFormElement)}
        />
      ))}
      <div className="filter-actions">
        <button type="submit" className="primary">
          Apply
        </button>
        <button
          type="button"
          onClick={() => {
            onReset();
            sheet.current?.close();
          }}
          disabled={active.length === 0}
        >
          Reset
        </button>
      </div>
    </form>
  );

  return (
    <section className="filters" aria-label="Filters">
      {usePhone() ? (
        <FilterSheet title={title} sheet={sheet}>
          {inputs}
        </FilterSheet>
      ) : (
        <details open>
          <summary>{title}</summary>
          {inputs}
        </details>
      )}
      {active.length > 0 && (
        <ul className="chips" aria-label="Active filters">
          {active.map((field) => (
            <li key={field.name}>
              <span>
                {field.label}: <ChipValue field={field} value={query[field.name] as string} zone={zone} />
              </span>
              <button
                type="button"
                aria-label={`Remove filter ${field.label}`}
                onClick={() => onApply({ [field.name]: undefined })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * On a phone: a button that opens the filters in a sheet over the page, closed by its Close button, Escape or a tap
 * beside it. The browser's modal dialog keeps the focus inside and gives it back to the button.
 */
function FilterSheet(props: {
  title: string;
  sheet: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}) {
  const { title, sheet, children } = props;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => sheet.current?.showModal()}>
        {title}
      </button>
      <dialog
        ref={sheet}
        className="sheet"
        aria-label="Filters"
        // A tap on the backdrop lands on the dialog itself (its content is in a box of its own).
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        <div className="sheet-body">
          <div className="sheet-head">
            <h2>Filters</h2>
            <button type="button" onClick={() => sheet.current?.close()}>
              Close
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}

interface FilterInputProps {
  field: FilterField;
  value: string | undefined;
  error: string | undefined;
  /** A select applies as soon as it changes. */
  onSelect: (select: HTMLSelectElement) => void;
}

/** One filter's label, input and inline error. */
function FilterInput({ field, value, error, onSelect }: FilterInputProps) {
  const id = `filter-${field.name}`;
  if (field.kind === 'datetime')
    return <TimeInput id={id} name={field.name} label={field.label} value={value} problem={error} />;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'select' ? (
        <select
          id={id}
          name={field.name}
          defaultValue={value ?? ''}
          onChange={(event) => onSelect(event.currentTarget)}
        >
          <option value="">{field.unset ?? 'Any'}</option>
          {optionsOf(field).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'tao' ? 'decimal' : undefined}
          placeholder={field.placeholder}
          // Not a time: TimeInput draws those, in the visitor's zone.
          defaultValue={inputValue(field, value, 'utc')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
