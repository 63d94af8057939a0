/** ClinVar's own vocabulary (clinvar-vocab.json) and its submitting organisations (clinvar-submitters.json). */
import orgs from './clinvar-submitters.json' with { type: 'json' };
import vocab from './clinvar-vocab.json' with { type: 'json' };

/** The assembly versions ClinVar places variants on. */
export const CLINVAR_ASSEMBLIES = vocab.assemblies;
export const GERMLINE = vocab.germline;
export const REVIEW = vocab.review;
/** Oncogenicity classifications, clinical-impact tiers and the significances of each impact type. */
export const SOMATIC = vocab.somatic;
export const VARIANT_TYPES: readonly string[] = vocab.variantTypes;
export const CONSEQUENCES = vocab.consequences;

/** Submitting organisations as they appear on ClinVar SCVs. */
type Org = readonly [name: string, orgId: number];
export const SUBMITTERS = orgs.submitters as unknown as ReadonlyArray<readonly [...Org, category: string]>;
export const EXPERT_PANELS = orgs.expertPanels as unknown as readonly Org[];
export const SOMATIC_SUBMITTERS = orgs.somaticSubmitters as unknown as readonly Org[];
