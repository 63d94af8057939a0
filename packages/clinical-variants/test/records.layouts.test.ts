import { ResponseValidationError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { parseClinVarXml } from '../src/records/document.js';
import type { RcvRecord, VcvRecord } from '../src/types/index.js';

/*
 * The pre-2024 layouts (VCV XML 1.x `InterpretedRecord`/`Interpretations`, RCV XML 1.x
 * `ClinicalSignificance`) have no file in fixtures/real. These documents follow the
 * 1.x schemas element for element, filled with the TSC2 record's real values, so the mapping
 * of every layout-specific element is exercised.
 */
const VCV_1X = `<?xml version="1.0" encoding="UTF-8"?>
<ClinVarVariationRelease ReleaseDate="2023-10-07">
<VariationArchive VariationID="12397" VariationName="NM_000548.4(TSC2):c.1832G&gt;A (p.Arg611Gln)" VariationType="single nucleotide variant" Accession="VCV000012397" Version="1" RecordType="interpreted" NumberOfSubmissions="12" NumberOfSubmitters="9" DateLastUpdated="2021-07-22" DateCreated="2013-09-16" MostRecentSubmission="2018-10-10">
  <RecordStatus>current</RecordStatus>
  <Species>Homo sapiens</Species>
  <InterpretedRecord>
    <SimpleAllele AlleleID="27436" VariationID="12397">
      <GeneList><Gene Symbol="TSC2" GeneID="7249" HGNC_ID="HGNC:12363" FullName="TSC complex subunit 2"/></GeneList>
      <Name>NM_000548.4(TSC2):c.1832G&gt;A (p.Arg611Gln)</Name>
      <VariantType>single nucleotide variant</VariantType>
      <Location>
        <SequenceLocation Assembly="GRCh38" Chr="16" Accession="NC_000016.10" start="2070571" stop="2070571" forDisplay="true"/>
        <SequenceLocation Assembly="GRCh37" Chr="16" Accession="NC_000016.9" start="2120572" stop="2120572"/>
      </Location>
      <XRefList><XRef Type="rs" ID="28934872" DB="dbSNP"/></XRefList>
    </SimpleAllele>
    <ReviewStatus>criteria provided, multiple submitters, no conflicts</ReviewStatus>
    <RCVList>
      <RCVAccession Title="NM_000548.4(TSC2):c.1832G&gt;A (p.Arg611Gln) AND Tuberous sclerosis 2" ReviewStatus="criteria provided, multiple submitters, no conflicts" Interpretation="Pathogenic" SubmissionCount="6" DateLastEvaluated="2018-06-05" Accession="RCV000013205" Version="22">
        <InterpretedConditionList TraitSetID="3366">
          <InterpretedCondition DB="MedGen" ID="C1860707">Tuberous sclerosis 2</InterpretedCondition>
        </InterpretedConditionList>
      </RCVAccession>
    </RCVList>
    <Interpretations>
      <Interpretation DateLastEvaluated="2018-06-05" NumberOfSubmissions="12" NumberOfSubmitters="9" Type="Clinical significance">
        <Description>Pathogenic</Description>
        <Citation Type="general"><ID Source="PubMed">10205261</ID></Citation>
        <ConditionList>
          <TraitSet ID="3366" Type="Disease" ContributesToAggregateClinsig="true">
            <Trait ID="6897" Type="Disease">
              <Name><ElementValue Type="Preferred">Tuberous sclerosis 2</ElementValue></Name>
              <XRef ID="C1860707" DB="MedGen"/>
            </Trait>
          </TraitSet>
        </ConditionList>
      </Interpretation>
    </Interpretations>
    <ClinicalAssertionList>
      <ClinicalAssertion ID="476676" SubmissionDate="2015-10-06" DateLastUpdated="2015-10-19" DateCreated="2015-10-19">
        <ClinVarAccession Accession="SCV000255877" Type="SCV" Version="2" SubmitterName="Athena Diagnostics Inc" OrgID="1012"/>
        <RecordStatus>current</RecordStatus>
        <ReviewStatus>criteria provided, single submitter</ReviewStatus>
        <Interpretation DateLastEvaluated="2014-07-24"><Description>Pathogenic</Description></Interpretation>
        <Assertion>variation to disease</Assertion>
        <ObservedInList><ObservedIn><Sample><Origin>germline</Origin></Sample><Method><MethodType>clinical testing</MethodType></Method></ObservedIn></ObservedInList>
        <TraitSet Type="Disease"><Trait Type="Disease"><Name><ElementValue Type="Preferred">Tuberous sclerosis 2</ElementValue></Name></Trait></TraitSet>
      </ClinicalAssertion>
    </ClinicalAssertionList>
  </InterpretedRecord>
</VariationArchive>
</ClinVarVariationRelease>`;

const RCV_1X = `<ReleaseSet Dated="2023-10-07" Type="full">
<ClinVarSet ID="1">
  <RecordStatus>current</RecordStatus>
  <Title>NM_000548.4(TSC2):c.1832G&gt;A (p.Arg611Gln) AND Tuberous sclerosis 2</Title>
  <ReferenceClinVarAssertion ID="60" DateLastUpdated="2021-07-22" DateCreated="2013-09-16">
    <ClinVarAccession Acc="RCV000013205" Version="22" Type="RCV"/>
    <RecordStatus>current</RecordStatus>
    <ClinicalSignificance DateLastEvaluated="2018-06-05">
      <ReviewStatus>criteria provided, multiple submitters, no conflicts</ReviewStatus>
      <Description>Pathogenic</Description>
    </ClinicalSignificance>
    <Assertion Type="variation to disease"/>
    <ObservedIn><Sample><Origin>germline</Origin></Sample><Method><MethodType>clinical testing</MethodType></Method></ObservedIn>
    <MeasureSet Type="Variant" ID="12397" Acc="VCV000012397" Version="1">
      <Measure Type="single nucleotide variant" ID="27436">
        <Name><ElementValue Type="Preferred">NM_000548.4(TSC2):c.1832G&gt;A (p.Arg611Gln)</ElementValue></Name>
        <SequenceLocation Assembly="GRCh38" Chr="16" Accession="NC_000016.10" start="2070571" stop="2070571"/>
        <MeasureRelationship Type="within single gene">
          <Symbol><ElementValue Type="Preferred">TSC2</ElementValue></Symbol>
          <XRef ID="7249" DB="Gene"/>
        </MeasureRelationship>
        <XRef Type="rs" ID="28934872" DB="dbSNP"/>
      </Measure>
    </MeasureSet>
    <TraitSet Type="Disease" ID="3366">
      <Trait ID="6897" Type="Disease">
        <Name><ElementValue Type="Preferred">Tuberous sclerosis 2</ElementValue></Name>
        <XRef ID="C1860707" DB="MedGen"/>
      </Trait>
    </TraitSet>
  </ReferenceClinVarAssertion>
  <ClinVarAssertion ID="476676">
    <ClinVarSubmissionID localKey="19969|OMIM:613254" submitter="Athena Diagnostics Inc" submitterDate="2015-10-06"/>
    <ClinVarAccession Acc="SCV000255877" Version="2" Type="SCV" OrgID="1012"/>
    <RecordStatus>current</RecordStatus>
    <ClinicalSignificance DateLastEvaluated="2014-07-24">
      <ReviewStatus>criteria provided, single submitter</ReviewStatus>
      <Description>Pathogenic</Description>
    </ClinicalSignificance>
    <Assertion Type="variation to disease"/>
    <ObservedIn><Sample><Origin>germline</Origin></Sample><Method><MethodType>clinical testing</MethodType></Method></ObservedIn>
    <MeasureSet Type="Variant"><Measure Type="Variation"/></MeasureSet>
    <TraitSet Type="Disease"><Trait Type="Disease"><XRef DB="OMIM" ID="613254" Type="MIM"/></Trait></TraitSet>
  </ClinVarAssertion>
</ClinVarSet>
</ReleaseSet>`;

describe('older layouts', () => {
  it('VCV 1.x: InterpretedRecord, Interpretations and attribute-style RCVs map onto the same record', () => {
    const [record] = parseClinVarXml(VCV_1X) as VcvRecord[];
    expect(record).toMatchObject({
      layout: 'interpreted',
      accession: 'VCV000012397',
      variationId: '12397',
      classification: 'Pathogenic',
      reviewStatus: 'criteria provided, multiple submitters, no conflicts',
      alleleOrigins: ['germline'],
    });
    // The single clinical significance is the germline classification in all but name.
    expect(record!.classifications.legacy).toBe(record!.classifications.germline);
    expect(record!.classifications.germline).toMatchObject({
      dateLastEvaluated: '2018-06-05',
      numberOfSubmissions: 12,
      citations: [{ source: 'PubMed', id: '10205261' }],
      conditions: [{ name: 'Tuberous sclerosis 2', traitSetId: '3366' }],
    });
    expect(record!.alleles[0]).toMatchObject({
      rsIds: ['rs28934872'],
      grch37: { start: 2120572 },
      grch38: { start: 2070571 },
    });
    expect(record!.rcvs[0]).toMatchObject({
      accession: 'RCV000013205',
      traitSetId: '3366',
      conditions: [{ name: 'Tuberous sclerosis 2', xrefs: [{ db: 'MedGen', id: 'C1860707' }] }],
      classifications: {
        germline: { description: 'Pathogenic', numberOfSubmissions: 6, dateLastEvaluated: '2018-06-05' },
      },
    });
    expect(record!.submissions[0]).toMatchObject({
      accession: 'SCV000255877',
      classification: 'Pathogenic',
      classificationKind: 'legacy',
      reviewStatus: 'criteria provided, single submitter',
      dateLastEvaluated: '2014-07-24',
    });
  });

  it('RCV 1.x: ClinicalSignificance maps onto germline + legacy', () => {
    const [record] = parseClinVarXml(RCV_1X) as RcvRecord[];
    expect(record).toMatchObject({
      kind: 'rcv',
      accession: 'RCV000013205',
      variationId: '12397',
      variationAccession: 'VCV000012397',
      classification: 'Pathogenic',
      reviewStatus: 'criteria provided, multiple submitters, no conflicts',
      genes: [{ symbol: 'TSC2', geneId: '7249' }],
      conditions: [{ name: 'Tuberous sclerosis 2' }],
      alleleOrigins: ['germline'],
    });
    expect(record!.classifications.germline?.dateLastEvaluated).toBe('2018-06-05');
    expect(record!.submissions[0]).toMatchObject({
      accession: 'SCV000255877',
      submitterName: 'Athena Diagnostics Inc',
      classification: 'Pathogenic',
      classificationKind: 'legacy',
      reviewStatus: 'criteria provided, single submitter',
    });
  });

  it('a document with no ClinVar records yields none', () => {
    expect(parseClinVarXml('<ClinVarResult-Set></ClinVarResult-Set>')).toEqual([]);
  });
});

describe('validation', () => {
  it('a record element without its identifiers is a ResponseValidationError naming the path', () => {
    let error: unknown;
    try {
      parseClinVarXml('<ClinVarResult-Set><VariationArchive VariationID="1"/></ClinVarResult-Set>');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('VariationArchive.0.@_Accession');
  });
});
