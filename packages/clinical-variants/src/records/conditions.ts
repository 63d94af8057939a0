import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { Citation, Condition, XRef } from '../types/index.js';
import { distinct, distinctBy } from '../values.js';

const { all, allAt, attr, text } = xmlNodes;

/** `<XRef DB ID Type/>` children of a node. */
export function xrefsOf(node: XmlNode | undefined): XRef[] {
  const out: XRef[] = [];
  for (const x of all(node, 'XRef')) {
    const db = attr(x, 'DB');
    const id = attr(x, 'ID');
    if (db && id) out.push({ db, id, type: attr(x, 'Type') });
  }
  return distinctBy(out, (x) => `${x.db}\u0000${x.id}`);
}

/** `<Citation><ID Source>..</ID><URL>..</URL></Citation>` children of a node. */
export function citationsOf(node: XmlNode | undefined): Citation[] {
  const out: Citation[] = [];
  for (const c of all(node, 'Citation')) {
    for (const id of all(c, 'ID')) {
      const source = attr(id, 'Source');
      const value = text(id);
      if (source && value) out.push({ source, id: value });
    }
    for (const url of all(c, 'URL')) {
      const value = text(url);
      if (value) out.push({ source: 'URL', id: value });
    }
  }
  return distinctBy(out, (c) => `${c.source}\u0000${c.id}`);
}

/** Values of `<Name|Symbol><ElementValue Type>` children, preferred first. */
function elementValues(
  node: XmlNode | undefined,
  element: 'Name' | 'Symbol',
): { preferred?: string; all: string[] } {
  const values = all(node, element).flatMap((n) =>
    all(n, 'ElementValue').map((ev) => ({ type: attr(ev, 'Type'), value: text(ev) })),
  );
  const preferred = values.find((x) => x.type === 'Preferred' && x.value)?.value;
  const list = distinct(values.map((x) => x.value));
  return preferred === undefined ? { all: list } : { preferred, all: list };
}

/** Preferred name of something with `<Name><ElementValue Type="Preferred">` children. */
export function preferredName(node: XmlNode | undefined): string | undefined {
  const names = elementValues(node, 'Name');
  return names.preferred ?? names.all[0];
}

/** One `<Trait>` (inside a `<TraitSet>`). */
function traitCondition(trait: XmlNode, traitSet: XmlNode): Condition {
  const names = elementValues(trait, 'Name');
  const symbols = elementValues(trait, 'Symbol');
  const name = names.preferred ?? names.all[0] ?? symbols.preferred ?? '';
  const xrefs = [
    ...xrefsOf(trait),
    ...all(trait, 'Name').flatMap(xrefsOf),
    ...all(trait, 'Symbol').flatMap(xrefsOf),
  ];
  const alternateNames = distinct([...names.all, ...symbols.all]).filter((n) => n !== name);
  return {
    name,
    type: attr(trait, 'Type'),
    traitId: attr(trait, 'ID'),
    traitSetId: attr(traitSet, 'ID'),
    alternateNames,
    xrefs: distinctBy(xrefs, (x) => `${x.db}\u0000${x.id}`),
  };
}

/** Conditions of every `<TraitSet>` child of `node` (a ConditionList, a ClinicalAssertion, an RCV...). */
export function traitSetConditions(node: XmlNode | undefined): Condition[] {
  return all(node, 'TraitSet').flatMap((set) => all(set, 'Trait').map((t) => traitCondition(t, set)));
}

/** Conditions of a classification: its `<ConditionList><TraitSet>`s. */
export function conditionListOf(classification: XmlNode | undefined): Condition[] {
  return allAt(classification, 'ConditionList').flatMap(traitSetConditions);
}

/**
 * `<ClassifiedConditionList TraitSetID><ClassifiedCondition DB ID>name` (current) or
 * `<InterpretedConditionList>/<InterpretedCondition>` (older) inside an RCVAccession.
 */
export function listedConditions(rcv: XmlNode): Condition[] {
  const lists = [...all(rcv, 'ClassifiedConditionList'), ...all(rcv, 'InterpretedConditionList')];
  return lists.flatMap((list) =>
    [...all(list, 'ClassifiedCondition'), ...all(list, 'InterpretedCondition')].map((c) => {
      const db = attr(c, 'DB');
      const id = attr(c, 'ID');
      return {
        name: text(c) ?? '',
        traitSetId: attr(list, 'TraitSetID'),
        xrefs: db && id ? [{ db, id }] : [],
      };
    }),
  );
}

/** Distinct conditions by trait id, else by name. */
export function distinctConditions(conditions: readonly Condition[]): Condition[] {
  return distinctBy(conditions, (c) => c.traitId ?? `name:${c.name.toLowerCase()}`);
}
