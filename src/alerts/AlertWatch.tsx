// The alerts' watcher and notices, mounted once in the app's frame and loaded apart from it (Layout.tsx), so that
// it adds nothing to a page's first load. It joins the live stream only while the visitor has a rule set, and shows
// each alert as a notice in a corner (a polite live region), with a link to the swap's block, and as a system
// notification where allowed.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentBook } from '../lib/address-book';
import { addressKey } from '../lib/address-key';
import { groupDigits } from '../shared/numbers/separators';
import { paths } from '../shared/paths';
import type { Alert } from './rules';
import { useAlertRules } from './store';
import { notifySystem, watchAlerts } from './watch';
import { alertText } from './words';

/** Notices shown at once: older ones give way to newer. */
const MAX_NOTICES = 5;

interface Notice {
  key: string;
  text: string;
  block: number;
}

const nameOf = (address: string) => {
  const key = addressKey(address);
  return key === null ? undefined : currentBook().names.get(key);
};

/** One notice per alert: a swap and the rule it set off. */
const noticeOf = (alert: Alert): Notice => ({
  key: `${alert.swap.txnId}:${alert.swap.eventIndex}:${alert.rule.id}`,
  text: alertText(alert, nameOf),
  block: alert.block,
});

export default function AlertWatch() {
  const watching = useAlertRules().length > 0;
  const [notices, setNotices] = useState<Notice[]>([]);
  const navigate = useNavigate();
  useEffect(() => {
    if (!watching) return;
    return watchAlerts((alerts) => {
      const added = alerts.map(noticeOf);
      setNotices((shown) => [...[...added].reverse(), ...shown].slice(0, MAX_NOTICES));
      notifySystem(
        added.map((notice) => ({ ...notice, open: () => void navigate(paths.block(notice.block)) })),
      );
    });
  }, [watching, navigate]);

  const dismiss = (key: string) => setNotices((shown) => shown.filter((notice) => notice.key !== key));
  return (
    <div className="alert-stack" role="status" aria-label="Alerts">
      {notices.map((notice) => (
        <div key={notice.key} className="alert-notice">
          <p>{notice.text}</p>
          <Link to={paths.block(notice.block)}>Block {groupDigits(notice.block)}</Link>
          <button type="button" aria-label={`Dismiss: ${notice.text}`} onClick={() => dismiss(notice.key)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
