import type * as P from './schemas/params.js';
import type {
  AssociationV1,
  GeneV1,
  MappingMetadataV1,
  PublicationV1,
  StudyV1,
  TraitV1,
  VariantV1,
} from './schemas/v1.js';
import type {
  AssociationV2,
  GeneV2,
  MetadataV2,
  PublicationV2,
  StudyV2,
  TraitV2,
  VariantV2,
} from './schemas/v2.js';

/** Which curated API a client speaks: API 2.0 (default, the live service) or the spec's v1 paths. */
export const API_VERSIONS = ['v1', 'v2'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** Record types of each version: the two return different shapes, and the types say which. */
export interface RecordsV1 {
  study: StudyV1;
  association: AssociationV1;
  variant: VariantV1;
  trait: TraitV1;
  publication: PublicationV1;
  gene: GeneV1;
}
export interface RecordsV2 {
  study: StudyV2;
  association: AssociationV2;
  variant: VariantV2;
  trait: TraitV2;
  publication: PublicationV2;
  gene: GeneV2;
}
export type Records<V extends ApiVersion> = V extends 'v1' ? RecordsV1 : RecordsV2;

/** What `metadata.get()` returns: v1's mapping metadata collection, or API 2.0's release document. */
export type Releases<V extends ApiVersion> = V extends 'v1' ? MappingMetadataV1[] : MetadataV2;

/** List parameters of each version (v1 reaches fewer filters, through its search paths). */
export interface ListParamsV1 {
  studies: P.StudyListV1Params;
  associations: P.AssociationListV1Params;
  variants: P.VariantListV1Params;
  traits: P.TraitListV1Params;
  publications: P.PublicationListV1Params;
  genes: P.GeneListV1Params;
}
export interface ListParamsV2 {
  studies: P.StudyListV2Params;
  associations: P.AssociationListV2Params;
  variants: P.VariantListV2Params;
  traits: P.TraitListV2Params;
  publications: P.PublicationListV2Params;
  genes: P.GeneListV2Params;
}
export type ListParams<V extends ApiVersion> = V extends 'v1' ? ListParamsV1 : ListParamsV2;
