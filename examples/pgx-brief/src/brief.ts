// The Quick start demo: what a pharmacogenomics engineer gathers about one gene-drug pair
// (CYP2C19 and clopidogrel by default), from all eleven lifesci services, each on its own
// documented budget. Runs against the embedded emulator; `--live` asks the real services.
//   node dist/brief.js [gene] [drug] [--live]
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { createLifesci, type LifesciOptions, pgx as pgxNs } from '@lifesci/sdk';
import { q } from '@lifesci/structures';
import { cut, entryFacts, section } from './section.js';

/** UniProt accessions of the pharmacogenes the brief knows (structures are looked up by them). */
const UNIPROT: Readonly<Record<string, string>> = { CYP2C19: 'P33261', CYP2C9: 'P11712', CYP2D6: 'P10635' };

const words = process.argv.slice(2);
const live = words.includes('--live');
const [gene = 'CYP2C19', drug = 'clopidogrel'] = words.filter((w) => !w.startsWith('--'));

async function main(): Promise<void> {
  const started = performance.now();
  let emulator: Emulator | undefined;
  const options: LifesciOptions = { userAgent: 'lifesci-pgx-brief', preprints: { server: 'medrxiv' } };
  if (live) {
    if (process.env.NCBI_API_KEY) options.ncbiApiKey = process.env.NCBI_API_KEY;
  } else {
    emulator = await startEmulator();
    options.emulator = emulator;
  }
  const sdk = createLifesci(options);
  console.log(
    `lifesci pgx brief: ${gene} and ${drug}, ${live ? 'live services' : `embedded emulator at ${emulator?.origin}`}`,
  );
  try {
    await section(`1. Pharmacogenomics knowledge (S2): ${gene} / ${drug}`, async () => {
      const b = await sdk.pgx.geneDrugPairs.briefing({ gene, drug });
      const lines: string[] = [];
      const pair = b.pair.value;
      lines.push(
        pair
          ? `pair: PGx level ${pair.pgxLevel ?? '?'}, strongest evidence ${pair.evidenceLevel ?? '?'}, sources ${pair.sources?.join('/') ?? '?'}`
          : `pair: ${b.pair.error ? b.pair.error.message : 'none'}`,
      );
      // A guideline's name already starts with its source; an FDA entry is a label, not a guideline.
      for (const g of b.guidelines.value ?? [])
        lines.push(
          `${g.source === 'FDA' ? 'label annotation' : 'guideline'}: ${cut(g.name, 70)} (level ${g.recommendationLevel ?? '?'})`,
        );
      // The emulator's clinical annotations are generated (only their CPIC PMIDs are real), so
      // their counts per level are printed only from the live service.
      const byLevel = live ? b.clinicalAnnotations.value : undefined;
      if (byLevel)
        lines.push(
          `clinical annotations: ${pgxNs.EVIDENCE_LEVELS.map((l) => `${l}:${byLevel[l].length}`).join(' ')}`,
        );
      for (const label of (b.drugLabels.value ?? []).slice(0, 3))
        lines.push(
          `label: ${label.source ?? '?'}${label.testingRecommended === undefined ? '' : `, testing ${label.testingRecommended ? 'recommended' : 'not required'}`}`,
        );
      for (const a of (b.alleles.value ?? []).slice(0, 6))
        lines.push(
          `allele ${a.name}: ${a.function ?? '?'}${typeof a.activityScore === 'number' ? `, activity score ${a.activityScore}` : ''}`,
        );
      for (const part of ['pair', 'guidelines', 'clinicalAnnotations', 'drugLabels', 'alleles'] as const)
        if (b[part].error) lines.push(`(${part} unavailable: ${b[part].error?.message})`);
      return lines;
    });

    await section(`2. The gene record (S3, NCBI Gene) of ${gene}`, async () => {
      const hits = await sdk.genes.search({ gene, taxid: 9606 });
      const { values } = await sdk.genes.summaries(hits.items.slice(0, 1));
      const g = values[0];
      if (!g) return ['no human gene by that symbol'];
      return [`${g.name} (Gene ${g.uid}): ${g.description}`, `chromosome ${g.chromosome}, ${g.maplocation}`];
    });

    // CYP2C19's alleles that matter for clopidogrel are classified "drug response", not "pathogenic".
    await section(`3. Clinical variants (S10, ClinVar): drug response in ${gene}`, async () => {
      const ids = await sdk.clinicalVariants
        .search({ gene, clinicalSignificance: 'drug response' })
        .toArray({ limit: 5 });
      const { values } = await sdk.clinicalVariants.summaries(ids);
      return values.length
        ? values.map((v) => `${v.accession} ${cut(v.title, 70)}: ${v.classification ?? '?'}`)
        : ['none'];
    });

    await section(`4. Genetic associations (S4, GWAS Catalog) mapped to ${gene}`, async () => {
      const found = await sdk.gwas.associations.list({ mappedGene: gene }).toArray({ limit: 5 });
      // accession_id is the study's GCST accession; the risk allele names the variant.
      return found.length
        ? found.map(
            (a) =>
              `${a.accession_id ?? '?'} (${a.reported_trait?.join(', ') ?? '?'}): ${a.snp_effect_allele?.join(', ') ?? '?'}, p = ${a.pValue?.text ?? '?'}${a.beta ? `, beta ${a.beta}` : ''}`,
          )
        : ['none'];
    });

    await section(`5. Trials (S6) of ${drug} with ${gene} genotyping`, async () => {
      const page = await sdk.trials.studies.list({
        query: { term: `${drug} AND ${gene}` },
        pageSize: 5,
        countTotal: true,
      });
      const total = page.total ?? page.items.length;
      return [
        `${total} ${total === 1 ? 'trial' : 'trials'}${page.items.length ? ':' : ''}`,
        ...page.items.map((s) => {
          const id = s.protocolSection?.identificationModule;
          const status = s.protocolSection?.statusModule?.overallStatus;
          const name = id?.acronym ? `${id.acronym}: ` : '';
          return `${id?.nctId} ${name}${cut(id?.briefTitle, 70)}${status ? ` (${status.toLowerCase()})` : ''}`;
        }),
      ];
    });

    await section(`6. Structures (S7) of ${gene}`, async () => {
      const accession = UNIPROT[gene.toUpperCase()];
      if (!accession) return [`no UniProt accession known for ${gene}`];
      const hits = await sdk.structures
        .search(
          q
            .attribute(
              'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession',
            )
            .exactMatch(accession),
        )
        .toArray({ limit: 3 });
      if (!hits.length) return [`no entry with ${accession}`];
      const lines = [`${hits.length} with ${accession}:`];
      for (const hit of hits) {
        // An entry search answers entry ids, four-character or extended (pdb_00001abc).
        const entry = await sdk.structures.entries.get(hit.identifier);
        lines.push(`${hit.identifier}: ${entryFacts(entry)}`);
      }
      return lines;
    });

    await section(`7. Predicted structure (S9) of ${gene} with confidence`, async () => {
      const accession = UNIPROT[gene.toUpperCase()];
      if (!accession) return [`no UniProt accession known for ${gene}`];
      const [model] = await sdk.predictedStructures.predictions.get(accession);
      if (!model) return [`no prediction for ${accession}`];
      const confidence = await sdk.predictedStructures.confidence.get(model);
      const scores = confidence.confidenceScore;
      const mean = scores.reduce((a, b) => a + b, 0) / Math.max(scores.length, 1);
      return [
        `${model.entryId ?? accession} (${model.uniprotDescription ?? gene}, UniProt ${accession}): ${scores.length} residues, mean pLDDT ${mean.toFixed(1)}`,
      ];
    });

    await section(`8. The compound (S8, PubChem): ${drug}`, async () => {
      const [props] = await sdk.compounds.compounds.get(
        { name: drug },
        { properties: ['MolecularFormula', 'MolecularWeight', 'XLogP'] },
      );
      return props
        ? [
            `CID ${props.CID}: ${props.MolecularFormula}, ${props.MolecularWeight} g/mol, XLogP ${props.XLogP ?? '?'}`,
          ]
        : ['no compound by that name'];
    });

    // Clinical pharmacogenomics is posted on medRxiv (the sdk's preprints client reads it; see
    // `preprints: { server: 'medrxiv' }` above). The server has no text search, so the brief reads
    // every record of a posting window and keeps what names the gene or the drug.
    await section(`9. Preprints (S5, medRxiv) on ${gene} or ${drug}`, async () => {
      const posted = await sdk.preprints.details
        .list({
          from: live ? new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10) : '2023-09-01',
          to: live ? new Date().toISOString().slice(0, 10) : '2023-12-31',
        })
        .toArray({ limit: 2000 });
      const about = new RegExp(`${gene}|${drug}`, 'i');
      const shown = posted
        .filter((p) => about.test(`${p.title} ${p.abstract ?? ''}`))
        .slice(0, 3)
        .map((p) => `${p.doi} v${p.version}: ${cut(p.title, 70)}`);
      return shown.length ? shown : [`none of ${posted.length} in that window names ${gene} or ${drug}`];
    });

    await section(`10. Protocols (S1) on ${gene} genotyping`, async () => {
      const page = await sdk.protocols.protocols.list({ key: `${gene} genotyping`, pageSize: 3 });
      return page.items.length ? page.items.map((p) => `${p.id}: ${cut(p.title, 70)}`) : ['none'];
    });

    await section(`11. A gateway script (S11): ${gene} phenotype from a diplotype`, async () => {
      if (live && !process.env.LIFESCI_GATEWAY_URL) return ['skipped: set LIFESCI_GATEWAY_URL'];
      const lines: string[] = [];
      for (const diplotype of ['*1/*1', '*1/*2', '*2/*2', '*1/*17']) {
        const run = await sdk.gateway.execute('pgx', { script: 'cyp2c19-phenotype', args: [diplotype] });
        const call = JSON.parse(run.stdout) as { diplotype: string; phenotype: string };
        lines.push(`pgx/cyp2c19-phenotype ${call.diplotype} -> ${call.phenotype}`);
      }
      return lines;
    });
  } finally {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (emulator) {
      const by = new Map<string, { requests: number; limited: number }>();
      for (const r of emulator.requests) {
        const row = by.get(r.service) ?? { requests: 0, limited: 0 };
        row.requests += 1;
        if (r.status === 429) row.limited += 1;
        by.set(r.service, row);
      }
      console.log();
      console.log('The emulator holds real records of the pair only where a source confirmed them (see the');
      console.log(
        "example's README); where a section says none, it holds none. --live asks the real services.",
      );
      console.log();
      console.log(`Requests per service (${seconds} s):`);
      for (const [service, row] of [...by].sort())
        console.log(
          `   ${service.padEnd(22)} ${String(row.requests).padStart(4)} requests, ${row.limited} x 429`,
        );
      await emulator.close();
    } else console.log(`\nDone in ${seconds} s.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
