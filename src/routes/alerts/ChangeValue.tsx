// A price level or a least swap size changed in place: "Change" opens a field filled with the value, Enter saves
// and Escape cancels. The value is typed as the visitor writes numbers and kept exactly (src/lib/numbers/).
import { useState, type SubmitEvent } from 'react';
import type { PriceRule, SizeRule } from '../../alerts/rules';
import { changeRuleValue } from '../../alerts/store';
import { readValue, VALUE_KIND } from '../../alerts/typed';
import { writeDecimal } from '../../shared/numbers/amounts';

export function ChangeValue({ rule, text }: { rule: PriceRule | SizeRule; text: string }) {
  const value = rule.kind === 'price' ? rule.level : rule.minTao;
  const [typed, setTyped] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);
  if (typed === null)
    return (
      <button type="button" aria-label={`Change: ${text}`} onClick={() => setTyped(writeDecimal(value))}>
        Change
      </button>
    );
  const { label, example } = VALUE_KIND[rule.kind];
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = readValue(typed, rule.kind);
    setWrong(next === null);
    if (next === null) return;
    changeRuleValue(rule.id, next);
    setTyped(null);
  };
  return (
    <form
      className="inline-form"
      onSubmit={save}
      onKeyDown={(event) => event.key === 'Escape' && setTyped(null)}
    >
      <label>
        {label}{' '}
        <input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={wrong}
          // Opened by a press of "Change", to type in at once.
          autoFocus
        />
      </label>
      <button type="submit" className="primary">
        Save
      </button>
      <button type="button" onClick={() => setTyped(null)}>
        Cancel
      </button>
      {wrong && <span className="row-error">Type {example}.</span>}
    </form>
  );
}
