// Filters above a table, in one compact bar that wraps: inputs named after the API parameters they set, checked
// with the page's schema before anything is sent (an invalid value gets an inline message), active filters as
// removable chips, and a reset. Text filters apply on Enter or "Apply"; a select applies when changed.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { formatUtc, fromUtcInput, toUtcInput } from '../lib/time';

export interface FilterField {
  /** The API parameter this input sets. */
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'datetime' | 'select';
  options?: readonly string[];
  placeholder?: string;
}

interface FilterBarProps {
  schema: z.ZodMiniObject;
  fields: FilterField[];
  query: Record<string, string>;
  onApply: (changes: Record<string, string | undefined>) => void;
  onReset: () => void;
}

function display(field: FilterField, value: string): string {
  return field.kind === 'datetime' ? formatUtc(new Date(Number(value) * 1000).toISOString()) : value;
}

export function FilterBar({ schema, fields, query, onApply, onReset }: FilterBarProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  const active = fields.filter((field) => query[field.name] !== undefined);

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const changes: Record<string, string | undefined> = {};
    const problems: Record<string, string> = {};
    for (const field of fields) {
      const text = String(data.get(field.name) ?? '').trim();
      const value = field.kind === 'datetime' ? fromUtcInput(text) : text || undefined;
      if (value !== undefined) {
        const result = shape[field.name]?.safeParse(value);
        if (result && !result.success) problems[field.name] = result.error.issues[0]?.message ?? 'is invalid';
      }
      changes[field.name] = value;
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) onApply(changes);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  return (
    <section className="filters" aria-label="Filters">
      {/* Keyed by the URL: going back or forward puts the inputs in step with the view. */}
      <form key={JSON.stringify(query)} onSubmit={onSubmit} className="filter-form" noValidate>
        {fields.map((field) => {
          const id = `filter-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name} className={error ? 'field invalid' : 'field'}>
              <label htmlFor={id}>{field.label}</label>
              {field.kind === 'select' ? (
                <select
                  id={id}
                  name={field.name}
                  defaultValue={query[field.name] ?? ''}
                  onChange={(event) => submit(event.currentTarget.form as HTMLFormElement)}
                >
                  <option value="">Any</option>
                  {field.options?.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  name={field.name}
                  type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
                  step={field.kind === 'datetime' ? 1 : undefined}
                  inputMode={field.kind === 'number' ? 'numeric' : undefined}
                  placeholder={field.placeholder}
                  defaultValue={
                    field.kind === 'datetime' ? toUtcInput(query[field.name]) : (query[field.name] ?? '')
                  }
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
              )}
              {error && (
                <span id={`${id}-error`} className="field-error">
                  {field.label} {error}
                </span>
              )}
            </div>
          );
        })}
        <div className="filter-actions">
          <button type="submit" className="primary">
            Apply
          </button>
          <button type="button" onClick={onReset} disabled={active.length === 0}>
            Reset
          </button>
        </div>
      </form>
      {active.length > 0 && (
        <ul className="chips" aria-label="Active filters">
          {active.map((field) => (
            <li key={field.name}>
              <span>
                {field.label}: <strong>{display(field, query[field.name] as string)}</strong>
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
