/**
 * What every generated title or name ends in, so that a reader never takes a generated record
 * for a real one (real records name their source instead).
 */
export const SYNTHETIC_MARK = ' [synthetic]';

/**
 * Generated NCBI ids (ClinVar's, and those drawn for genes: PubMed citations, HomoloGene, BioGRID,
 * ...) start here, far above any the databases have issued, so none can be taken for a real one.
 */
export const SYNTHETIC_ID_BASE = 900_000_000;
/** Generated dbSNP ids (ClinVar's and the GWAS Catalog's) start here, above every real rs number. */
export const SYNTHETIC_RS_BASE = 9_000_000_000;
