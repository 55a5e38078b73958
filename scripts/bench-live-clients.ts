// A process of live-stream readers for `npm run bench:live` (bench-live.ts forks it with `<gateway url> <count>`),
// so that a thousand of them do not share the benchmark's own event loop. Each reader resumes as the app does
// (bench-live-sse.ts). Asked over IPC: `{ kind: 'wait', block }` answers once every reader has a chain message at
// or past `block` (with the times the first and the last got it); `{ kind: 'report' }` answers every reader's log.
// It ends when the benchmark does (the IPC channel closes).
import { LiveReader, type ReaderLog } from './bench-live-sse';

export type ToClients = { kind: 'wait'; block: number } | { kind: 'report' };
export type FromClients =
  { kind: 'has'; block: number; first: number; last: number } | { kind: 'report'; logs: ReaderLog[] };

const [url, countText] = process.argv.slice(2);
if (!url || !process.send) throw new Error('usage: fork bench-live-clients.ts <gateway url> <count>');
const send = (message: FromClients) => process.send?.(message);

const readers = Array.from({ length: Number(countText) }, () => new LiveReader(url));
const waits: number[] = [];

/** When each reader first had a chain message at or past `block`; null while one has not. */
function arrivals(block: number): number[] | null {
  const times: number[] = [];
  for (const reader of readers) {
    const seen = reader.log.chains.find((chain) => chain.head >= block);
    if (!seen) return null;
    times.push(seen.at);
  }
  return times;
}

function answerWaits(): void {
  for (const block of [...waits]) {
    const times = arrivals(block);
    if (!times) continue;
    waits.splice(waits.indexOf(block), 1);
    send({ kind: 'has', block, first: Math.min(...times), last: Math.max(...times) });
  }
}

for (const reader of readers) {
  reader.onChain = answerWaits;
  reader.open();
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'wait') {
    waits.push(message.block);
    answerWaits();
  } else {
    send({ kind: 'report', logs: readers.map((reader) => reader.log) });
  }
});
process.on('disconnect', () => {
  for (const reader of readers) reader.close();
  process.exit(0);
});
