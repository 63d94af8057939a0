// The Quick start demo: what a pharmacogenomics engineer gathers about one gene-drug pair
// (CYP2C19 and clopidogrel by default), from all eleven lifesci services, each on its own
// documented budget. Runs against the embedded emulator; `--live` asks the real services.
//   node dist/brief.js [gene] [drug] [--live]
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { createLifesci, type LifesciOptions, pgx as pgxNs } from '@lifesci/sdk';
import { q } from '@lifesci/structures';
import { cut, section } from './section.js';

const words = process.argv.slice(2);
const live = words.includes('--live');
const [gene = 'CYP2C19', drug = 'clopidogrel'] = words.filter((w) => !w.startsWith('--'));

async function main(): Promise<void> {
  const started = performance.now();
  let emulator: Emulator | undefined;
  const options: LifesciOptions = { userAgent: 'lifesci-pgx-brief' };
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
      for (const g of b.guidelines.value ?? [])
        lines.push(
          `guideline: ${g.source ?? '?'} ${cut(g.name, 70)} (level ${g.recommendationLevel ?? '?'})`,
        );
      const byLevel = b.clinicalAnnotations.value;
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

    await section(`2. The gene record (S3, NCBI Gene)`, async () => {
      const hits = await sdk.genes.search({ gene, taxid: 9606 });
      const { values } = await sdk.genes.summaries(hits.items.slice(0, 1));
      const g = values[0];
      if (!g) return ['no human gene by that symbol'];
      return [`${g.name} (Gene ${g.uid}): ${g.description}`, `chromosome ${g.chromosome}, ${g.maplocation}`];
    });

    await section(`3. Clinical variants (S10, ClinVar): pathogenic in ${gene}`, async () => {
      const ids = await sdk.clinicalVariants
        .search({ gene, clinicalSignificance: 'pathogenic' })
        .toArray({ limit: 5 });
      const { values } = await sdk.clinicalVariants.summaries(ids);
      return values.length
        ? values.map((v) => `${v.accession} ${cut(v.title, 70)}: ${v.classification ?? '?'}`)
        : ['none'];
    });

    await section(`4. Genetic associations (S4, GWAS Catalog) mapped to ${gene}`, async () => {
      const found = await sdk.gwas.associations.list({ mappedGene: gene }).toArray({ limit: 5 });
      return found.length
        ? found.map((a) => `association ${String(a.accession_id ?? '?')}: p = ${a.pValue?.text ?? '?'}`)
        : ['none'];
    });

    await section(`5. Recruiting trials (S6) of ${drug}`, async () => {
      const page = await sdk.trials.studies.list({
        query: { intr: drug },
        filter: { overallStatus: ['RECRUITING'] },
        pageSize: 5,
        countTotal: true,
      });
      return [
        `${page.total ?? page.items.length} recruiting${page.items.length ? ':' : ''}`,
        ...page.items.map(
          (s) =>
            `${s.protocolSection?.identificationModule?.nctId} ${cut(s.protocolSection?.identificationModule?.briefTitle, 70)}`,
        ),
      ];
    });

    await section(`6. Experimental structures (S7) mentioning ${gene}`, async () => {
      const hits = await sdk.structures.search(q.fullText(gene)).toArray({ limit: 3 });
      const example = hits[0]?.identifier.slice(0, 4) ?? '4HHB';
      const entry = await sdk.structures.entries.get(example);
      return [
        hits.length
          ? `entries: ${hits.map((h) => h.identifier).join(', ')}`
          : `none in this archive; for example:`,
        `${example}: ${cut(entry.struct?.title, 70)}`,
      ];
    });

    await section(`7. Predicted structure (S9) with confidence`, async () => {
      // CYP2C19 is UniProt P33261; the emulator's smaller catalog stands in with haemoglobin beta.
      const accession = live ? 'P33261' : 'P68871';
      const [model] = await sdk.predictedStructures.predictions.get(accession);
      if (!model) return [`no prediction for ${accession}`];
      const confidence = await sdk.predictedStructures.confidence.get(model);
      const scores = confidence.confidenceScore;
      const mean = scores.reduce((a, b) => a + b, 0) / Math.max(scores.length, 1);
      return [
        `${accession}${live ? '' : ' (emulated example)'}: ${scores.length} residues, mean pLDDT ${mean.toFixed(1)}`,
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

    await section(`9. Recent preprints (S5) on pharmacogenomics`, async () => {
      const page = await sdk.preprints.details.list({
        from: live ? new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10) : '2025-03-01',
        to: live ? new Date().toISOString().slice(0, 10) : '2025-03-31',
        category: 'pharmacology-and-toxicology',
      });
      const shown = page.items.slice(0, 3).map((p) => `${p.doi} v${p.version}: ${cut(p.title, 70)}`);
      return shown.length ? shown : ['none in that window'];
    });

    await section(`10. Protocols (S1) on PCR`, async () => {
      const page = await sdk.protocols.protocols.list({ key: 'PCR', pageSize: 3 });
      return page.items.length ? page.items.map((p) => `${p.id}: ${cut(p.title, 70)}`) : ['none'];
    });

    await section(`11. A gateway script (S11)`, async () => {
      if (live && !process.env.LIFESCI_GATEWAY_URL) return ['skipped: set LIFESCI_GATEWAY_URL'];
      const run = await sdk.gateway.execute('sequence', {
        script: 'gc-content',
        args: ['ATGGATCCTTTTGTGGTCCTTGTGCTCTGTCTCTCATG'],
      });
      return [`sequence/gc-content -> success ${run.success}, ${cut(run.stdout.trim(), 60)}`];
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
