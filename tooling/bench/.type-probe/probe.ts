import { TrialsClient } from '@lifesci/trials';
const client = new TrialsClient();
const study = await client.studies.get('NCT04280705');
console.log(study.protocolSection?.identificationModule?.nctId);
