// One hostile body, read by a fresh process (so its peak RSS is the client's own): a TrialsClient
// asks the server at argv[2] for a study and reports how the call ended, how long it took and the
// process's peak RSS, as one JSON line.
import { TrialsClient } from '@lifesci/trials';
import { peakRssMb } from '../peak-rss.js';

const [url = '', timeout = '30000'] = process.argv.slice(2);
const client = new TrialsClient({ baseUrl: url, rateLimit: false, maxRetries: 0, timeout: Number(timeout) });
const started = performance.now();
let outcome = 'returned data';
try {
  await client.studies.get('NCT04280705');
} catch (error) {
  outcome = (error as Error).constructor.name;
}
const ms = performance.now() - started;
const peak = peakRssMb();
process.stdout.write(`${JSON.stringify({ outcome, ms, peakRssMb: peak.mb, rssSource: peak.source })}\n`);
