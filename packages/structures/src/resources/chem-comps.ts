import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import { CompIdSchema } from '../ids.js';
import { type ChemComp, ChemCompSchema } from '../schemas/chem-comp.js';
import { getCoreObject } from './core-object.js';

/** `chemComps.*`: chemical components of the Chemical Component Dictionary (core_chem_comp). */
export class ChemComps extends Resource<StructuresClient> {
  /** One component: `get('HEM')`. */
  async get(compId: string, call?: CallOptions): Promise<ChemComp> {
    const id = parseInput(CompIdSchema, compId, 'compId');
    return getCoreObject(this.client, 'chemcomp', [id], ChemCompSchema, call);
  }
}
