// Writes a demo database in a process of its own, `node --import tsx generate-main.ts <file> <seed> <scale> <end>`
// (the span's end, ISO 8601), as store/database.ts runs it. Generation holds a 256 MB page cache and the world's
// records, which a process does not give back to the system once freed: a server that generated its database
// in-process kept about 400 MB of it.
import { spanAt } from '../chain';
import { generateDatabase } from './database';

const [file, seed, scale, end] = process.argv.slice(2);
if (!file || !seed || !scale || !end) {
  console.error('usage: generate-main.ts <file> <seed> <scale> <end>');
  process.exit(2);
}
generateDatabase(file, Number(seed), Number(scale), spanAt(Date.parse(end)));
