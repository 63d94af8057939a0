import * as v from 'valibot';

/** A table cell: PubChem writes every cell as a string ("" when empty); numbers are accepted too. */
const CellSchema = v.union([v.string(), v.number(), v.null()]);

/** `{ Table: { Columns: { Column: [...] }, Row: [{ Cell: [...] }] } }` of `.../assaysummary/JSON`. */
export const AssaySummaryTableSchema = v.looseObject({
  Table: v.looseObject({
    Columns: v.looseObject({ Column: v.array(v.string()) }),
    Row: v.optional(v.array(v.looseObject({ Cell: v.array(CellSchema) })), []),
  }),
});
export type AssaySummaryTable = v.InferOutput<typeof AssaySummaryTableSchema>;

/** The bioactivity outcomes PubChem reports; another value is kept as it arrives. */
export const ACTIVITY_OUTCOMES = ['Active', 'Inactive', 'Inconclusive', 'Unspecified', 'Probe'] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/**
 * One row of a compound's bioassay summary, typed: ids and figures as numbers, empty cells
 * absent. `cells` keeps every column by its heading, so a column PubChem adds is never lost.
 */
export interface AssaySummaryRow {
  aid: number;
  cid?: number;
  sid?: number;
  panelMemberId?: number;
  /** "Active", "Inactive", "Inconclusive", "Unspecified", "Probe". */
  activityOutcome?: ActivityOutcome | (string & {});
  targetAccession?: string;
  targetGeneId?: number;
  /** In µM, as the column heading "Activity Value [uM]" says. */
  activityValueMicromolar?: number;
  activityName?: string;
  assayName?: string;
  assayType?: string;
  pubmedIds?: number[];
  rnai?: boolean;
  cells: Record<string, string>;
}

const cellText = (cell: string | number | null | undefined): string =>
  cell === null || cell === undefined ? '' : String(cell).trim();

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Rows of the table as typed objects, read by column heading (never by position). */
export function assaySummaryRows(table: AssaySummaryTable): AssaySummaryRow[] {
  const columns = table.Table.Columns.Column;
  return table.Table.Row.map((row) => {
    const cells: Record<string, string> = {};
    columns.forEach((name, i) => {
      cells[name] = cellText(row.Cell[i]);
    });
    const text = (name: string) => (cells[name] === '' ? undefined : cells[name]);
    const out: AssaySummaryRow = { aid: toNumber(text('AID')) ?? 0, cells };
    const cid = toNumber(text('CID'));
    if (cid !== undefined) out.cid = cid;
    const sid = toNumber(text('SID'));
    if (sid !== undefined) out.sid = sid;
    const panel = toNumber(text('Panel Member ID'));
    if (panel !== undefined) out.panelMemberId = panel;
    const outcome = text('Activity Outcome') ?? text('Bioactivity Outcome');
    if (outcome !== undefined) out.activityOutcome = outcome;
    const accession = text('Target Accession');
    if (accession !== undefined) out.targetAccession = accession;
    const gene = toNumber(text('Target GeneID'));
    if (gene !== undefined) out.targetGeneId = gene;
    const value = toNumber(text('Activity Value [uM]'));
    if (value !== undefined) out.activityValueMicromolar = value;
    const activityName = text('Activity Name');
    if (activityName !== undefined) out.activityName = activityName;
    const assayName = text('Assay Name');
    if (assayName !== undefined) out.assayName = assayName;
    const assayType = text('Assay Type') ?? text('Bioassay Type');
    if (assayType !== undefined) out.assayType = assayType;
    const pubmed = text('PubMed ID');
    if (pubmed !== undefined) {
      const pmids = pubmed
        .split(/[,;|\s]+/)
        .map((p) => toNumber(p))
        .filter((p): p is number => p !== undefined);
      if (pmids.length > 0) out.pubmedIds = pmids;
    }
    const rnai = text('RNAi');
    if (rnai !== undefined) out.rnai = /^(true|yes|1)$/i.test(rnai);
    return out;
  });
}
