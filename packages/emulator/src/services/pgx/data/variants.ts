/**
 * Curated variants: rsid | chromosome | GRCh38 position | gene | alleles (ref, alt) | consequence.
 * Coordinates and genes are dbSNP's; frequencies and references are generated.
 */
const VARIANTS = `
rs4244285|10|94781859|CYP2C19|G,A|synonymous_variant
rs4986893|10|94780653|CYP2C19|G,A|stop_gained
rs12248560|10|94761900|CYP2C19|C,T|upstream_gene_variant
rs3892097|22|42128945|CYP2D6|C,T|splice_acceptor_variant
rs1065852|22|42130692|CYP2D6|G,A|missense_variant
rs28371725|22|42127803|CYP2D6|C,T|intron_variant
rs1799853|10|94942290|CYP2C9|C,T|missense_variant
rs1057910|10|94981296|CYP2C9|A,C|missense_variant
rs9923231|16|31096368|VKORC1|C,T|upstream_gene_variant
rs2108622|19|15879621|CYP4F2|C,T|missense_variant
rs4149056|12|21178615|SLCO1B1|T,C|missense_variant
rs3918290|1|97450058|DPYD|C,T|splice_donor_variant
rs55886062|1|97515787|DPYD|A,C|missense_variant
rs67376798|1|97082391|DPYD|T,A|missense_variant
rs116855232|13|48045719|NUDT15|C,T|missense_variant
rs1142345|6|18130687|TPMT|T,C|missense_variant
rs1800460|6|18138997|TPMT|C,T|missense_variant
rs776746|7|99672916|CYP3A5|T,C|intron_variant
`;

export interface VariantFacts {
  rsid: string;
  chromosome: string;
  position: number;
  gene: string;
  alleles: readonly string[];
  consequence: string;
}

export const VARIANT_FACTS: readonly VariantFacts[] = VARIANTS.trim()
  .split('\n')
  .map((line) => {
    const [rsid = '', chromosome = '', position = '', gene = '', alleles = '', consequence = ''] =
      line.split('|');
    return { rsid, chromosome, position: Number(position), gene, alleles: alleles.split(','), consequence };
  });
