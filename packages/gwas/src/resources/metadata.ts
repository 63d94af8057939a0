import type { CallOptions } from '@lifesci/core';
import { MappingMetadataV1Schema } from '../schemas/v1.js';
import { MetadataV2Schema } from '../schemas/v2.js';
import type { ApiVersion, Releases } from '../versions.js';
import { CatalogResource, catalogGet, catalogList } from './catalog-resource.js';

/** `metadata.*`: the releases behind the catalog's data (`/metadata`). */
export class Metadata<V extends ApiVersion> extends CatalogResource<V> {
  /**
   * The release information: on API 2.0 one document (`/v2/metadata`: data and API release
   * dates, dbSNP, gene, EFO and Ensembl versions); on v1 the mapping metadata collection
   * (`/metadata`: Ensembl release, genome build, dbSNP version, in use since), as an array.
   */
  async get(call?: CallOptions): Promise<Releases<V>> {
    if (this.isV1) {
      const list = catalogList(this.client, '/metadata', MappingMetadataV1Schema, { paged: false }, {}, call);
      return (await list.toArray()) as Releases<V>;
    }
    return (await catalogGet(this.client, '/metadata', MetadataV2Schema, call)) as Releases<V>;
  }
}
