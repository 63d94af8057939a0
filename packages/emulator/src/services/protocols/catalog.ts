import { createRandom, intBetween, memoize, mixSeed, pick, pickSome, type Random } from '../../kit/index.js';
import { SYNTHETIC_MARK } from '../../synthetic.js';
import { TEST_USERS } from './accounts.js';
import real from './real-records.json' with { type: 'json' };
import vocabulary from './vocabulary.json' with { type: 'json' };

/*
 * Real public protocols users look up (real-records.json, which says where each fact comes from;
 * their step texts are not embedded: each step says so, see README), and the compact
 * vocabularies the generated protocols are drawn from (vocabulary.json, seeded).
 */
type Person = { name: string; affiliation: string | null; username: string | null };

/** One protocol as the emulator keeps it, real or generated; rendered into the API's shape on the way out. */
export type ProtocolRecord = ReturnType<typeof generated>;

const CODE_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const PUBLIC_PER_TEST_USER = 8;
const PRIVATE_PER_TEST_USER = 4;
const OTHER_PUBLIC = 30;

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50)
    .replace(/-$/, '');
}

const realProtocols = (): ProtocolRecord[] =>
  real.records.map((r) => ({
    ...r,
    isPublic: true,
    owner: null,
    sharedWith: [],
    description: `${r.title}. Recorded metadata of the public protocols.io record ${r.id}; the step texts are not embedded in the lifesci emulator.`,
    steps: Array.from({ length: r.steps }, (_, i) => ({
      ...(i === 0 && r.firstSection ? { section: r.firstSection } : {}),
      text: `Step ${i + 1} of ${r.steps} of the published protocol (text not embedded in the emulator; see https://www.protocols.io/view/${r.uri}).`,
    })),
    materials: r.materials ?? [],
    activity: 1_000_000 - r.id,
    views: 10_000 - (r.id % 10_000),
  }));

function generated(seed: number, index: number, owner: Person, isPublic: boolean) {
  const random = createRandom(mixSeed(seed, 0x5110, index));
  // Ids from 9,000,000, beyond protocols.io's (a few hundred thousand), and a title that says what it
  // is: no generated protocol passes for someone's real one.
  const id = 9_000_000 + index;
  const title = `${pick(random, vocabulary.techniques)} ${pick(random, vocabulary.subjects)}${SYNTHETIC_MARK}`;
  const suffix = Array.from({ length: 7 }, () => pick(random, CODE_CHARS)).join('');
  const createdOn = 1_600_000_000 + intBetween(random, 0, 150_000_000);
  return {
    id,
    uri: `${slug(title)}-${suffix}`,
    title,
    doi: isPublic ? `dx.doi.org/10.17504/protocols.io.${suffix}` : null,
    isPublic,
    // The emulated account that owns it (null: none); private protocols are shared by username.
    owner: owner.username,
    sharedWith: [] as string[],
    createdOn,
    publishedOn: isPublic ? createdOn + intBetween(random, 3_600, 5_000_000) : 0,
    creator: owner,
    authors: [owner],
    description: `A generated ${isPublic ? 'public' : 'private'} protocol of the lifesci emulator: ${title.toLowerCase()}.`,
    steps: generatedSteps(random),
    materials: pickSome(random, vocabulary.materials, intBetween(random, 1, 4)).map((name, i) => ({
      id: id * 10 + i,
      name,
      ...vocabulary.materialFields,
    })),
    // Popularity index (`order_field=activity`).
    activity: intBetween(random, 0, 900_000),
    views: intBetween(random, 0, 5_000),
  };
}

function generatedSteps(random: Random): { section?: string; text: string }[] {
  const count = intBetween(random, 3, 9);
  const sections = pickSome(random, vocabulary.sections, Math.min(3, count));
  return Array.from({ length: count }, (_, i) => {
    const section = i === 0 ? sections[0] : i % 3 === 0 ? sections[i / 3] : undefined;
    return { ...(section ? { section } : {}), text: pick(random, vocabulary.stepTexts) };
  });
}

function build(seed: number) {
  const records = realProtocols();
  let index = 0;
  for (const user of TEST_USERS) {
    for (let i = 0; i < PUBLIC_PER_TEST_USER; i++) records.push(generated(seed, index++, user, true));
    for (let i = 0; i < PRIVATE_PER_TEST_USER; i++) records.push(generated(seed, index++, user, false));
  }
  const random = createRandom(mixSeed(seed, 0x07e5));
  for (let i = 0; i < OTHER_PUBLIC; i++) {
    const name = `${pick(random, vocabulary.firstNames)} ${pick(random, vocabulary.lastNames)}`;
    const person = { name, affiliation: pick(random, vocabulary.affiliations), username: slug(name) };
    // Owned by no emulated account: no token can see more of them than their public face.
    records.push({ ...generated(seed, index++, person, true), owner: null });
  }
  // Each test user shares their first private protocol with the next user.
  TEST_USERS.forEach((user, i) => {
    const first = records.find((r) => r.owner === user.username && !r.isPublic);
    const next = TEST_USERS[(i + 1) % TEST_USERS.length];
    if (first && next) first.sharedWith.push(next.username);
  });
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const byUri = new Map(records.map((r) => [r.uri.toLowerCase(), r]));
  return {
    records,
    // By numeric id or uri (uris compare case-insensitively, as the site does).
    find: (ref: string) => byId.get(ref) ?? byUri.get(ref.toLowerCase()),
  };
}

export const catalogFor = memoize(build);
