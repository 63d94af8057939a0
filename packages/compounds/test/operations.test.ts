import { MissingItemError, NotFoundError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, formOf, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

describe('compounds.synonyms', () => {
  it('many CIDs in one POST, results in input order, a missing CID reported as a MissingItemError', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/cid/synonyms/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, {
        InformationList: {
          Information: [
            { CID: 2519, Synonym: ['caffeine', '58-08-2'] },
            { CID: 2244, Synonym: ['aspirin', 'ACETYLSALICYLIC ACID'] },
            { CID: 7 },
          ],
        },
      });
    const result = await testClient().compounds.synonyms([2244, 2519, 7, 8]);
    expect(form.cid).toBe('2244,2519,7,8');
    expect(result.items.map((i) => i.ok)).toEqual([true, true, true, false]);
    expect(result.values).toEqual([['aspirin', 'ACETYLSALICYLIC ACID'], ['caffeine', '58-08-2'], []]);
    expect(result.failures[0]?.id).toBe(8);
    expect(result.failures[0]?.error).toBeInstanceOf(MissingItemError);
  });
});

const COLUMNS = [
  'AID',
  'Panel Member ID',
  'SID',
  'CID',
  'Activity Outcome',
  'Target Accession',
  'Target GeneID',
  'Activity Value [uM]',
  'Activity Name',
  'Assay Name',
  'Assay Type',
  'PubMed ID',
  'RNAi',
];

describe('compounds.assaySummary', () => {
  it('reads the table by column heading into typed rows', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/assaysummary/JSON')
      .reply(200, {
        Table: {
          Columns: { Column: COLUMNS },
          Row: [
            {
              Cell: [
                '1259381',
                '',
                '103164874',
                '2244',
                'Active',
                'P23219',
                '5742',
                '1.67',
                'IC50',
                'Inhibition of COX-1',
                'Confirmatory',
                '15603961',
                '',
              ],
            },
            {
              Cell: ['1', '', '842121', '2244', 'Inactive', '', '', '', '', 'NCI lung line', 'Other', '', ''],
            },
          ],
        },
      });
    const rows = await testClient().compounds.assaySummary(2244);
    expect(rows[0]).toMatchObject({
      aid: 1259381,
      sid: 103164874,
      cid: 2244,
      activityOutcome: 'Active',
      targetAccession: 'P23219',
      targetGeneId: 5742,
      activityValueMicromolar: 1.67,
      activityName: 'IC50',
      assayName: 'Inhibition of COX-1',
      assayType: 'Confirmatory',
      pubmedIds: [15603961],
    });
    expect(rows[0]?.cells['Target Accession']).toBe('P23219');
    expect(rows[1]).not.toHaveProperty('activityValueMicromolar');
    expect(rows[1]?.activityOutcome).toBe('Inactive');
  });

  it('"No data found" for a known compound is an empty list; another 404 stays an error', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/5/assaysummary/JSON')
      .reply(404, { Fault: { Code: 'PUGREST.NotFound', Message: 'No data found' } })
      .get('/rest/pug/compound/cid/6/assaysummary/JSON')
      .reply(404, { Fault: { Code: 'PUGREST.NotFound', Message: 'Invalid CID' } });
    expect(await testClient().compounds.assaySummary(5)).toEqual([]);
    await expect(testClient().compounds.assaySummary(6)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('assays.get', () => {
  it('returns the typed assay.descr of the PC_AssayContainer', async () => {
    nock(BASE)
      .get('/rest/pug/assay/aid/1000/description/JSON')
      .reply(200, {
        PC_AssayContainer: [
          {
            assay: {
              descr: {
                aid: { id: 1000, version: 1 },
                aid_source: { db: { name: 'NCGC', source_id: { str: 'AID1000' } } },
                name: 'qHTS Assay for Inhibitors of X',
                description: ['Line one', 'Line two'],
                protocol: ['Step 1'],
                xref: [{ xref: { pmid: 123 } }, { xref: { gene: 5742 } }],
                results: [{ tid: 1, name: 'Potency', type: 1, unit: 5, ac: true }],
                activity_outcome_method: 2,
              },
            },
          },
        ],
      });
    const descr = await testClient().assays.get('1000');
    expect(descr.aid.id).toBe(1000);
    expect(descr.name).toBe('qHTS Assay for Inhibitors of X');
    expect(descr.aid_source?.db.name).toBe('NCGC');
    expect(descr.description).toEqual(['Line one', 'Line two']);
    expect(descr.comment).toEqual([]);
    expect(descr.xref.map((x) => x.xref)).toEqual([{ pmid: 123 }, { gene: 5742 }]);
    expect(descr.results[0]).toMatchObject({ tid: 1, name: 'Potency', ac: true });
  });
});

describe('annotations', () => {
  const record = {
    Record: {
      RecordType: 'CID',
      RecordNumber: 2244,
      RecordTitle: 'Aspirin',
      Section: [
        {
          TOCHeading: 'Toxicity',
          Section: [
            {
              TOCHeading: 'Toxicological Information',
              Section: [
                {
                  TOCHeading: 'Acute Effects',
                  Information: [
                    {
                      ReferenceNumber: 4,
                      Value: { StringWithMarkup: [{ String: 'LD50 rat oral 200 mg/kg' }] },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  };

  it('get(cid, { heading }) sends heading= and returns the typed record', async () => {
    nock(BASE)
      .get('/rest/pug_view/data/compound/2244/JSON')
      .query({ heading: 'Toxicity' })
      .reply(200, record);
    const got = await testClient().annotations.get(2244, { heading: 'Toxicity' });
    expect(got.RecordTitle).toBe('Aspirin');
    expect(got.Section[0]?.Section?.[0]?.TOCHeading).toBe('Toxicological Information');
  });

  it('getTexts(cid, { heading }) pulls the text under the heading with its path', async () => {
    nock(BASE)
      .get('/rest/pug_view/data/compound/2244/JSON')
      .query({ heading: 'Toxicity' })
      .reply(200, record);
    expect(await testClient().annotations.getTexts(2244, { heading: 'Toxicity' })).toEqual([
      {
        path: ['Toxicity', 'Toxicological Information', 'Acute Effects'],
        text: 'LD50 rat oral 200 mg/kg',
        referenceNumber: 4,
      },
    ]);
  });

  it('an unknown CID (PUGVIEW.NotFound) is a NotFoundError', async () => {
    nock(BASE)
      .get('/rest/pug_view/data/compound/999999999/JSON')
      .reply(404, { Fault: { Code: 'PUGVIEW.NotFound', Message: 'No record data for CID 999999999' } });
    await expect(testClient().annotations.get(999999999)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('compounds.streamProperties', () => {
  it('streams the CSV table as rows keyed by column', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/property/MolecularFormula,XLogP/CSV')
      .reply(200, '"CID","MolecularFormula","XLogP"\n2244,"C9H8O4",1.2\n', { 'content-type': 'text/csv' });
    const rows = [];
    for await (const row of testClient().compounds.streamProperties(2244, {
      properties: ['MolecularFormula', 'XLogP'],
    }))
      rows.push(row);
    expect(rows).toEqual([{ CID: '2244', MolecularFormula: 'C9H8O4', XLogP: '1.2' }]);
  });
});

describe('substances.cids', () => {
  it('maps SIDs to CIDs in one POST, input order, an unknown SID reported', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/substance/sid/cids/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, { InformationList: { Information: [{ SID: 2, CID: [2244] }, { SID: 1 }] } });
    const result = await testClient().substances.cids([1, 2, 3]);
    expect(form.sid).toBe('1,2,3');
    expect(result.values).toEqual([[], [2244]]);
    expect(result.failures.map((f) => f.id)).toEqual([3]);
    await expect(testClient().substances.cids('x')).rejects.toMatchObject({ param: 'sids' });
  });
});

describe('compounds.getSynonyms', () => {
  it('a name in the path: one entry per CID it matches, synonyms in PubChem order', async () => {
    const scope = nock(BASE)
      .get('/rest/pug/compound/name/glucose/synonyms/JSON')
      .reply(200, {
        InformationList: {
          Information: [
            { CID: 5793, Synonym: ['D-glucose', 'dextrose', '50-99-7'] },
            { CID: 79025, Synonym: ['beta-D-glucose'] },
            { CID: 64689 },
          ],
        },
      });
    const entries = await testClient().compounds.getSynonyms({ name: 'glucose' });
    expect(scope.isDone()).toBe(true);
    expect(entries).toEqual([
      { CID: 5793, Synonym: ['D-glucose', 'dextrose', '50-99-7'] },
      { CID: 79025, Synonym: ['beta-D-glucose'] },
      { CID: 64689, Synonym: [] },
    ]);
  });

  it('a SMILES goes as a form POST; a name PubChem does not know is an empty list', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/smiles/synonyms/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, { InformationList: { Information: [{ CID: 7843, Synonym: ['butane'] }] } })
      .get('/rest/pug/compound/name/notacompound/synonyms/JSON')
      .reply(404, { Fault: { Code: 'PUGREST.NotFound', Message: 'No CID found' } });
    const client = testClient();
    expect(await client.compounds.getSynonyms({ smiles: 'CCCC' })).toEqual([
      { CID: 7843, Synonym: ['butane'] },
    ]);
    expect(form).toEqual({ smiles: 'CCCC' });
    expect(await client.compounds.getSynonyms({ name: 'notacompound' })).toEqual([]);
  });

  it('bad input rejects with an InputError, asynchronously', async () => {
    await expect(testClient().compounds.getSynonyms({ name: '' })).rejects.toMatchObject({
      name: 'InputError',
    });
  });
});
