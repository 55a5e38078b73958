// "Export CSV" under a list: the button is all a page loads up front; the export itself (the panel, the CSV writer,
// the file handling) is a chunk of its own, loaded when the person opens it.
import { useState } from 'react';
import type ExportPanel from './ExportPanel';

type Panel = typeof ExportPanel;

interface ExportCsvProps {
  /** Plural noun for the rows, for example "events". */
  what: string;
  /** The list's API call as the page makes it: the export asks the same, page after page. */
  apiPath: string;
  /** The list's size; undefined before its first answer. */
  total: number | undefined;
}

export function ExportCsv(props: ExportCsvProps) {
  // Undefined until opened; null once closed, when the button takes the focus back from the panel.
  const [Panel, setPanel] = useState<Panel | null>();
  // An open panel stays while the list changes under it: an export under way keeps going.
  if (Panel) return <Panel {...props} onClose={() => setPanel(null)} />;
  return props.total ? (
    <button
      type="button"
      autoFocus={Panel === null}
      onClick={() => void import('./ExportPanel').then((module) => setPanel(() => module.default))}
    >
      Export CSV
    </button>
  ) : null;
}
