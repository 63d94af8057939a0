import { type XmlNode, xmlNodes } from '@lifesci/core';
import type {
  Allele,
  DosageSensitivity,
  HgvsExpression,
  RecordGene,
  SequenceLocation,
  XRef,
} from '../types/index.js';
import { distinct, distinctBy, toBoolean, toNumber } from '../values.js';
import { classificationsOf } from './classifications.js';
import { xrefsOf } from './conditions.js';

const { all, allAt, at, attr, childText, one, text } = xmlNodes;

/** `<SequenceLocation .../>` → SequenceLocation. */
export function sequenceLocation(node: XmlNode): SequenceLocation {
  return {
    assembly: attr(node, 'Assembly') ?? '',
    assemblyStatus: attr(node, 'AssemblyStatus'),
    assemblyAccession: attr(node, 'AssemblyAccessionVersion'),
    chromosome: attr(node, 'Chr'),
    accession: attr(node, 'Accession'),
    start: toNumber(attr(node, 'start')),
    stop: toNumber(attr(node, 'stop')),
    innerStart: toNumber(attr(node, 'innerStart')),
    innerStop: toNumber(attr(node, 'innerStop')),
    outerStart: toNumber(attr(node, 'outerStart')),
    outerStop: toNumber(attr(node, 'outerStop')),
    displayStart: toNumber(attr(node, 'display_start')),
    displayStop: toNumber(attr(node, 'display_stop')),
    strand: attr(node, 'Strand'),
    variantLength: toNumber(attr(node, 'variantLength')),
    referenceAllele: attr(node, 'referenceAllele'),
    alternateAllele: attr(node, 'alternateAllele'),
    positionVcf: toNumber(attr(node, 'positionVCF')),
    referenceAlleleVcf: attr(node, 'referenceAlleleVCF'),
    alternateAlleleVcf: attr(node, 'alternateAlleleVCF'),
    forDisplay: toBoolean(attr(node, 'forDisplay')),
  };
}

/** The location on an assembly: the one ClinVar marks for display, else the first on the chromosome. */
export function onAssembly(
  locations: readonly SequenceLocation[],
  assembly: string,
): SequenceLocation | undefined {
  const on = locations.filter((l) => l.assembly.toLowerCase() === assembly.toLowerCase());
  return on.find((l) => l.forDisplay) ?? on.find((l) => l.accession?.startsWith('NC_')) ?? on[0];
}

function rsIds(xrefs: readonly XRef[]): string[] {
  return distinct(
    xrefs.filter((x) => x.db === 'dbSNP').map((x) => (x.id.startsWith('rs') ? x.id : `rs${x.id}`)),
  );
}

function withAssemblies(locations: SequenceLocation[]) {
  return { locations, grch37: onAssembly(locations, 'GRCh37'), grch38: onAssembly(locations, 'GRCh38') };
}

// ---------------------------------------------------------------- VCV layout (SimpleAllele)

/** `<Haploinsufficiency>` / `<Triplosensitivity>` of a VCV gene: ClinGen's curation text. */
function dosage(node: XmlNode | undefined): DosageSensitivity | undefined {
  const description = text(node);
  if (!description) return undefined;
  return { description, lastEvaluated: attr(node, 'last_evaluated'), clinGenUrl: attr(node, 'ClinGen') };
}

/** `<GeneList><Gene>` of a VCV SimpleAllele. */
function vcvGene(gene: XmlNode): RecordGene {
  const location = one(gene, 'Location');
  const omim = distinct(all(gene, 'OMIM').map(text));
  const properties = distinct(all(gene, 'Property').map(text));
  return {
    symbol: attr(gene, 'Symbol') ?? '',
    geneId: attr(gene, 'GeneID'),
    fullName: attr(gene, 'FullName'),
    hgncId: attr(gene, 'HGNC_ID'),
    relationshipType: attr(gene, 'RelationshipType'),
    source: attr(gene, 'Source'),
    omim: omim.length > 0 ? omim : undefined,
    cytogeneticLocation: childText(location, 'CytogeneticLocation'),
    locations: all(location, 'SequenceLocation').map(sequenceLocation),
    haploinsufficiency: dosage(one(gene, 'Haploinsufficiency')),
    triplosensitivity: dosage(one(gene, 'Triplosensitivity')),
    properties: properties.length > 0 ? properties : undefined,
  };
}

export function vcvHgvs(hgvs: XmlNode): HgvsExpression {
  const nucleotide = one(hgvs, 'NucleotideExpression');
  const protein = one(hgvs, 'ProteinExpression');
  return {
    type: attr(hgvs, 'Type') ?? '',
    assembly: attr(hgvs, 'Assembly'),
    nucleotide: childText(nucleotide, 'Expression'),
    protein: childText(protein, 'Expression'),
    maneSelect: toBoolean(attr(nucleotide, 'MANESelect')),
    molecularConsequences: distinct(all(hgvs, 'MolecularConsequence').map((m) => attr(m, 'Type'))),
  };
}

/** A VCV `<SimpleAllele>` (current and older layouts share it). */
export function vcvAllele(allele: XmlNode): Allele {
  const location = one(allele, 'Location');
  const xrefs = xrefsOf(one(allele, 'XRefList'));
  const classifications = one(allele, 'Classifications');
  return {
    alleleId: attr(allele, 'AlleleID'),
    variationId: attr(allele, 'VariationID'),
    name: childText(allele, 'Name'),
    variantType: childText(allele, 'VariantType') ?? childText(allele, 'VariationType'),
    canonicalSpdi: childText(allele, 'CanonicalSPDI'),
    cytogeneticLocation: childText(location, 'CytogeneticLocation'),
    proteinChanges: distinct(all(allele, 'ProteinChange').map(text)),
    genes: allAt(allele, 'GeneList', 'Gene').map(vcvGene),
    ...withAssemblies(all(location, 'SequenceLocation').map(sequenceLocation)),
    hgvs: allAt(allele, 'HGVSlist', 'HGVS').map(vcvHgvs),
    xrefs,
    rsIds: rsIds(xrefs),
    classifications: classifications ? classificationsOf(classifications) : undefined,
  };
}

// ---------------------------------------------------------------- RCV layout (Measure)

/** `<MeasureRelationship>` of an RCV Measure: the gene the variant lies in. */
function rcvGene(rel: XmlNode): RecordGene {
  const xrefs = xrefsOf(rel);
  const symbol = all(rel, 'Symbol')
    .flatMap((s) => all(s, 'ElementValue'))
    .find((ev) => attr(ev, 'Type') === 'Preferred');
  const omim = xrefs.filter((x) => x.db === 'OMIM').map((x) => x.id);
  return {
    symbol: text(symbol) ?? '',
    geneId: xrefs.find((x) => x.db === 'Gene')?.id,
    fullName: text(at(rel, 'Name', 'ElementValue')),
    hgncId: xrefs.find((x) => x.db === 'HGNC')?.id,
    relationshipType: attr(rel, 'Type'),
    omim: omim.length > 0 ? omim : undefined,
    locations: all(rel, 'SequenceLocation').map(sequenceLocation),
  };
}

/**
 * `<AttributeSet><Attribute Type="HGVS, coding, RefSeq">` of an RCV Measure. Molecular
 * consequences sit in their own AttributeSets, tied to an expression by an `XRef DB="RefSeq"`.
 */
function rcvHgvs(measure: XmlNode): HgvsExpression[] {
  const sets = all(measure, 'AttributeSet');
  const consequences = new Map<string, string[]>();
  for (const set of sets) {
    const a = one(set, 'Attribute');
    if (attr(a, 'Type') !== 'MolecularConsequence' || !text(a)) continue;
    for (const x of xrefsOf(set).filter((x) => x.db === 'RefSeq')) {
      consequences.set(x.id, [...(consequences.get(x.id) ?? []), text(a)!]);
    }
  }
  const out: HgvsExpression[] = [];
  for (const set of sets) {
    const a = one(set, 'Attribute');
    const type = attr(a, 'Type');
    const expression = text(a);
    if (!type?.startsWith('HGVS') || !expression) continue;
    const kind = type.replace(/^HGVS,?\s*/, '');
    const isProtein = /protein/.test(kind);
    const build = attr(a, 'integerValue');
    out.push({
      type: kind,
      assembly: build && /top level/.test(kind) ? `GRCh${build}` : undefined,
      nucleotide: isProtein ? undefined : expression,
      protein: isProtein ? expression : undefined,
      maneSelect: toBoolean(attr(a, 'MANESelect')),
      molecularConsequences: distinct(consequences.get(expression) ?? []),
    });
  }
  return out;
}

function attributeValues(measure: XmlNode, type: string): string[] {
  return distinct(
    all(measure, 'AttributeSet')
      .map((s) => one(s, 'Attribute'))
      .filter((a) => attr(a, 'Type') === type)
      .map(text),
  );
}

/** An RCV `<Measure>` (ClinVarSet layout). */
export function rcvAllele(measure: XmlNode): Allele {
  const xrefs = xrefsOf(measure);
  const names = all(measure, 'Name').flatMap((n) => all(n, 'ElementValue'));
  const name = names.find((ev) => attr(ev, 'Type') === 'Preferred') ?? names[0];
  return {
    alleleId: attr(measure, 'ID'),
    name: text(name),
    variantType: attr(measure, 'Type'),
    canonicalSpdi: childText(measure, 'CanonicalSPDI'),
    cytogeneticLocation: childText(measure, 'CytogeneticLocation'),
    proteinChanges: attributeValues(measure, 'ProteinChange1LetterCode'),
    genes: all(measure, 'MeasureRelationship').map(rcvGene),
    ...withAssemblies(all(measure, 'SequenceLocation').map(sequenceLocation)),
    hgvs: rcvHgvs(measure),
    xrefs,
    rsIds: rsIds(xrefs),
  };
}

/** Distinct genes over alleles (by gene id, else symbol). */
export function distinctGenes(alleles: readonly Allele[]): RecordGene[] {
  return distinctBy(
    alleles.flatMap((a) => a.genes).filter((g) => g.symbol || g.geneId),
    (g) => g.geneId ?? g.symbol,
  );
}
