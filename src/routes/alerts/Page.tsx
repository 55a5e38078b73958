// The visitor's alerts in one place: every rule set from a pool page, an account page or the watchlist, each to
// change, snooze (an hour, a day), mute or remove; and the one place that asks for system notifications, on a
// click. The rules stay in this browser (src/alerts/store.ts) and go in the address book's file from the watchlist.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isActive, type AlertRule } from '../../alerts/rules';
import { muteRule, removeRule, snoozeRule, useAlertRules } from '../../alerts/store';
import { ruleText } from '../../alerts/words';
import { Time } from '../../components/cells';
import { useAddressBook } from '../../lib/address-book';
import { addressText } from '../../lib/address-key';
import { countOf } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';
import { ChangeValue } from './ChangeValue';
import { UrlProblems } from '../../components/PageNotices';
import { useSearchState } from '../../lib/url-state';
import { z } from 'zod/mini';

const HOUR = 3_600_000;

/** Whether this browser can notify, and what the visitor said; asked only when they press the button. */
function Notifications() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported)
    return <p className="muted">This browser shows no system notifications: alerts show on the page.</p>;
  if (permission === 'granted')
    return <p className="muted">System notifications are on: an alert also shows outside this tab.</p>;
  if (permission === 'denied')
    return (
      <p className="muted">
        System notifications are blocked for this site (the browser's site settings can allow them): alerts
        show on the page.
      </p>
    );
  return (
    <p>
      <button type="button" onClick={() => void Notification.requestPermission().then(setPermission)}>
        Allow system notifications
      </button>{' '}
      <span className="muted">so that an alert shows while this tab is in the background.</span>
    </p>
  );
}

/** The time, moved on every minute: so that a snooze past its time reads as over. */
function useMinutes(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Where a rule's subject lives: its account or its pool. */
function ruleLink(rule: AlertRule): string | null {
  if (rule.kind === 'address') return paths.account(addressText(rule.address));
  return rule.netuid === undefined ? null : paths.pool(rule.netuid);
}

function RuleState({ rule, now }: { rule: AlertRule; now: number }) {
  if (rule.muted) return <span className="rule-state muted">Muted</span>;
  if (!isActive(rule, now) && rule.snoozedUntil !== undefined)
    return (
      <span className="rule-state muted">
        Snoozed, wakes <Time iso={new Date(rule.snoozedUntil).toISOString()} />
      </span>
    );
  return <span className="rule-state">On</span>;
}

function RuleItem({ rule, text, now }: { rule: AlertRule; text: string; now: number }) {
  const link = ruleLink(rule);
  const snoozed = rule.snoozedUntil !== undefined && rule.snoozedUntil > now;
  return (
    <li className="alert-rule">
      <span className="rule-text">{link ? <Link to={link}>{text}</Link> : text}</span>
      <RuleState rule={rule} now={now} />
      <span className="rule-actions">
        {rule.kind !== 'address' && <ChangeValue rule={rule} text={text} />}
        {snoozed ? (
          <button type="button" aria-label={`Wake: ${text}`} onClick={() => snoozeRule(rule.id, undefined)}>
            Wake
          </button>
        ) : (
          <>
            <button
              type="button"
              aria-label={`Snooze 1 h: ${text}`}
              onClick={() => snoozeRule(rule.id, Date.now() + HOUR)}
            >
              Snooze 1 h
            </button>
            <button
              type="button"
              aria-label={`Snooze 1 day: ${text}`}
              onClick={() => snoozeRule(rule.id, Date.now() + 24 * HOUR)}
            >
              Snooze 1 day
            </button>
          </>
        )}
        <button
          type="button"
          aria-pressed={rule.muted === true}
          aria-label={`Mute: ${text}`}
          onClick={() => muteRule(rule.id, !rule.muted)}
        >
          Mute
        </button>
        <button type="button" aria-label={`Remove: ${text}`} onClick={() => removeRule(rule.id)}>
          Remove
        </button>
      </span>
    </li>
  );
}

function Empty() {
  return (
    <div className="empty">
      <p>You have set no alerts yet.</p>
      <p>
        Set one on a pool's page (a price level, or a least swap size), with{' '}
        <strong>Alert on its swaps</strong> on an account's page, or on your{' '}
        <Link to={paths.watchlist()}>watchlist</Link>.
      </p>
    </div>
  );
}

/** The page takes no parameters: any in its URL are listed as ignored. */
const NO_PARAMS = z.object({});

export default function AlertsPage() {
  const { problems } = useSearchState(NO_PARAMS);
  const rules = useAlertRules();
  const { names } = useAddressBook();
  const nameOf = (address: string) => names.get(address);
  const now = useMinutes();
  return (
    <>
      <h1>Alerts</h1>
      <UrlProblems problems={problems} cleanLink={paths.alerts()} />
      <p className="muted">
        Alerts watch the chain's swaps as they arrive, while the dashboard is open in a tab, and ask the API
        nothing. They stay in this browser with your names and <Link to={paths.watchlist()}>watchlist</Link>,
        and go in its file when you export them there.
      </p>
      <Notifications />
      {rules.length === 0 ? (
        <Empty />
      ) : (
        <section aria-labelledby="alert-rules-title">
          <h2 id="alert-rules-title">{countOf(rules.length, 'alert')}</h2>
          <ul className="alert-rules">
            {rules.map((rule) => (
              <RuleItem key={rule.id} rule={rule} text={ruleText(rule, nameOf)} now={now} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
