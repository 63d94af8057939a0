/**
 * Names of the client's base addresses: the emulator's interface keys (`gwasCatalog`,
 * `gwasSumstats`), plus `gwasFiles` for the bulk summary-statistics files.
 */
export const BASES = { catalog: 'gwasCatalog', sumstats: 'gwasSumstats', files: 'gwasFiles' } as const;
