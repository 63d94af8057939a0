import { InputError } from '@lifesci/core';

/**
 * Search API v2 query nodes, exactly as they go on the wire (snake_case keys). Build them with
 * `q` below rather than by hand; a hand-written node is accepted too.
 */

export type AttributeOperator =
  | 'exact_match'
  | 'contains_words'
  | 'contains_phrase'
  | 'equals'
  | 'greater'
  | 'greater_or_equal'
  | 'less'
  | 'less_or_equal'
  | 'range'
  | 'exists'
  | 'in';

export type Scalar = string | number | boolean;

export interface RangeValue {
  from: number | string;
  to: number | string;
  include_lower?: boolean;
  include_upper?: boolean;
}

export interface AttributeParameters {
  attribute: string;
  operator: AttributeOperator;
  value?: Scalar | Scalar[] | RangeValue;
  negation?: boolean;
  case_sensitive?: boolean;
}

export interface FullTextParameters {
  value: string;
}

export type SequenceType = 'protein' | 'dna' | 'rna';

export interface SequenceParameters {
  value: string;
  sequence_type?: SequenceType;
  evalue_cutoff?: number;
  identity_cutoff?: number;
}

export interface SequenceMotifParameters {
  value: string;
  pattern_type?: 'simple' | 'prosite' | 'regex';
  sequence_type?: SequenceType;
}

export interface StructureParameters {
  value: { entry_id: string; assembly_id: string } | { entry_id: string; asym_id: string };
  operator?: 'strict_shape_match' | 'relaxed_shape_match';
  target_search_space?: 'assembly' | 'polymer_entity_instance';
}

export interface MotifResidue {
  label_asym_id: string;
  label_seq_id: number;
  struct_oper_id?: string;
}

export interface StructureMotifParameters {
  value: { entry_id: string; residue_ids: MotifResidue[] };
  rmsd_cutoff?: number;
  atom_pairing_scheme?: 'ALL' | 'BACKBONE' | 'SIDE_CHAIN' | 'PSEUDO_ATOMS';
  motif_pruning_strategy?: 'NONE' | 'KRUSKAL';
  backbone_distance_tolerance?: number;
  side_chain_distance_tolerance?: number;
  angle_tolerance?: number;
  limit?: number;
  exchanges?: { residue_id: MotifResidue; allowed: string[] }[];
}

export type ChemicalParameters =
  | { type: 'formula'; value: string; match_subset?: boolean }
  | {
      type: 'descriptor';
      value: string;
      descriptor_type: 'SMILES' | 'InChI';
      match_type?:
        | 'graph-strict'
        | 'graph-relaxed'
        | 'graph-relaxed-stereo'
        | 'fingerprint-similarity'
        | 'sub-struct-graph-strict'
        | 'sub-struct-graph-relaxed'
        | 'sub-struct-graph-relaxed-stereo';
    };

export type TerminalNode =
  | { type: 'terminal'; service: 'full_text'; parameters: FullTextParameters }
  | { type: 'terminal'; service: 'text' | 'text_chem'; parameters: AttributeParameters }
  | { type: 'terminal'; service: 'sequence'; parameters: SequenceParameters }
  | { type: 'terminal'; service: 'seqmotif'; parameters: SequenceMotifParameters }
  | { type: 'terminal'; service: 'structure'; parameters: StructureParameters }
  | { type: 'terminal'; service: 'strucmotif'; parameters: StructureMotifParameters }
  | { type: 'terminal'; service: 'chemical'; parameters: ChemicalParameters };

export interface GroupNode {
  type: 'group';
  logical_operator: 'and' | 'or';
  nodes: QueryNode[];
}

export type QueryNode = TerminalNode | GroupNode;

type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Drops keys whose value is undefined, so only what the caller gave goes on the wire. */
function defined<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Defined<T>;
}

function requireText(value: unknown, param: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new InputError(param, 'a non-empty string');
  return value;
}

const NUMERIC = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** Comparison values: a numeric string ("2.0") is sent as a number; dates stay strings. */
function comparable(value: unknown, param: string): number | string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InputError(param, 'a finite number or a date string');
    return value;
  }
  if (typeof value === 'string' && value.trim() !== '')
    return NUMERIC.test(value.trim()) ? Number(value) : value;
  throw new InputError(param, 'a finite number or a date string');
}

function scalar(value: unknown, param: string): Scalar {
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new InputError(param, 'a string, finite number or boolean');
}

export interface AttributeOptions {
  /** `text` (default): structure attributes; `text_chem`: chemical-component attributes. */
  service?: 'text' | 'text_chem';
  caseSensitive?: boolean;
}

export interface RangeBounds {
  from: number | string;
  to: number | string;
  includeLower?: boolean;
  includeUpper?: boolean;
}

/** The operators of one attribute: `q.attribute('exptl.method').exactMatch('X-RAY DIFFRACTION')`. */
export class AttributeQuery {
  constructor(
    readonly attribute: string,
    readonly options: AttributeOptions = {},
  ) {
    requireText(attribute, 'attribute');
  }

  private node(operator: AttributeOperator, value?: AttributeParameters['value']): TerminalNode {
    return {
      type: 'terminal',
      service: this.options.service ?? 'text',
      parameters: defined({
        attribute: this.attribute,
        operator,
        value,
        case_sensitive: this.options.caseSensitive,
      }),
    };
  }

  exactMatch(value: Scalar): TerminalNode {
    return this.node('exact_match', scalar(value, 'value'));
  }
  containsWords(value: string): TerminalNode {
    return this.node('contains_words', requireText(value, 'value'));
  }
  containsPhrase(value: string): TerminalNode {
    return this.node('contains_phrase', requireText(value, 'value'));
  }
  equals(value: number | string): TerminalNode {
    return this.node('equals', comparable(value, 'value'));
  }
  greater(value: number | string): TerminalNode {
    return this.node('greater', comparable(value, 'value'));
  }
  greaterOrEqual(value: number | string): TerminalNode {
    return this.node('greater_or_equal', comparable(value, 'value'));
  }
  less(value: number | string): TerminalNode {
    return this.node('less', comparable(value, 'value'));
  }
  lessOrEqual(value: number | string): TerminalNode {
    return this.node('less_or_equal', comparable(value, 'value'));
  }
  /** A closed interval by default semantics of the service; say `includeLower`/`includeUpper` to be explicit. */
  range(bounds: RangeBounds): TerminalNode {
    return this.node(
      'range',
      defined({
        from: comparable(bounds.from, 'value.from'),
        to: comparable(bounds.to, 'value.to'),
        include_lower: bounds.includeLower,
        include_upper: bounds.includeUpper,
      }),
    );
  }
  exists(): TerminalNode {
    return this.node('exists');
  }
  in(values: readonly Scalar[]): TerminalNode {
    if (!Array.isArray(values) || values.length === 0)
      throw new InputError('value', 'a non-empty list of values');
    return this.node(
      'in',
      values.map((v, i) => scalar(v, `value[${i}]`)),
    );
  }
}

function negate(node: QueryNode): QueryNode {
  if (node.type === 'group') {
    // De Morgan: the service negates only attribute terms, so NOT moves down to them.
    return {
      type: 'group',
      logical_operator: node.logical_operator === 'and' ? 'or' : 'and',
      nodes: node.nodes.map(negate),
    };
  }
  if (node.service === 'text' || node.service === 'text_chem') {
    const { negation, ...rest } = node.parameters;
    return { ...node, parameters: negation ? rest : { ...rest, negation: true } };
  }
  throw new InputError(
    'query',
    `NOT applies to attribute queries (and groups of them); the Search API cannot negate a ${node.service} query`,
  );
}

function group(operator: 'and' | 'or', nodes: readonly QueryNode[]): GroupNode {
  if (nodes.length === 0) throw new InputError('nodes', `${operator.toUpperCase()} needs at least one query`);
  return { type: 'group', logical_operator: operator, nodes: [...nodes] };
}

/**
 * What a structure similarity search compares with: an entry (its first assembly), one of its
 * assemblies, or one of its chains (`chainId`, the spec's name; `asymId`, the Search API's).
 */
export type StructureTarget =
  | { entryId: string }
  | { entryId: string; assemblyId: string | number }
  | { entryId: string; chainId: string }
  | { entryId: string; asymId: string };

/** Builders for every query type of the Search API v2. */
export const q = {
  /** TextQuery: full-text search over the archive (`service: full_text`). */
  fullText(value: string): TerminalNode {
    return { type: 'terminal', service: 'full_text', parameters: { value: requireText(value, 'value') } };
  },
  /** AttributeQuery: one attribute, then an operator method. */
  attribute(attribute: string, options?: AttributeOptions): AttributeQuery {
    return new AttributeQuery(attribute, options);
  },
  /** SequenceQuery (MMseqs2): `identityCutoff` 0 to 1. */
  sequence(params: {
    value: string;
    sequenceType?: SequenceType;
    evalueCutoff?: number;
    identityCutoff?: number;
  }): TerminalNode {
    if (params.identityCutoff !== undefined && !(params.identityCutoff >= 0 && params.identityCutoff <= 1)) {
      throw new InputError('identityCutoff', 'a number from 0 to 1');
    }
    if (params.evalueCutoff !== undefined && !(params.evalueCutoff >= 0)) {
      throw new InputError('evalueCutoff', 'a number of 0 or more');
    }
    return {
      type: 'terminal',
      service: 'sequence',
      parameters: defined({
        value: requireText(params.value, 'value'),
        sequence_type: params.sequenceType,
        evalue_cutoff: params.evalueCutoff,
        identity_cutoff: params.identityCutoff,
      }),
    };
  },
  /** SequenceMotifQuery: a simple, PROSITE or regular-expression pattern. */
  sequenceMotif(params: {
    value: string;
    patternType?: 'simple' | 'prosite' | 'regex';
    sequenceType?: SequenceType;
  }): TerminalNode {
    return {
      type: 'terminal',
      service: 'seqmotif',
      parameters: defined({
        value: requireText(params.value, 'value'),
        pattern_type: params.patternType,
        sequence_type: params.sequenceType,
      }),
    };
  },
  /**
   * StructSimilarityQuery: shape similarity to an entry (`{ entryId }`: its first assembly, as
   * RCSB's own client searches an entry), an assembly (`{ entryId, assemblyId }`) or a chain
   * (`{ entryId, chainId }`; `asymId` is the same field under the Search API's own name). A chain
   * goes on the wire as `asym_id`, which is what the Search API reads.
   */
  structure(
    target: StructureTarget,
    options: {
      operator?: StructureParameters['operator'];
      targetSearchSpace?: StructureParameters['target_search_space'];
    } = {},
  ): TerminalNode {
    const entry_id = requireText(target.entryId, 'entryId');
    const given = target as { assemblyId?: string | number; chainId?: string; asymId?: string };
    const chain = given.chainId ?? given.asymId;
    if (given.chainId !== undefined && given.asymId !== undefined)
      throw new InputError('target', 'give chainId or its alias asymId, not both');
    if (chain !== undefined && given.assemblyId !== undefined)
      throw new InputError('target', 'give an assemblyId or a chainId, not both');
    const value =
      chain !== undefined
        ? { entry_id, asym_id: requireText(chain, given.chainId !== undefined ? 'chainId' : 'asymId') }
        : { entry_id, assembly_id: String(given.assemblyId ?? '1') };
    return {
      type: 'terminal',
      service: 'structure',
      parameters: defined({
        value,
        operator: options.operator,
        target_search_space: options.targetSearchSpace,
      }),
    };
  },
  /** StructMotifQuery: 2 to 10 residues of an entry, with tolerances. */
  structureMotif(params: {
    entryId: string;
    residues: readonly { labelAsymId: string; labelSeqId: number; structOperId?: string }[];
    rmsdCutoff?: number;
    atomPairingScheme?: StructureMotifParameters['atom_pairing_scheme'];
    motifPruningStrategy?: StructureMotifParameters['motif_pruning_strategy'];
    backboneDistanceTolerance?: number;
    sideChainDistanceTolerance?: number;
    angleTolerance?: number;
    limit?: number;
  }): TerminalNode {
    if (params.residues.length < 2 || params.residues.length > 10) {
      throw new InputError('residues', 'from 2 to 10 residues');
    }
    return {
      type: 'terminal',
      service: 'strucmotif',
      parameters: defined({
        value: {
          entry_id: requireText(params.entryId, 'entryId'),
          residue_ids: params.residues.map((r) =>
            defined({
              label_asym_id: r.labelAsymId,
              label_seq_id: r.labelSeqId,
              struct_oper_id: r.structOperId,
            }),
          ),
        },
        rmsd_cutoff: params.rmsdCutoff,
        atom_pairing_scheme: params.atomPairingScheme,
        motif_pruning_strategy: params.motifPruningStrategy,
        backbone_distance_tolerance: params.backboneDistanceTolerance,
        side_chain_distance_tolerance: params.sideChainDistanceTolerance,
        angle_tolerance: params.angleTolerance,
        limit: params.limit,
      }),
    };
  },
  /** ChemSimilarityQuery by molecular formula (`matchSubset`: formulas containing it). */
  chemicalFormula(value: string, options: { matchSubset?: boolean } = {}): TerminalNode {
    return {
      type: 'terminal',
      service: 'chemical',
      parameters: defined({
        type: 'formula' as const,
        value: requireText(value, 'value'),
        match_subset: options.matchSubset,
      }),
    };
  },
  /** ChemSimilarityQuery by SMILES or InChI descriptor. */
  chemicalDescriptor(
    value: string,
    options: {
      descriptorType: 'SMILES' | 'InChI';
      matchType?: Extract<ChemicalParameters, { type: 'descriptor' }>['match_type'];
    },
  ): TerminalNode {
    return {
      type: 'terminal',
      service: 'chemical',
      parameters: defined({
        type: 'descriptor' as const,
        value: requireText(value, 'value'),
        descriptor_type: options.descriptorType,
        match_type: options.matchType,
      }),
    };
  },
  and(...nodes: QueryNode[]): GroupNode {
    return group('and', nodes);
  },
  or(...nodes: QueryNode[]): GroupNode {
    return group('or', nodes);
  },
  /** NOT: attribute terms get `negation: true`; a group is negated term by term (De Morgan). */
  not(node: QueryNode): QueryNode {
    return negate(node);
  },
} as const;
