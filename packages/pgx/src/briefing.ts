import { AbortError, type CallOptions, parseInput } from '@lifesci/core';
import type { PgxClient } from './client.js';
import type { AnnotationsByLevel, Briefing, BriefingPart } from './schemas/briefing.js';
import type { ClinicalAnnotation } from './schemas/clinical-annotation.js';
import { EVIDENCE_LEVELS } from './schemas/enums.js';
import { type GeneDrugPairId, GeneDrugPairIdSchema } from './schemas/gene-drug-pair.js';
import type { Guideline } from './schemas/guideline.js';

/**
 * Fetches the five parts at once; the client's limiter spaces the requests within the service's
 * budget (2 per second), so a briefing of 5-7 requests takes about 2-3 s. A part whose request
 * fails carries that error; the others are unaffected. Only bad input (before anything is sent)
 * and the caller's own abort reject the whole call.
 */
export async function fetchBriefing(
  client: PgxClient,
  pairId: GeneDrugPairId,
  call?: CallOptions,
): Promise<Briefing> {
  const { gene, drug } = parseInput(GeneDrugPairIdSchema, pairId, 'pair');
  const [pair, guidelines, clinicalAnnotations, drugLabels, alleles] = await Promise.all([
    part(async () => {
      const pairs = await client.geneDrugPairs.list({ gene, drug }, call).toArray();
      // A service may match the drug loosely: prefer the exact pair; one loose match is taken as it.
      const exact = pairs.find((p) => sameName(p.gene, gene) && sameName(p.drug, drug));
      return exact ?? (pairs.length === 1 ? (pairs[0] ?? null) : null);
    }),
    part(() => guidelinesWithRecommendations(client, gene, drug, call)),
    part(async () => byLevel(await client.clinicalAnnotations.list({ gene, drug }, call).toArray())),
    part(() => client.drugLabels.list({ drug }, call).toArray()),
    part(() => client.alleles.list({ gene }, call).toArray()),
  ]);
  if (call?.signal?.aborted) throw new AbortError('the briefing was aborted', { cause: call.signal.reason });
  return { gene, drug, pair, guidelines, clinicalAnnotations, drugLabels, alleles };
}

async function part<T>(run: () => Promise<T>): Promise<BriefingPart<T>> {
  try {
    return { value: await run() };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** A guideline listed without its recommendations is fetched by id to get them. */
async function guidelinesWithRecommendations(
  client: PgxClient,
  gene: string,
  drug: string,
  call: CallOptions | undefined,
): Promise<Guideline[]> {
  const listed = await client.guidelines.list({ gene, drug }, call).toArray();
  return Promise.all(listed.map((g) => (g.recommendations ? g : client.guidelines.get(g.id, call))));
}

function byLevel(annotations: readonly ClinicalAnnotation[]): AnnotationsByLevel {
  const groups = Object.fromEntries(
    EVIDENCE_LEVELS.map((level) => [level, []]),
  ) as unknown as AnnotationsByLevel;
  for (const annotation of annotations) groups[annotation.evidenceLevel].push(annotation);
  return groups;
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
