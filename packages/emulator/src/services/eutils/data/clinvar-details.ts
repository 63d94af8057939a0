import { memoize } from '../../../memo.js';
import { createRandom, intBetween, mixSeed, pick } from '../../../prng.js';
import { SYNTHETIC_ID_BASE } from '../../../synthetic.js';
import type { ClinVarRecord } from './clinvar.js';
import { EXPERT_PANELS, GERMLINE, REVIEW, SOMATIC_SUBMITTERS, SUBMITTERS } from './clinvar-vocab.js';
import WEIGHTS from './clinvar-weights.json' with { type: 'json' };
import { weighted } from './draw.js';

/** One submitted record (SCV) behind a ClinVar variation. */
export type Submission = ReturnType<typeof drawSubmissions>[number];

/** The SCVs of a record, drawn from its seed: esummary's supporting_submissions and the VCV agree. */
export const submissions = memoize(drawSubmissions);

function drawSubmissions(record: ClinVarRecord) {
  const random = createRandom(mixSeed(record.seed, 0x5c7));
  const germline = record.germline;
  return Array.from({ length: record.submissions }, (_, i) => {
    const somatic = !germline || (record.somaticImpact !== undefined && i === record.submissions - 1);
    const expert = germline?.reviewStatus === REVIEW.expert && i === 0;
    const [submitter, orgId, category] = somatic
      ? [...pick(random, SOMATIC_SUBMITTERS), 'laboratory']
      : expert
        ? [...pick(random, EXPERT_PANELS), 'consortium']
        : pick(random, SUBMITTERS);
    // A conflicting record's submitters disagree; a combined one's (Pathogenic/Likely pathogenic) take turns.
    const description = germline?.description ?? 'not provided';
    const classification = somatic
      ? (record.oncogenicity?.description ?? record.somaticImpact?.tier ?? 'not provided')
      : description === GERMLINE.conflicting
        ? pick(random, [GERMLINE.vus, GERMLINE.likelyPathogenic, GERMLINE.likelyBenign, GERMLINE.pathogenic])
        : (description.split('/')[i % 2] ?? description);
    // A submission states its criteria, unless its record says none were given.
    const unstated = [REVIEW.noCriteria, REVIEW.noClassification].find((s) => s === germline?.reviewStatus);
    const reviewStatus = expert ? REVIEW.expert : (unstated ?? REVIEW.single);
    const condition = record.conditions[i % record.conditions.length]!;
    // Drawn for real records too, so numbered above every real SCV and assertion id, as RCVs are.
    const scvNumber = intBetween(random, SYNTHETIC_ID_BASE + 10_000, SYNTHETIC_ID_BASE + 6_200_000);
    return {
      scv: `SCV${scvNumber}`,
      version: intBetween(random, 1, 6),
      assertionId: intBetween(random, SYNTHETIC_ID_BASE + 20_000, SYNTHETIC_ID_BASE + 15_000_000),
      submitter,
      orgId,
      category,
      classification,
      kind: somatic ? 'somatic' : 'germline',
      reviewStatus,
      lastEvaluated: germline?.lastEvaluated ?? record.somaticImpact?.lastEvaluated ?? record.dateCreated,
      submissionDate:
        i === 0 || record.dateCreated > record.mostRecentSubmission
          ? record.dateCreated
          : record.mostRecentSubmission,
      origin: somatic ? 'somatic' : random() < 0.9 ? 'germline' : 'unknown',
      method: expert
        ? 'curation'
        : somatic
          ? pick(random, ['literature only', 'clinical testing'] as const)
          : weighted(random, WEIGHTS.submissionMethod),
      condition,
      pmids: record.pmids.filter(() => random() < 0.5),
      localKey: `${record.gene.rna}:${record.cdna}|${condition.name}`,
    };
  });
}
