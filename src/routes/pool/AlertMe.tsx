// "Alert me" on a pool's page: a rule on this subnet, its price crossing a level or a swap of at least a size, set in
// one line (src/alerts/store.ts). What the page's pool already has is counted, with a link to the alerts page, where
// they are changed, snoozed and removed.
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { useAlertRules, addRule } from '../../alerts/store';
import { readValue, VALUE_KIND } from '../../alerts/typed';
import { ruleText } from '../../alerts/words';
import { countOf } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';

type Kind = 'price' | 'size';

export function AlertMe({ netuid }: { netuid: number }) {
  const [kind, setKind] = useState<Kind>('price');
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const here = useAlertRules().filter((rule) => rule.kind !== 'address' && rule.netuid === netuid).length;
  const set = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = readValue(typed, kind);
    if (value === null) {
      setSaid({ ok: false, text: `Type ${VALUE_KIND[kind].example}.` });
      return;
    }
    const rule = kind === 'price' ? { kind, netuid, level: value } : { kind, netuid, minTao: value };
    addRule(rule);
    setSaid({ ok: true, text: `Alert set: ${ruleText({ ...rule, id: '' }, () => undefined)}.` });
    setTyped('');
  };
  return (
    <form className="alert-me" onSubmit={set} aria-label="Alert me">
      <label htmlFor="alert-kind">Alert me on</label>
      <select
        id="alert-kind"
        value={kind}
        onChange={(event) => setKind(event.target.value === 'size' ? 'size' : 'price')}
      >
        <option value="price">the price crossing</option>
        <option value="size">swaps of at least</option>
      </select>
      <label htmlFor="alert-value" className="visually-hidden">
        {VALUE_KIND[kind].label}
      </label>
      <span className="with-unit">
        <input
          id="alert-value"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={said?.ok === false}
          size={10}
        />{' '}
        τ
      </span>
      <button type="submit">Set alert</button>
      <span aria-live="polite" className={said?.ok === false ? 'row-error' : 'muted'}>
        {said?.text} {here > 0 && <Link to={paths.alerts()}>{countOf(here, 'alert')} on this pool</Link>}
      </span>
    </form>
  );
}
