// A TypeDoc plugin that fixes one false warning, "<name> has multiple declarations with a
// comment", for properties that have exactly one declaration and one comment.
//
// Every service types its parameters as core's `InputOf<typeof Schema>`, i.e. valibot's input
// type of the schema, and valibot builds an object's input type as an intersection in which each
// entry appears twice (`MarkOptional<T, K>` = `{ [P in keyof T]?: unknown } & Omit<T, K> &
// Partial<Pick<T, K>>`). TypeScript then lists the entry's one declaration twice in the property's
// `declarations`; TypeDoc 0.28 finds the same doc comment once per listing and warns that it has
// to pick one of two (they are the same comment at the same line). This hands TypeDoc each
// declaration once while it looks for the comment, so a property whose declarations really carry
// different comments still warns.
import { Context } from 'typedoc';

/** @param {import('typedoc').Application} _app */
export function load(_app) {
  const getComment = Context.prototype.getComment;
  Context.prototype.getComment = function getCommentOfEachDeclarationOnce(symbol, kind) {
    const declarations = symbol?.declarations;
    const unique = declarations && [...new Set(declarations)];
    if (!unique || unique.length === declarations.length) return getComment.call(this, symbol, kind);
    symbol.declarations = unique;
    try {
      return getComment.call(this, symbol, kind);
    } finally {
      symbol.declarations = declarations;
    }
  };
}
