import { createHash } from 'node:crypto';
import { escapeXml, fill, textPdf, wrapText } from '../../kit/index.js';
import type { ProtocolRecord } from './catalog.js';
import templates from './templates.json' with { type: 'json' };

/** A stable 32-hex-digit GUID, upper case as the service writes them. */
function guid(...parts: (string | number)[]): string {
  return createHash('md5').update(parts.join('/')).digest('hex').toUpperCase();
}

const textBlock = (text: string) =>
  `<div class = "text-blocks"><div class = "text-block">${escapeXml(text)}</div></div>`;

/** The user object protocols.io embeds (creator, authors, token owner). */
export const userObject = (user: { name: string; affiliation?: string | null; username?: string | null }) =>
  fill(templates.user, { ...user, affiliation: user.affiliation ?? null, username: user.username ?? null });

/** A protocol as the listing shows it (no steps or materials), on the live item's template. */
export function listItem(p: ProtocolRecord) {
  return fill(templates.item, {
    ...p,
    titleHtml: escapeXml(p.title),
    doiStatus: p.doi ? 2 : 0,
    stepCount: p.steps.length,
    creator: userObject(p.creator),
    public: p.isPublic ? 1 : 0,
    authors: p.authors.map(userObject),
  });
}

/** Steps chained by `previous_id`/`previous_guid`, each a description under an optional section. */
export const steps = (p: ProtocolRecord) =>
  p.steps.map((step, i) => {
    const id = p.id * 1000 + i + 1;
    const section = step.section && { id: id * 10 + 1, guid: guid(p.id, i, 'section'), title: step.section };
    return fill(templates.step, {
      id,
      guid: guid(p.id, 'step', i),
      previousId: i ? id - 1 : null,
      previousGuid: i ? guid(p.id, 'step', i - 1) : null,
      modifiedOn: p.createdOn,
      section: section ? fill(templates.section, section) : undefined,
      description: fill(templates.description, {
        id: id * 10 + 2,
        guid: guid(p.id, i, 'description'),
        html: textBlock(step.text),
      }),
    });
  });

export const materials = (p: ProtocolRecord) => p.materials.map((m) => fill(templates.material, m));

/** A protocol with everything (GET /api/v3/protocols/{id}). */
export function fullProtocol(p: ProtocolRecord) {
  return {
    ...listItem(p),
    steps: steps(p),
    materials: materials(p),
    description: textBlock(p.description),
    changed_on: p.createdOn,
  };
}

/** A protocol as a PDF: title, authors, DOI and address, then its numbered steps under their sections. */
export function protocolPdf(p: ProtocolRecord): Buffer {
  const lines = [
    ...wrapText(p.title),
    '',
    ...wrapText(`Authors: ${p.authors.map((a) => a.name).join(', ')}`),
    ...(p.doi ? [`DOI: ${p.doi}`] : []),
    `protocols.io/view/${p.uri}`,
    '',
  ];
  p.steps.forEach((step, i) => {
    if (step.section) lines.push('', step.section);
    lines.push(...wrapText(`${i + 1}. ${step.text}`));
  });
  return textPdf(lines);
}
