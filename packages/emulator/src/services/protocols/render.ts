import { createHash } from 'node:crypto';
import { userObject } from './accounts.js';
import type { ProtocolRecord } from './catalog.js';
import template from './list-item.json' with { type: 'json' };

/** A stable 32-hex-digit GUID, upper case as the service writes them. */
function guid(...parts: (string | number)[]): string {
  return createHash('md5').update(parts.join('/')).digest('hex').toUpperCase();
}

const textBlock = (text: string) =>
  `<div class = "text-blocks"><div class = "text-block">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</div></div>`;

/** A protocol as the listing shows it (no steps or materials), on the live item's template. */
export function listItem(p: ProtocolRecord) {
  return {
    ...template.item,
    id: p.id,
    title: p.title,
    title_html: p.title.replace(/&/g, '&amp;'),
    doi: p.doi,
    doi_status: p.doi ? 2 : 0,
    uri: p.uri,
    published_on: p.publishedOn,
    stats: { ...template.item.stats, number_of_views: p.views, number_of_steps: p.steps.length },
    created_on: p.createdOn,
    creator: userObject(p.creator),
    public: p.isPublic ? 1 : 0,
    number_of_steps: p.steps.length,
    authors: p.authors.map(userObject),
  };
}

export function steps(p: ProtocolRecord) {
  let previous: { id: number; guid: string } | null = null;
  return p.steps.map((step, i) => {
    const id = p.id * 1000 + i + 1;
    const stepGuid = guid(p.id, 'step', i);
    const components = [
      ...(step.section
        ? [
            {
              id: id * 10 + 1,
              guid: guid(p.id, i, 'section'),
              order_id: 1,
              type_id: 6,
              title: 'Section',
              source: { title: step.section },
            },
          ]
        : []),
      {
        id: id * 10 + 2,
        guid: guid(p.id, i, 'description'),
        order_id: 1,
        type_id: 1,
        title: 'description',
        source: { description: textBlock(step.text) },
      },
    ];
    const out = {
      id,
      guid: stepGuid,
      previous_id: previous?.id ?? null,
      previous_guid: previous?.guid ?? null,
      modified_on: p.createdOn,
      protocol_id: 0,
      components,
    };
    previous = { id, guid: stepGuid };
    return out;
  });
}

export function materials(p: ProtocolRecord) {
  return p.materials.map((m) => ({
    id: m.id,
    mol_weight: 0,
    name: m.name,
    linfor: null,
    url: m.url,
    sku: m.sku,
    vendor: { ...userObject({ name: m.vendor }), link: m.vendorLink },
  }));
}

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
