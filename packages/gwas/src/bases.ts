/**
 * Names of the client's base addresses: the emulator's interface keys (`gwasCatalog`,
 * `gwasSumstats`), plus `gwasFiles` for the bulk summary-statistics files.
 */
export const BASES = { catalog: 'gwasCatalog', sumstats: 'gwasSumstats', files: 'gwasFiles' } as const;

/** The curated REST API (v1 paths at its root, API 2.0 under `/v2`). */
export const GWAS_CATALOG_URL = 'https://www.ebi.ac.uk/gwas/rest/api';
/** The summary-statistics API. */
export const GWAS_SUMSTATS_URL = 'https://www.ebi.ac.uk/gwas/summary-statistics/api';
/** Where the bulk summary-statistics files are served (EBI's FTP tree, over HTTPS). */
export const GWAS_FILES_URL = 'https://ftp.ebi.ac.uk/pub/databases/gwas/summary_statistics';
