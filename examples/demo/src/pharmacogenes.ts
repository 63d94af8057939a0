// The NCBI part of the demo: a GenesClient and a ClinicalVariantsClient against the emulated
// E-utilities. They spend one budget (3 requests/s without a key), shared by core.
import { ClinicalVariantsClient } from '@lifesci/clinical-variants';
import type { Emulator } from '@lifesci/emulator';
import { GenesClient } from '@lifesci/genes';

const line = (text = '') => console.log(text);

export async function pharmacogenesDemo(emulator: Emulator): Promise<void> {
  const genes = new GenesClient({ baseUrls: emulator.baseUrls });
  const clinvar = new ClinicalVariantsClient({ baseUrls: emulator.baseUrls });

  // 6. Typed gene summaries, in input order, an unknown id reported on its own.
  const summaries = await genes.summaries(['1565', '1557', '1559', '999999999']);
  line();
  line('6. Pharmacogenes (NCBI Gene summaries, one request):');
  for (const item of summaries.items) {
    if (item.ok) {
      const g = item.value;
      line(`   ${g.uid.padEnd(9)} ${g.name.padEnd(8)} chr${g.chromosome} ${g.maplocation}  ${g.description}`);
    } else {
      line(`   ${item.id.padEnd(9)} ${item.error.name}: ${item.error.message.slice(0, 70)}`);
    }
  }

  // 7. ClinVar: a query built from field tags, then v2.0 summaries of the first hits.
  const query = { gene: 'CYP2C19', clinicalSignificance: 'drug response' };
  const hits = await clinvar.searchSummaries(query, { maxItems: 5 }).toArray({ limit: 5 });
  line();
  line(`7. ClinVar records for CYP2C19 classified 'drug response' (first ${hits.length}):`);
  for (const s of hits) {
    const where = s.grch38 ? `GRCh38 ${s.grch38.chromosome}:${s.grch38.start}` : '';
    line(
      `   ${s.accession}  ${(s.classification ?? '').padEnd(14)} ${where.padEnd(22)} ${s.title.slice(0, 60)}`,
    );
  }

  const ncbi = emulator.requests.filter((r) => r.service === 'eutils');
  line(
    `   ${ncbi.length} E-utilities requests, shared 3/s budget; limit answers (429): ${ncbi.filter((r) => r.limited).length}`,
  );
}
