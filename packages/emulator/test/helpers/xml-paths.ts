/**
 * Every element path of an XML document, once each and sorted (`eLinkResult/LinkSet/IdCheckList/Id`):
 * two answers with the same paths have the same elements in the same nesting.
 */
export function elementPaths(xml: string): string[] {
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z][\w-]*)[^>]*?(\/?)>/g)) {
    if (close) stack.pop();
    else {
      stack.push(name!);
      paths.add(stack.join('/'));
      if (selfClosing) stack.pop();
    }
  }
  return [...paths].sort();
}

/** The names of the root's children in document order (the sequence a DTD's content model fixes). */
export function rootChildren(xml: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (const [, close, name, selfClosing] of xml
    .replace(/<[?!][^>]*>/g, '')
    .matchAll(/<(\/?)([A-Za-z][\w-]*)[^>]*?(\/?)>/g)) {
    if (close) depth--;
    else {
      if (depth === 1) names.push(name!);
      if (!selfClosing) depth++;
    }
  }
  return names;
}
