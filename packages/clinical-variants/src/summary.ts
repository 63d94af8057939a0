import type { ClinVarDocSum, DocSumClassification } from './schemas/summary.js';
import type {
  AlleleOrigin,
  ClinVarSummary,
  Condition,
  SummaryClassification,
  SummaryLocation,
  SummaryVariation,
  XRef,
} from './types/index.js';
import { distinctBy, nonEmpty, toNumber } from './values.js';

/** '2018/06/05 00:00' → '2018-06-05'; NCBI's empty date ('1/01/01 00:00'), '' and the unreadable → undefined. */
export function docSumDate(value: string | undefined): string | undefined {
  const m = value?.trim().match(/^(\d{4})[/-](\d{1,2})[/-](\d{1,2})/);
  if (!m) return undefined;
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
}

function xrefs(list: readonly { db_source?: string | undefined; db_id?: string | undefined }[]): XRef[] {
  const out: XRef[] = [];
  for (const x of list) {
    const db = nonEmpty(x.db_source);
    const id = nonEmpty(x.db_id);
    if (db && id) out.push({ db, id });
  }
  return out;
}

function conditions(traits: DocSumClassification['trait_set']): Condition[] {
  return traits
    .map((t) => ({ name: nonEmpty(t.trait_name) ?? '', xrefs: xrefs(t.trait_xrefs) }))
    .filter((c) => c.name || c.xrefs.length > 0);
}

/** A block with neither description nor review status is ClinVar's way of saying "none". */
function classification(block: DocSumClassification | undefined): SummaryClassification | undefined {
  if (!block) return undefined;
  const description = nonEmpty(block.description);
  const reviewStatus = nonEmpty(block.review_status);
  if (!description && !reviewStatus) return undefined;
  return {
    description: description ?? '',
    reviewStatus,
    lastEvaluated: docSumDate(block.last_evaluated),
    conditions: conditions(block.trait_set),
    fdaRecognizedDatabase: nonEmpty(block.fda_recognized_database),
  };
}

function location(loc: ClinVarDocSum['variation_set'][number]['variation_loc'][number]): SummaryLocation {
  return {
    assembly: nonEmpty(loc.assembly_name) ?? '',
    status: nonEmpty(loc.status),
    chromosome: nonEmpty(loc.chr),
    band: nonEmpty(loc.band),
    start: toNumber(loc.start),
    stop: toNumber(loc.stop),
    innerStart: toNumber(loc.inner_start),
    innerStop: toNumber(loc.inner_stop),
    outerStart: toNumber(loc.outer_start),
    outerStop: toNumber(loc.outer_stop),
    displayStart: toNumber(loc.display_start),
    displayStop: toNumber(loc.display_stop),
    assemblyAccession: nonEmpty(loc.assembly_acc_ver),
    ref: nonEmpty(loc.ref),
    alt: nonEmpty(loc.alt),
  };
}

function variation(vs: ClinVarDocSum['variation_set'][number]): SummaryVariation {
  return {
    measureId: nonEmpty(vs.measure_id),
    name: nonEmpty(vs.variation_name),
    cdnaChange: nonEmpty(vs.cdna_change),
    variantType: nonEmpty(vs.variant_type),
    canonicalSpdi: nonEmpty(vs.canonical_spdi),
    aliases: vs.aliases.filter(Boolean),
    xrefs: xrefs(vs.variation_xrefs),
    locations: vs.variation_loc.map(location).filter((l) => l.assembly),
  };
}

function reportedOrigins(value: ClinVarDocSum['origin']): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value.split(/[;,]/);
  if (Array.isArray(value)) {
    return value.flatMap((x) => (typeof x === 'string' ? [x] : x.origin ? [x.origin] : []));
  }
  return reportedOrigins(value.origin);
}

/**
 * ESummary has no documented allele-origin field. A server that sends `origin`/`allele_origin`
 * is believed; otherwise the origin follows from the classification kinds ClinVar keeps apart
 * since 2024: a germline classification implies germline alleles, a clinical-impact or
 * oncogenicity classification implies somatic ones.
 */
function alleleOrigins(
  doc: ClinVarDocSum,
  s: Pick<
    ClinVarSummary,
    'germlineClassification' | 'clinicalImpactClassification' | 'oncogenicityClassification'
  >,
): AlleleOrigin[] {
  const reported = [...reportedOrigins(doc.origin), ...reportedOrigins(doc.allele_origin)]
    .map((o) => o.trim().toLowerCase())
    .filter(Boolean);
  if (reported.length > 0) return [...new Set(reported)];
  const implied: AlleleOrigin[] = [];
  if (s.germlineClassification) implied.push('germline');
  if (s.clinicalImpactClassification || s.oncogenicityClassification) implied.push('somatic');
  return implied;
}

/** The first location on an assembly, preferring the one ClinVar marks current for it. */
function onAssembly(locations: SummaryLocation[], assembly: string): SummaryLocation | undefined {
  const all = locations.filter((l) => l.assembly.toLowerCase() === assembly.toLowerCase());
  return all.find((l) => l.start !== undefined) ?? all[0];
}

/** ESummary (version 2.0) document → ClinVarSummary. */
export function toSummary(doc: ClinVarDocSum): ClinVarSummary {
  const germlineClassification = classification(doc.germline_classification);
  const clinicalImpactClassification = classification(doc.clinical_impact_classification);
  const oncogenicityClassification = classification(doc.oncogenicity_classification);
  const clinicalSignificance = classification(doc.clinical_significance);
  const headline = germlineClassification ?? clinicalSignificance;
  const variations = doc.variation_set.map(variation);
  const locations = variations.flatMap((x) => x.locations);
  const accession = nonEmpty(doc.accession) ?? '';
  const topConditions = conditions(doc.trait_set);
  const classifiedConditions = [
    germlineClassification,
    clinicalImpactClassification,
    oncogenicityClassification,
    clinicalSignificance,
  ].flatMap((c) => c?.conditions ?? []);
  const kinds = { germlineClassification, clinicalImpactClassification, oncogenicityClassification };
  return {
    uid: doc.uid,
    accession,
    accessionVersion: nonEmpty(doc.accession_version),
    accessionKind: accession.toUpperCase().startsWith('RCV') ? 'RCV' : 'VCV',
    title: nonEmpty(doc.title) ?? '',
    variantType: nonEmpty(doc.variation_set[0]?.variant_type) ?? nonEmpty(doc.obj_type),
    germlineClassification,
    clinicalImpactClassification,
    oncogenicityClassification,
    clinicalSignificance,
    classification: headline?.description || undefined,
    reviewStatus: headline?.reviewStatus,
    genes: doc.genes
      .filter((g) => nonEmpty(g.symbol))
      .map((g) => ({
        symbol: g.symbol!,
        geneId: nonEmpty(g.geneid),
        strand: nonEmpty(g.strand),
        source: nonEmpty(g.source),
      })),
    variations,
    locations,
    grch37: onAssembly(locations, 'GRCh37'),
    grch38: onAssembly(locations, 'GRCh38'),
    conditions: distinctBy(topConditions.length > 0 ? topConditions : classifiedConditions, (c) => c.name),
    alleleOrigins: alleleOrigins(doc, kinds),
    proteinChange: nonEmpty(doc.protein_change),
    molecularConsequences: doc.molecular_consequence_list.filter(Boolean),
    supportingSubmissions: {
      scv: doc.supporting_submissions.scv.filter(Boolean),
      rcv: doc.supporting_submissions.rcv.filter(Boolean),
    },
    recordStatus: nonEmpty(doc.record_status),
  };
}
