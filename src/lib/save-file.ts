// Where an export's CSV goes. Where the browser lets a page write a file (the File System Access API: Chromium, on
// a secure origin), the person picks the file first and every chunk is written to it as it arrives, so a long
// export never sits in memory. Elsewhere the chunks are kept and handed over as one download at the end.
import type { CsvSink } from './csv-export';

/** The part of the File System Access API used here; TypeScript's DOM types do not have it yet. */
interface SaveFilePicker {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle>;
}

/**
 * Opens the file to write to, or null when the person closed the picker without choosing one. Call it straight
 * from the click that starts the export: the picker opens only in answer to a person's action.
 */
export async function openCsvFile(suggestedName: string): Promise<CsvSink | null> {
  const picker = (window as SaveFilePicker).showSaveFilePicker;
  if (!picker) return downloadSink(suggestedName);
  let handle: FileSystemFileHandle;
  try {
    handle = await picker({
      suggestedName,
      types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
  const stream = await handle.createWritable();
  return {
    write: (chunk) => stream.write(chunk),
    close: () => stream.close(),
    // The browser writes to a copy of the file and drops it on abort: the chosen file stays as it was.
    abort: () => stream.abort(),
  };
}

/** The chunks kept in memory, downloaded as one file when the export closes. */
function downloadSink(name: string): CsvSink {
  let chunks: string[] = [];
  return {
    write: (chunk) => {
      chunks.push(chunk);
      return Promise.resolve();
    },
    close: () => {
      downloadFile(name, chunks, 'text/csv;charset=utf-8');
      chunks = [];
      return Promise.resolve();
    },
    abort: () => {
      chunks = [];
      return Promise.resolve();
    },
  };
}

/** Hands `parts` to the browser as a download named `name`. */
export function downloadFile(name: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The URL would keep the Blob in memory until the page closes; a minute is ample for the download to take it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
