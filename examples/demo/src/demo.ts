// The Quick start demo: starts the embedded emulator (no network, no setup) and runs the
// ClinicalTrials.gov client against it, at the service's documented 50 requests per minute, then
// the NCBI Gene and ClinVar clients on their shared E-utilities budget.
import { startEmulator } from '@lifesci/emulator';
import { type Study, TrialsClient } from '@lifesci/trials';
import { pharmacogenesDemo } from './pharmacogenes.js';

const line = (text = '') => console.log(text);
const title = (s: Study) => s.protocolSection?.identificationModule?.briefTitle ?? '(untitled)';
const nct = (s: Study) => s.protocolSection?.identificationModule?.nctId ?? '?';

async function main(): Promise<void> {
  const started = performance.now();
  const emulator = await startEmulator({ services: ['trials', 'eutils', 'datasets'] });
  try {
    const baseUrl = emulator.baseUrls.trials;
    if (baseUrl === undefined) throw new Error('the emulator did not hand out a trials address');
    line(`lifesci demo: emulated ClinicalTrials.gov API v2 at ${baseUrl}`);
    const trials = new TrialsClient({ baseUrl });

    // 1. Search by condition, with the total count.
    const search = { query: { cond: 'breast cancer' }, filter: { overallStatus: ['RECRUITING' as const] } };
    const first = await trials.studies.list({ ...search, pageSize: 5, countTotal: true });
    line();
    line(`1. Recruiting breast cancer studies: ${first.total} in total. First page:`);
    for (const s of first.items) {
      const phases = s.protocolSection?.designModule?.phases?.join('/') ?? 'n/a';
      line(`   ${nct(s)}  ${phases.padEnd(13)} ${title(s).slice(0, 90)}`);
    }

    // 2. Page through every match: .pages() walks pages, `for await` on the list walks studies.
    line();
    line('2. Paging through all of them, 5 per page:');
    let pageNo = 0;
    const sponsors = new Set<string>();
    for await (const page of trials.studies.list({ ...search, pageSize: 5 }).pages()) {
      line(`   page ${++pageNo}: ${page.items.map(nct).join(', ')}`);
      for (const s of page.items)
        sponsors.add(s.protocolSection?.sponsorCollaboratorsModule?.leadSponsor?.name ?? '?');
    }
    line(`   ${sponsors.size} lead sponsors, e.g. ${[...sponsors].slice(0, 3).join(', ')}`);

    // 3. Fetch one study in full, typed.
    const id = nct(first.items[0] as Study);
    const study = await trials.studies.get(id);
    const p = study.protocolSection;
    line();
    line(`3. ${id}: ${title(study)}`);
    line(`   status ${p?.statusModule?.overallStatus}, started ${p?.statusModule?.startDateStruct?.date}`);
    line(
      `   enrollment ${p?.designModule?.enrollmentInfo?.count} (${p?.designModule?.enrollmentInfo?.type ?? '?'})`,
    );
    line(`   conditions: ${p?.conditionsModule?.conditions?.join('; ')}`);
    line(
      `   interventions: ${p?.armsInterventionsModule?.interventions?.map((i) => `${i.name} [${i.type}]`).join('; ')}`,
    );
    line(`   sites: ${p?.contactsLocationsModule?.locations?.length ?? 0}, has results: ${study.hasResults}`);

    // 4. The same study as CSV: the CSV stream of a search for its id, parsed row by row.
    line();
    line(`4. ${id} as CSV (streamed rows):`);
    for await (const row of trials.studies.streamCsv({ filter: { ids: [id] } })) {
      for (const column of [
        'NCT Number',
        'Study Status',
        'Phases',
        'Enrollment',
        'Sponsor',
        'Study URL',
      ] as const) {
        line(`   ${column.padEnd(12)} ${row[column]}`);
      }
    }

    // 5. Phase filter: the client sends it as the Essie expression the live API expects.
    const midPhase = await trials.studies.list({
      ...search,
      filter: { ...search.filter, phase: ['PHASE2', 'PHASE3'] },
      pageSize: 1,
      countTotal: true,
    });
    const sent = new URLSearchParams(emulator.requests.at(-1)?.query).get('filter.advanced');
    line();
    line(`5. Of those, in phase 2 or 3: ${midPhase.total} (sent as filter.advanced=${sent})`);

    const requests = emulator.requests.filter((r) => r.service === 'trials');
    line();
    line(
      `${requests.length} requests in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `spaced to stay under 50/minute; limit answers (429): ${requests.filter((r) => r.limited).length}`,
    );

    await pharmacogenesDemo(emulator);
  } finally {
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
