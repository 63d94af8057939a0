// The published declarations of a lifesci package, without valibot.
//
// tsc's declarations of a service describe its responses through valibot
// (`interface Study extends v.InferOutput<typeof studyShape> {}`, `StudySchema: v.GenericSchema<...>`),
// so a program that imports one service loads valibot's declarations, which cost more to check
// than the whole client, and its loose objects give every response type an index signature (a
// misspelt field compiles, typed `unknown`). This module turns those declarations into what users
// get: every declaration that mentions valibot is written out from the type checker (an
// interface lists its fields, named types stay named references, documentation comments are
// kept), a valibot schema becomes core's structural `StandardSchemaV1<Input, Output>`, a loose
// object loses valibot's `[key: string]: unknown`, and declarations only the removed ones used
// (the `...Shape` consts) are dropped.
//
// It runs as an `afterDeclarations` transformer of a second, declarations-only emit of the same
// program that built the package (tooling/scripts/build-package.mjs), so it reads the sources'
// types and comments. Anything valibot it cannot express structurally is reported, and the build
// fails if a published declaration file still imports valibot.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** A declaration file of valibot itself (resolved through node_modules, pnpm's store included). */
const VALIBOT_FILE = /[\\/]valibot[\\/]dist[\\/][^\\/]+\.d\.[cm]?ts$/;

const BUILDER_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.UseStructuralFallback |
  ts.NodeBuilderFlags.AllowEmptyTuple |
  ts.NodeBuilderFlags.GenerateNamesForShadowedTypeParams |
  ts.NodeBuilderFlags.WriteClassExpressionAsTypeLiteral;

const STANDARD = 'StandardSchemaV1';
const DROPPED_INDEX = Symbol('only a dropped index signature');

const fromValibot = (symbol) =>
  !!symbol?.declarations?.some((d) => VALIBOT_FILE.test(d.getSourceFile().fileName));

/** Whether a module specifier names valibot (or a file of it). */
export const isValibotSpecifier = (text) => text === 'valibot' || text.startsWith('valibot/');

/**
 * The transformer factory. `standardFrom(dtsFileName)` gives the module specifier a declaration
 * file imports `StandardSchemaV1` from (`@lifesci/core`, or a relative path inside core).
 * `problems` collects what could not be written without valibot, per file.
 */
export function publicDeclarations(program, { standardFrom, problems, notes = [] }) {
  const checker = program.getTypeChecker();
  const f = ts.factory;
  const ownFiles = new Set(program.getRootFileNames());

  return (context) => (node) => {
    if (!ts.isSourceFile(node)) return node;
    const source = ts.getOriginalNode(node);
    if (!ts.isSourceFile(source)) return node;
    const file = new FileRewriter(checker, f, source, node, standardFrom, problems, notes);
    file.program = program;
    file.ownFiles = ownFiles;
    return file.rewrite(context);
  };
}

class FileRewriter {
  constructor(checker, factory, source, dts, standardFrom, problems, notes) {
    this.checker = checker;
    this.f = factory;
    this.source = source;
    this.dts = dts;
    this.standardFrom = standardFrom;
    this.problems = problems;
    /** Local names bound to valibot in the source (`v` of `import * as v`, named imports). */
    this.valibotNames = new Set();
    /** Local name -> how the source imports it, to import what the rewritten declarations name. */
    this.sourceImports = new Map();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause) continue;
      const names = [];
      if (clause.name) names.push({ local: clause.name.text, imported: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        names.push({ local: bindings.name.text, imported: '*' });
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          names.push({ local: element.name.text, imported: (element.propertyName ?? element.name).text });
      for (const name of names) {
        if (isValibotSpecifier(specifier)) this.valibotNames.add(name.local);
        else this.sourceImports.set(name.local, { ...name, specifier });
      }
    }
    this.usesStandard = false;
    this.depth = 0;
    this.notes = notes;
  }

  problem(message, node) {
    const where = node ? this.where(node) : this.source.fileName;
    this.problems.push(`${where}: ${message}`);
  }

  where(node) {
    const original = ts.getOriginalNode(node);
    // A node the declaration emit made up has no place in a file: name the file being written.
    if (original.pos < 0 || !original.parent) return this.source.fileName;
    const sf = original.getSourceFile();
    const { line } = sf.getLineAndCharacterOfPosition(original.getStart?.(sf) ?? original.pos);
    return `${sf.fileName}:${line + 1}`;
  }

  // ---- finding what mentions valibot -------------------------------------------------------

  /**
   * Whether a (declaration-emit) node names valibot anywhere inside it, or a `typeof` of a valibot
   * schema (`InputOf<typeof ParamsSchema>`, written out so users read the fields).
   */
  mentionsValibot(node) {
    let found = false;
    const visit = (n) => {
      if (found) return;
      if (ts.isImportTypeNode(n)) {
        const arg = n.argument;
        if (
          ts.isLiteralTypeNode(arg) &&
          ts.isStringLiteral(arg.literal) &&
          isValibotSpecifier(arg.literal.text)
        ) {
          found = true;
          return;
        }
      }
      if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n) || ts.isTypeQueryNode(n)) {
        const name = n.typeName ?? n.expression ?? n.exprName;
        const head = leftmost(name);
        if (head && this.valibotNames.has(head)) {
          found = true;
          return;
        }
      }
      if (ts.isTypeQueryNode(n) && this.isSchemaQuery(n)) {
        found = true;
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  }

  /** Whether `typeof X` names a valibot schema. */
  isSchemaQuery(node) {
    const source = sourceNodeOf(node);
    let symbol;
    if (source) symbol = this.checker.getSymbolAtLocation(source.exprName);
    else {
      const head = leftmost(node.exprName);
      if (!head || !ts.isIdentifier(node.exprName)) return false;
      symbol = this.valueSymbol(head);
    }
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Variable)) return false;
    return !!this.schemaTypes(this.checker.getTypeOfSymbol(symbol));
  }

  /** A value declared or imported at the top of the source file, by name. */
  valueSymbol(name) {
    if (!this.values) {
      this.values = new Map();
      for (const symbol of this.checker.getSymbolsInScope(
        this.source,
        ts.SymbolFlags.Value | ts.SymbolFlags.Alias,
      ))
        if (symbol.declarations?.some((d) => d.getSourceFile() === this.source))
          this.values.set(symbol.name, symbol);
    }
    return this.values.get(name);
  }

  // ---- the rewrite -------------------------------------------------------------------------

  rewrite(context) {
    const f = this.f;
    this.context = context;
    const statements = [];
    this.rewritten = new Set();
    for (const statement of this.dts.statements) {
      if (ts.isImportDeclaration(statement) && isValibotSpecifier(statement.moduleSpecifier.text)) continue;
      if (!this.mentionsValibot(statement)) {
        statements.push(statement);
        continue;
      }
      const rewritten = this.statement(statement);
      this.rewritten.add(rewritten);
      statements.push(rewritten);
    }
    let result = dropUnused(statements);
    result = this.addImports(result);
    return f.updateSourceFile(this.dts, result);
  }

  statement(node) {
    const original = ts.getOriginalNode(node);
    try {
      if (ts.isInterfaceDeclaration(node) && ts.isInterfaceDeclaration(original))
        return this.interfaceDeclaration(node, original);
      if (ts.isTypeAliasDeclaration(node)) {
        this.aliasTop = node.type;
        this.aliasName = node.name.text;
        const result = this.f.updateTypeAliasDeclaration(
          node,
          node.modifiers,
          node.name,
          this.typeParameters(node.typeParameters),
          this.rewriteType(node.type, original),
        );
        return this.keepComments(result, node);
      }
      if (ts.isVariableStatement(node) && ts.isVariableStatement(original))
        return this.variableStatement(node, original);
      if (ts.isFunctionDeclaration(node) && ts.isFunctionDeclaration(original))
        return this.keepComments(this.signatureDeclaration(node, original), node);
      if (ts.isClassDeclaration(node)) return this.classDeclaration(node);
    } catch (error) {
      this.problem(`cannot rewrite: ${error instanceof Error ? error.message : error}`, node);
      return node;
    }
    this.problem(
      `a ${ts.SyntaxKind[node.kind]} that names valibot, which this script does not rewrite`,
      node,
    );
    return node;
  }

  keepComments(to, from) {
    ts.setCommentRange(to, ts.getCommentRange(from));
    return to;
  }

  /**
   * A type written in the sources, rewritten: valibot's generic helpers of a type parameter
   * become their Standard Schema twins (`v.InferOutput<S>` -> `StandardSchemaV1.InferOutput<S>`);
   * anything else that names valibot is written out from the checker. `semantic` gives the type
   * when the node was not written in the sources (an inferred type the declaration emit wrote).
   */
  rewriteType(node, enclosing, semantic, options = {}) {
    if (!node || !this.mentionsValibot(node)) return node;
    const source = sourceNodeOf(node);
    if (!source) {
      if (!semantic) throw new Error('an inferred type that names valibot, with no type to write instead');
      return this.print(semantic(), enclosing, options);
    }
    const f = this.f;
    const checker = this.checker;
    // The right-hand side of `type X = ...` is X's type: write it out, not as `X`.
    const expandAlias = node === this.aliasTop;
    const whole = () => this.print(checker.getTypeFromTypeNode(source), enclosing, { expandAlias });
    if (ts.isTypeReferenceNode(node)) {
      const head = leftmost(node.typeName);
      const args = node.typeArguments ?? [];
      if (head && this.valibotNames.has(head)) {
        const name = ts.isQualifiedName(node.typeName) ? node.typeName.right.text : node.typeName.text;
        if (name === 'ObjectEntries') return this.objectEntries();
        const generic = args.some((arg) => hasTypeParameter(checker, sourceNodeOf(arg)));
        if (!generic) return whole();
        if (name === 'InferInput' || name === 'InferOutput')
          return f.createTypeReferenceNode(this.standardName(name), [this.rewriteType(args[0], enclosing)]);
        if (name === 'GenericSchema')
          return f.createTypeReferenceNode(
            this.standardName(),
            args.slice(0, 2).map((arg) => this.rewriteType(arg, enclosing)),
          );
        return whole();
      }
      // `InputOf<typeof ParamsSchema>` and the like: written out.
      if (args.some((arg) => this.mentionsSchemaQuery(arg))) return whole();
      return f.updateTypeReferenceNode(
        node,
        node.typeName,
        f.createNodeArray(args.map((arg) => this.rewriteType(arg, enclosing))),
      );
    }
    if (ts.isTypeQueryNode(node) || ts.isImportTypeNode(node)) return whole();
    const visit = (child) => {
      if (ts.isTypeNode(child)) return this.rewriteType(child, enclosing);
      return ts.visitEachChild(child, visit, this.context);
    };
    return ts.visitEachChild(node, visit, this.context);
  }

  mentionsSchemaQuery(node) {
    let found = false;
    const visit = (n) => {
      if (found) return;
      if (ts.isTypeQueryNode(n) && this.isSchemaQuery(n)) found = true;
      else ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  }

  typeParameters(parameters, enclosing) {
    if (!parameters?.some((p) => this.mentionsValibot(p))) return parameters;
    return parameters.map((p) =>
      this.f.updateTypeParameterDeclaration(
        p,
        p.modifiers,
        p.name,
        this.rewriteType(p.constraint, enclosing),
        this.rewriteType(p.default, enclosing),
      ),
    );
  }

  interfaceDeclaration(node, original) {
    const f = this.f;
    const checker = this.checker;
    const symbol = checker.getSymbolAtLocation(original.name);
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const keptBases = [];
    for (const clause of node.heritageClauses ?? [])
      for (const type of clause.types) if (!this.mentionsValibot(type)) keptBases.push(type);
    const keptBaseTypes = keptBases.map((base) => checker.getTypeAtLocation(ts.getOriginalNode(base)));
    const own = new Set(
      (original.members ?? []).map((m) => m.name && propertyNameText(m.name)).filter(Boolean),
    );
    const expands = keptBases.length < (node.heritageClauses ?? []).reduce((n, c) => n + c.types.length, 0);
    const members = node.members.map((member) =>
      this.mentionsValibot(member) ? this.rewriteMember(member, original) : member,
    );
    if (expands) {
      for (const property of checker.getPropertiesOfType(declared)) {
        if (own.has(property.name)) continue;
        if (keptBaseTypes.some((base) => checker.getPropertyOfType(base, property.name))) continue;
        members.push(this.propertySignature(property, original));
      }
      for (const info of checker.getIndexInfosOfType(declared)) {
        // valibot's loose objects add `[key: string]: unknown`: users get the known fields only.
        if (isValibotIndex(info)) continue;
        if (info.declaration && original.members.includes(info.declaration)) continue;
        if (keptBaseTypes.some((base) => checker.getIndexInfosOfType(base).length)) continue;
        members.push(this.indexSignature(info, original));
      }
    }
    const heritage = keptBases.length
      ? [f.createHeritageClause(ts.SyntaxKind.ExtendsKeyword, keptBases)]
      : undefined;
    const result = f.createInterfaceDeclaration(
      node.modifiers,
      node.name,
      this.typeParameters(node.typeParameters, original),
      heritage,
      members,
    );
    return this.keepComments(result, node);
  }

  rewriteMember(member, enclosing) {
    const original = ts.getOriginalNode(member);
    const f = this.f;
    const at = enclosing ?? original;
    if (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) {
      const type = this.rewriteType(
        member.type,
        at,
        () => this.propertyType(this.checker.getSymbolAtLocation(original.name)),
        { optional: !!member.questionToken },
      );
      const result = ts.isPropertySignature(member)
        ? f.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, type)
        : f.updatePropertyDeclaration(
            member,
            member.modifiers,
            member.name,
            member.questionToken ?? member.exclamationToken,
            type,
            undefined,
          );
      return this.keepComments(result, member);
    }
    if (ts.isFunctionLike(member) && ts.isFunctionLike(original))
      return this.keepComments(this.signatureDeclaration(member, original), member);
    this.problem(`a ${ts.SyntaxKind[member.kind]} member that names valibot`, member);
    return member;
  }

  signatureDeclaration(node, original) {
    const f = this.f;
    const signature = this.checker.getSignatureFromDeclaration(original);
    const typeParameters = this.typeParameters(node.typeParameters, original);
    const parameters = node.parameters.map((parameter, i) => {
      if (!this.mentionsValibot(parameter)) return parameter;
      const symbol = signature.parameters[i];
      const type = this.rewriteType(parameter.type, original, () => this.propertyType(symbol), {
        optional: !!parameter.questionToken,
      });
      return f.updateParameterDeclaration(
        parameter,
        parameter.modifiers,
        parameter.dotDotDotToken,
        parameter.name,
        parameter.questionToken,
        type,
        undefined,
      );
    });
    const returns = this.rewriteType(node.type, original, () =>
      this.checker.getReturnTypeOfSignature(signature),
    );
    if (ts.isMethodSignature(node))
      return f.updateMethodSignature(
        node,
        node.modifiers,
        node.name,
        node.questionToken,
        typeParameters,
        parameters,
        returns,
      );
    if (ts.isMethodDeclaration(node))
      return f.updateMethodDeclaration(
        node,
        node.modifiers,
        node.asteriskToken,
        node.name,
        node.questionToken,
        typeParameters,
        parameters,
        returns,
        undefined,
      );
    if (ts.isConstructorDeclaration(node))
      return f.updateConstructorDeclaration(node, node.modifiers, parameters, undefined);
    if (ts.isCallSignatureDeclaration(node))
      return f.updateCallSignature(node, typeParameters, parameters, returns);
    if (ts.isGetAccessorDeclaration(node))
      return f.updateGetAccessorDeclaration(node, node.modifiers, node.name, parameters, returns, undefined);
    if (ts.isSetAccessorDeclaration(node))
      return f.updateSetAccessorDeclaration(node, node.modifiers, node.name, parameters, undefined);
    return f.updateFunctionDeclaration(
      node,
      node.modifiers,
      node.asteriskToken,
      node.name,
      typeParameters,
      parameters,
      returns,
      undefined,
    );
  }

  classDeclaration(node) {
    const f = this.f;
    const members = node.members.map((member) =>
      this.mentionsValibot(member) ? this.rewriteMember(member) : member,
    );
    if (node.heritageClauses?.some((clause) => this.mentionsValibot(clause)))
      this.problem('a class whose heritage names valibot', node);
    const result = f.updateClassDeclaration(
      node,
      node.modifiers,
      node.name,
      node.typeParameters,
      node.heritageClauses,
      members,
    );
    return this.keepComments(result, node);
  }

  variableStatement(node, original) {
    const f = this.f;
    const declarations = node.declarationList.declarations.map((declaration, i) => {
      if (!this.mentionsValibot(declaration)) return declaration;
      const source = original.declarationList.declarations[i];
      const type = this.rewriteType(declaration.type, source, () =>
        this.checker.getTypeOfSymbol(this.checker.getSymbolAtLocation(source.name)),
      );
      return f.updateVariableDeclaration(
        declaration,
        declaration.name,
        declaration.exclamationToken,
        type,
        undefined,
      );
    });
    const result = f.updateVariableStatement(
      node,
      node.modifiers,
      f.updateVariableDeclarationList(node.declarationList, declarations),
    );
    return this.keepComments(result, node);
  }

  // ---- members from the checker ------------------------------------------------------------

  /**
   * The type of a property or parameter. An optional one's type includes the `undefined` its `?`
   * adds (under exactOptionalPropertyTypes a distinct "missing" type): `print` leaves that out
   * (`{ optional: true }`), as TypeScript writes `a?: string`.
   */
  propertyType(symbol) {
    return this.checker.getTypeOfSymbol(symbol);
  }

  propertySignature(property, enclosing) {
    const f = this.f;
    const optional = !!(property.flags & ts.SymbolFlags.Optional);
    const readonly = isReadonly(property);
    const signature = f.createPropertySignature(
      readonly ? [f.createModifier(ts.SyntaxKind.ReadonlyKeyword)] : undefined,
      propertyName(f, property.name),
      optional ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined,
      this.print(this.propertyType(property), enclosing, { optional }),
    );
    const doc = docComment(property, this.program);
    if (doc) ts.addSyntheticLeadingComment(signature, ts.SyntaxKind.MultiLineCommentTrivia, doc, true);
    return signature;
  }

  indexSignature(info, enclosing) {
    const f = this.f;
    return f.createIndexSignature(
      info.isReadonly ? [f.createModifier(ts.SyntaxKind.ReadonlyKeyword)] : undefined,
      [
        f.createParameterDeclaration(
          undefined,
          undefined,
          info.declaration?.parameters?.[0]?.name?.getText?.() ?? 'key',
          undefined,
          this.print(info.keyType, enclosing),
        ),
      ],
      this.print(info.type, enclosing),
    );
  }

  // ---- types -------------------------------------------------------------------------------

  /** A type node for `type`, written without valibot. */
  print(type, enclosing, options = {}) {
    this.depth++;
    try {
      if (this.depth > 60) throw new Error(`type too deep to write: ${this.checker.typeToString(type)}`);
      return this.printType(type, enclosing, options);
    } finally {
      this.depth--;
    }
  }

  printType(type, enclosing, { expandAlias = false, optional = false, unnamed = false } = {}) {
    const f = this.f;
    const checker = this.checker;
    if (type.flags & ts.TypeFlags.TypeParameter) return this.builder(type, enclosing);

    // A type one of the package's own aliases names (`type HalLink = v.InferOutput<...>`) is
    // written as that name, except in the alias's own declaration.
    const named = unnamed ? undefined : this.aliasNaming(type);
    const declaring =
      expandAlias && named?.node.name.text === this.aliasName && named.node.getSourceFile() === this.source;
    if (named && !declaring) return named.reference();

    const schema = this.schemaTypes(type);
    if (schema) {
      // What the type adds to valibot's schema (`ServiceOptionsSchema`'s `entries`) stays.
      const own = checker
        .getPropertiesOfType(type)
        .filter((p) => !fromValibot(p) && !p.declarations?.every((d) => isValibotTyped(d)));
      const standard = this.standard(schema, enclosing);
      if (!own.length) return standard;
      return f.createIntersectionTypeNode([
        standard,
        f.createTypeLiteralNode(own.map((p) => this.propertySignature(p, enclosing))),
      ]);
    }

    if (type.aliasSymbol && !expandAlias) {
      if (fromValibot(type.aliasSymbol)) return this.valibotAlias(type, enclosing);
      const args = type.aliasTypeArguments ?? [];
      if (!args.some((arg) => this.schemaTypes(arg))) return this.reference(type, args, enclosing);
    }

    if (type.flags & ts.TypeFlags.Union) {
      const members = [];
      const types = [...type.types];
      const hasTrue = types.some(
        (t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true',
      );
      const hasFalse = types.some(
        (t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false',
      );
      let booleanDone = false;
      const last = [];
      const undefinedType = checker.getUndefinedType();
      let undefinedDone = false;
      for (const t of types) {
        if (t.flags & ts.TypeFlags.Undefined) {
          // The optional marker of a `?` property (exactOptionalPropertyTypes) is not written.
          if (optional && t !== undefinedType) continue;
          if (undefinedDone) continue;
          undefinedDone = true;
        }
        if (hasTrue && hasFalse && t.flags & ts.TypeFlags.BooleanLiteral) {
          if (!booleanDone) members.push(f.createKeywordTypeNode(ts.SyntaxKind.BooleanKeyword));
          booleanDone = true;
          continue;
        }
        if (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) last.push(this.print(t, enclosing));
        else members.push(this.print(t, enclosing));
      }
      const all = [...members, ...last];
      if (all.length === 1) return all[0];
      return f.createUnionTypeNode(all.map((m) => parenthesizeMember(f, m)));
    }
    if (type.flags & ts.TypeFlags.Intersection) {
      const printed = type.types
        .map((t) => this.print(t, enclosing))
        // `{}` left where a loose object's index signature was (`string & {}` keeps its `{}`).
        .filter((node) => !node[DROPPED_INDEX]);
      if (printed.length === 1) return printed[0];
      // `{ a } & { b }` reads better as `{ a; b }`.
      if (printed.every((node) => ts.isTypeLiteralNode(node))) {
        const members = printed.flatMap((node) => node.members);
        const names = members.map((m) => m.name && propertyNameText(m.name)).filter(Boolean);
        if (new Set(names).size === names.length) return f.createTypeLiteralNode(members);
      }
      return f.createIntersectionTypeNode(printed.map((node) => parenthesizeMember(f, node, true)));
    }

    if (type.flags & ts.TypeFlags.Object) {
      if (checker.isArrayType(type)) {
        const [element] = checker.getTypeArguments(type);
        const node = f.createArrayTypeNode(parenthesizeMember(f, this.print(element, enclosing), true));
        return type.target?.symbol?.name === 'ReadonlyArray'
          ? f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, node)
          : node;
      }
      if (checker.isTupleType(type)) return this.tuple(type, enclosing);
      const flags = type.objectFlags ?? 0;
      if (flags & ts.ObjectFlags.Reference && type.target !== type) {
        const target = type.target;
        if (fromValibot(target.symbol)) throw new Error(`valibot's ${target.symbol.name} has no public form`);
        return this.reference(type, checker.getTypeArguments(type), enclosing);
      }
      if (flags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface)) {
        if (fromValibot(type.symbol) && type.symbol.name === 'ObjectEntries') return this.objectEntries();
        if (fromValibot(type.symbol)) throw new Error(`valibot's ${type.symbol.name} has no public form`);
        return this.builder(type, enclosing);
      }
      if (
        type.symbol &&
        type.symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum | ts.SymbolFlags.Module)
      )
        return this.builder(type, enclosing);
      return this.objectLiteral(type, enclosing);
    }
    return this.builder(type, enclosing);
  }

  /**
   * The package's exported type aliases by the type they stand for, for aliases of a valibot or
   * schema-derived type (`v.InferOutput<typeof S>`, `InputOf<typeof S>`), whose type objects have
   * no alias of their own for TypeScript to print.
   */
  aliasNaming(type) {
    if (!this.aliases) {
      this.aliases = new Map();
      for (const sf of this.program.getSourceFiles()) {
        if (sf.isDeclarationFile || this.program.isSourceFileFromExternalLibrary(sf)) continue;
        if (!this.ownFiles.has(sf.fileName)) continue;
        for (const statement of sf.statements) {
          if (!ts.isTypeAliasDeclaration(statement) || statement.typeParameters) continue;
          if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
          const type = statement.type;
          if (!ts.isTypeReferenceNode(type) || !type.typeArguments?.some((a) => ts.isTypeQueryNode(a)))
            continue;
          const aliased = this.checker.getTypeFromTypeNode(statement.type);
          if (this.aliases.has(aliased)) continue;
          this.aliases.set(aliased, statement);
        }
      }
    }
    const node = this.aliases.get(type);
    if (!node) return undefined;
    return { node, reference: () => this.aliasReference(node) };
  }

  aliasReference(declaration) {
    const f = this.f;
    const name = declaration.name.text;
    const sf = declaration.getSourceFile();
    if (sf === this.source) return f.createTypeReferenceNode(name);
    return f.createImportTypeNode(
      f.createLiteralTypeNode(
        f.createStringLiteral(this.specifierFor(sf.fileName.replace(/\.tsx?$/, ''), name)),
      ),
      undefined,
      f.createIdentifier(name),
    );
  }

  /** `{ input, output }` when `type` is a valibot schema (it has valibot's `~standard`). */
  schemaTypes(type) {
    if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return undefined;
    const standard = this.checker.getPropertyOfType(type, '~standard');
    if (!standard || !fromValibot(standard)) {
      // An intersection with a valibot schema in it (`Omit<ObjectSchema, ...> & {...}`) declares
      // `~standard` on its object part: look there too.
      if (!standard?.declarations?.some((d) => VALIBOT_FILE.test(d.getSourceFile().fileName)))
        return undefined;
    }
    const props = this.checker.getTypeOfSymbol(standard);
    const types = this.checker.getPropertyOfType(props, 'types');
    if (!types) return undefined;
    const pair = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(types));
    const input = this.checker.getPropertyOfType(pair, 'input');
    const output = this.checker.getPropertyOfType(pair, 'output');
    if (!input || !output) return undefined;
    return { input: this.checker.getTypeOfSymbol(input), output: this.checker.getTypeOfSymbol(output) };
  }

  standardName(member) {
    this.usesStandard = true;
    const f = this.f;
    return member
      ? f.createQualifiedName(f.createIdentifier(STANDARD), f.createIdentifier(member))
      : f.createIdentifier(STANDARD);
  }

  standard({ input, output }, enclosing) {
    const f = this.f;
    if (inGenericScope(enclosing) && (hasTypeVariables(input) || hasTypeVariables(output))) {
      // A generic schema builder (`strictParams<E>(entries: E)`): valibot computes its input and
      // output from E with its own type functions, which have no Standard Schema twin. Those
      // that are only `InferInput<S>`/`InferOutput<S>` of a parameter are written as such; the
      // rest are typed as a schema of unknown input and output (the valibot-typed declarations
      // keep the precise type).
      try {
        return this.standardPrecise(input, output, enclosing);
      } catch {
        this.notes.push(
          `${this.where(enclosing)}: a generic valibot schema, published as a StandardSchemaV1 of unknown`,
        );
        return f.createTypeReferenceNode(this.standardName());
      }
    }
    return this.standardPrecise(input, output, enclosing);
  }

  standardPrecise(input, output, enclosing) {
    const f = this.f;
    const unknownIn = !!(input.flags & ts.TypeFlags.Unknown);
    const unknownOut = !!(output.flags & ts.TypeFlags.Unknown);
    if (unknownIn && unknownOut) return f.createTypeReferenceNode(this.standardName());
    const inNode = this.print(input, enclosing);
    if (input === output) return f.createTypeReferenceNode(this.standardName(), [inNode]);
    const outNode = this.print(output, enclosing);
    // A loose object's input and output are two types of the same form: `StandardSchemaV1<T>`
    // (named by the output's alias when it has one).
    const inText = printed(inNode);
    if (inText === printed(outNode)) return f.createTypeReferenceNode(this.standardName(), [inNode]);
    if (this.aliasNaming(output) && inText === printed(this.print(output, enclosing, { unnamed: true })))
      return f.createTypeReferenceNode(this.standardName(), [outNode]);
    if (
      this.aliasNaming(input) &&
      printed(this.print(input, enclosing, { unnamed: true })) === printed(outNode)
    )
      return f.createTypeReferenceNode(this.standardName(), [inNode]);
    return f.createTypeReferenceNode(this.standardName(), [inNode, outNode]);
  }

  /** valibot's `ObjectEntries` (an object schema's `entries`): schemas by key. */
  objectEntries() {
    const f = this.f;
    return f.createTypeReferenceNode('Record', [
      f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
      f.createTypeReferenceNode(this.standardName()),
    ]);
  }

  valibotAlias(type, enclosing) {
    const f = this.f;
    const name = type.aliasSymbol.name;
    const args = type.aliasTypeArguments ?? [];
    if ((name === 'InferInput' || name === 'InferOutput') && args.length === 1)
      return f.createTypeReferenceNode(this.standardName(name), [this.print(args[0], enclosing)]);
    if (name === 'ObjectEntries' && args.length === 0) return this.objectEntries();
    throw new Error(`valibot's ${name} has no public form`);
  }

  /** A reference to a named (generic) type, its type arguments written by `print`. */
  reference(type, args, enclosing) {
    // The generic type itself (`Promise<T>`), then its arguments written here.
    const generic = !args.length
      ? type
      : type.aliasSymbol
        ? this.checker.getDeclaredTypeOfSymbol(type.aliasSymbol)
        : (type.target ?? type);
    const node = this.builder(generic, enclosing);
    if (!args.length) return node;
    const printed = args.map((arg) => this.print(arg, enclosing));
    if (ts.isTypeReferenceNode(node) && node.typeArguments?.length === printed.length)
      return this.f.updateTypeReferenceNode(node, node.typeName, this.f.createNodeArray(printed));
    if (ts.isImportTypeNode(node) && node.typeArguments?.length === printed.length)
      return this.f.updateImportTypeNode(
        node,
        node.argument,
        node.attributes,
        node.qualifier,
        this.f.createNodeArray(printed),
        node.isTypeOf,
      );
    // The builder wrote the type out instead of naming it: take its form if it names no valibot.
    return node;
  }

  tuple(type, enclosing) {
    const f = this.f;
    const target = type.target;
    const elements = this.checker.getTypeArguments(type).map((element, i) => {
      const flags = target.elementFlags[i];
      const printed = this.print(element, enclosing);
      if (flags & ts.ElementFlags.Optional) return f.createOptionalTypeNode(printed);
      if (flags & ts.ElementFlags.Rest) return f.createRestTypeNode(f.createArrayTypeNode(printed));
      if (flags & ts.ElementFlags.Variadic) return f.createRestTypeNode(printed);
      return printed;
    });
    const node = f.createTupleTypeNode(elements);
    return target.readonly ? f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, node) : node;
  }

  objectLiteral(type, enclosing) {
    const f = this.f;
    const checker = this.checker;
    // Symbol-keyed members (`[Symbol.iterator]`) have no name to write here: TypeScript writes
    // such an object itself (it names no valibot: `builder` checks).
    if (checker.getPropertiesOfType(type).some((p) => p.escapedName.startsWith('__@')))
      return this.builder(type, enclosing);
    const members = [];
    for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call))
      members.push(this.signature(signature, enclosing, ts.SyntaxKind.CallSignature));
    for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Construct))
      members.push(this.signature(signature, enclosing, ts.SyntaxKind.ConstructSignature));
    // A function type stays a function type.
    if (
      members.length === 1 &&
      checker.getSignaturesOfType(type, ts.SignatureKind.Call).length === 1 &&
      !checker.getPropertiesOfType(type).length
    ) {
      const call = members[0];
      return f.createFunctionTypeNode(call.typeParameters, call.parameters, call.type);
    }
    let dropped = false;
    for (const info of checker.getIndexInfosOfType(type)) {
      // valibot's loose objects add `[key: string]: unknown`: users get the known fields only.
      if (isValibotIndex(info)) {
        dropped = true;
        continue;
      }
      members.push(this.indexSignature(info, enclosing));
    }
    for (const property of checker.getPropertiesOfType(type))
      members.push(this.propertySignature(property, enclosing));
    const literal = f.createTypeLiteralNode(members);
    if (dropped && !members.length) literal[DROPPED_INDEX] = true;
    return literal;
  }

  signature(signature, enclosing, kind) {
    const f = this.f;
    const typeParameters = signature.typeParameters?.map((parameter) => {
      const constraint = this.checker.getBaseConstraintOfType(parameter);
      const hasConstraint =
        constraint && !(constraint.flags & ts.TypeFlags.Unknown) && constraint !== parameter;
      return f.createTypeParameterDeclaration(
        undefined,
        parameter.symbol.name,
        hasConstraint ? this.print(constraint, enclosing) : undefined,
      );
    });
    const parameters = signature.parameters.map((symbol) => {
      const declaration = symbol.valueDeclaration;
      const optional =
        declaration && ts.isParameter(declaration) && this.checker.isOptionalParameter(declaration);
      const rest = declaration && ts.isParameter(declaration) && !!declaration.dotDotDotToken;
      return f.createParameterDeclaration(
        undefined,
        rest ? f.createToken(ts.SyntaxKind.DotDotDotToken) : undefined,
        symbol.name,
        optional && !rest ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined,
        this.print(this.propertyType(symbol), enclosing, { optional: optional && !rest }),
      );
    });
    const returns = this.print(this.checker.getReturnTypeOfSignature(signature), enclosing);
    return kind === ts.SyntaxKind.ConstructSignature
      ? f.createConstructSignature(typeParameters, parameters, returns)
      : f.createCallSignature(typeParameters, parameters, returns);
  }

  /** TypeScript's own form of a type that names no valibot (a name, a keyword, a literal). */
  builder(type, enclosing) {
    let node = this.checker.typeToTypeNode(type, enclosing, BUILDER_FLAGS);
    if (!node) throw new Error(`TypeScript cannot write ${this.checker.typeToString(type)}`);
    node = this.importPaths(node);
    stripComments(node);
    if (this.mentionsValibot(node) || mentionsValibotImport(node))
      throw new Error(`${this.checker.typeToString(type)} names valibot`);
    return node;
  }

  // ---- imports -----------------------------------------------------------------------------

  /**
   * The checker, asked outside a declaration emit, names a module it has no import of by its
   * absolute path (`import("/…/src/schemas/common").DateStruct`): a module of this package becomes
   * a relative specifier, a module of another package that package's name (or subpath) that
   * exports the name.
   */
  importPaths(node) {
    const visit = (n) => {
      if (
        ts.isImportTypeNode(n) &&
        ts.isLiteralTypeNode(n.argument) &&
        ts.isStringLiteral(n.argument.literal) &&
        isAbsolute(n.argument.literal.text)
      ) {
        const exported = n.qualifier ? leftmostEntity(n.qualifier) : undefined;
        const specifier = this.specifierFor(n.argument.literal.text, exported);
        return this.f.updateImportTypeNode(
          n,
          this.f.createLiteralTypeNode(this.f.createStringLiteral(specifier)),
          n.attributes,
          n.qualifier,
          n.typeArguments && this.f.createNodeArray(n.typeArguments.map((t) => ts.visitNode(t, visit))),
          n.isTypeOf,
        );
      }
      return ts.visitEachChild(n, visit, this.context);
    };
    return ts.visitNode(node, visit);
  }

  specifierFor(path, exportedName) {
    const own = this.ownSource(path);
    if (own) {
      let specifier = relative(dirname(this.source.fileName), own).replace(/\.tsx?$/, '.js');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      return specifier.split(sep).join('/');
    }
    const found = this.packageExporting(path, exportedName);
    if (found) return found;
    throw new Error(`no module specifier for ${path}${exportedName ? ` (${exportedName})` : ''}`);
  }

  /** The source file of this program at `path` (a module path without its extension). */
  ownSource(path) {
    for (const extension of ['.ts', '.tsx', '.d.ts', '/index.ts']) {
      const file = this.program.getSourceFile(path + extension);
      if (file && !file.isDeclarationFile) return file.fileName;
    }
    return undefined;
  }

  /** `@scope/name` or `@scope/name/sub` whose exports include `name` declared at `path`. */
  packageExporting(path, name) {
    let dir = dirname(path);
    while (dir !== dirname(dir) && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
    const manifestFile = join(dir, 'package.json');
    if (!existsSync(manifestFile)) return undefined;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const subpaths = Object.keys(manifest.exports ?? { '.': null }).filter((k) => !k.endsWith('.json'));
    const options = this.program.getCompilerOptions();
    for (const subpath of subpaths) {
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      const resolved = ts.resolveModuleName(specifier, this.source.fileName, options, ts.sys).resolvedModule;
      const file = resolved && this.program.getSourceFile(resolved.resolvedFileName);
      const moduleSymbol = file && this.checker.getSymbolAtLocation(file);
      if (!moduleSymbol) continue;
      if (!name) return specifier;
      const target = this.program.getSourceFile(`${path}.d.ts`) ?? this.program.getSourceFile(`${path}.ts`);
      const targetModule = target && this.checker.getSymbolAtLocation(target);
      const wanted = targetModule && this.exportOf(targetModule, name);
      const candidate = this.exportOf(moduleSymbol, name);
      if (candidate && (!wanted || candidate === wanted)) return specifier;
    }
    return undefined;
  }

  exportOf(moduleSymbol, name) {
    const exported = this.checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!exported) return undefined;
    return exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
  }

  /** Imports for the names the rewritten declarations use that the emitted file does not bind. */
  addImports(statements) {
    const f = this.f;
    const bound = new Set();
    for (const statement of statements) for (const name of boundNames(statement)) bound.add(name);
    const used = new Set();
    const visit = (n) => {
      if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n) || ts.isTypeQueryNode(n)) {
        const head = leftmost(n.typeName ?? n.expression ?? n.exprName);
        if (head) used.add(head);
      }
      if (ts.isTypeParameterDeclaration(n) || ts.isMappedTypeNode(n) || ts.isInferTypeNode(n)) {
        const name = n.name?.text ?? n.typeParameter?.name?.text;
        if (name) bound.add(name);
      }
      ts.forEachChild(n, visit);
    };
    // Only the rewritten declarations can name what the emitted file does not import.
    for (const statement of statements) if (this.rewritten.has(statement)) visit(statement);
    const added = [];
    if (this.usesStandard && !bound.has(STANDARD)) {
      added.push(
        f.createImportDeclaration(
          undefined,
          f.createImportClause(
            true,
            undefined,
            f.createNamedImports([f.createImportSpecifier(false, undefined, f.createIdentifier(STANDARD))]),
          ),
          f.createStringLiteral(this.standardFrom(this.source.fileName), true),
        ),
      );
      bound.add(STANDARD);
    }
    for (const name of used) {
      if (bound.has(name) || isGlobalTypeName(this.checker, name, this.source)) continue;
      if (this.valibotNames.has(name)) {
        this.problem(`still names valibot (${name})`);
        continue;
      }
      const imported = this.sourceImports.get(name);
      if (!imported) {
        this.problem(`names ${name}, which its declaration file does not declare`);
        continue;
      }
      const clause =
        imported.imported === '*'
          ? f.createImportClause(true, undefined, f.createNamespaceImport(f.createIdentifier(name)))
          : imported.imported === 'default'
            ? f.createImportClause(true, f.createIdentifier(name), undefined)
            : f.createImportClause(
                true,
                undefined,
                f.createNamedImports([
                  f.createImportSpecifier(
                    false,
                    imported.imported === name ? undefined : f.createIdentifier(imported.imported),
                    f.createIdentifier(name),
                  ),
                ]),
              );
      added.push(
        f.createImportDeclaration(undefined, clause, f.createStringLiteral(imported.specifier, true)),
      );
      bound.add(name);
    }
    if (!added.length) return statements;
    const firstNonImport = statements.findIndex((s) => !ts.isImportDeclaration(s));
    const at = firstNonImport < 0 ? statements.length : firstNonImport;
    return [...statements.slice(0, at), ...added, ...statements.slice(at)];
  }
}

// ---- helpers ---------------------------------------------------------------------------------

const textPrinter = ts.createPrinter({ removeComments: true });
/** A type node's text, to compare two written types. */
function printed(node) {
  return textPrinter.printNode(
    ts.EmitHint.Unspecified,
    node,
    ts.createSourceFile('x.ts', '', ts.ScriptTarget.Latest),
  );
}

/** Whether a node is inside a declaration with type parameters. */
function inGenericScope(node) {
  for (let n = node; n; n = n.parent) if (n.typeParameters?.length) return true;
  return false;
}

/** Whether a type involves a type parameter (a generic signature's, unresolved). */
function hasTypeVariables(type, seen = new Set()) {
  if (seen.has(type)) return false;
  seen.add(type);
  if (
    type.flags &
    (ts.TypeFlags.TypeParameter |
      ts.TypeFlags.IndexedAccess |
      ts.TypeFlags.Conditional |
      ts.TypeFlags.Index |
      ts.TypeFlags.Substitution)
  )
    return true;
  if (type.aliasTypeArguments?.some((t) => hasTypeVariables(t, seen))) return true;
  if (type.types?.some((t) => hasTypeVariables(t, seen))) return true;
  if (
    type.objectFlags & ts.ObjectFlags.Reference &&
    type.resolvedTypeArguments?.some((t) => hasTypeVariables(t, seen))
  )
    return true;
  if (type.objectFlags & ts.ObjectFlags.Mapped) return true;
  return false;
}

function leftmostEntity(name) {
  let n = name;
  while (ts.isQualifiedName(n)) n = n.left;
  return ts.isIdentifier(n) ? n.text : undefined;
}

function leftmost(name) {
  let n = name;
  while (n && (ts.isQualifiedName(n) || ts.isPropertyAccessExpression(n)))
    n = ts.isQualifiedName(n) ? n.left : n.expression;
  return n && ts.isIdentifier(n) ? n.text : undefined;
}

function mentionsValibotImport(node) {
  let found = false;
  const visit = (n) => {
    if (found) return;
    if (
      ts.isImportTypeNode(n) &&
      ts.isLiteralTypeNode(n.argument) &&
      ts.isStringLiteral(n.argument.literal) &&
      isValibotSpecifier(n.argument.literal.text)
    )
      found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Removes the comment ranges the node builder copies from declarations in other files. */
function stripComments(node) {
  const visit = (n) => {
    ts.setEmitFlags(n, ts.EmitFlags.NoComments);
    ts.forEachChild(n, visit);
  };
  visit(node);
}

function isReadonly(symbol) {
  if (ts.getCheckFlags && ts.CheckFlags && ts.getCheckFlags(symbol) & ts.CheckFlags.Readonly) return true;
  return !!symbol.declarations?.some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly);
}

/** valibot's `[key: string]: unknown` of a loose object's output. */
function isValibotIndex(info) {
  return !!info.declaration && VALIBOT_FILE.test(info.declaration.getSourceFile().fileName);
}

/** A property declared with a valibot type (an `entries` member written in valibot terms). */
function isValibotTyped(declaration) {
  return VALIBOT_FILE.test(declaration.getSourceFile().fileName);
}

/** The node a declaration-emit node was copied from, when it was written in the sources. */
function sourceNodeOf(node) {
  if (!node) return undefined;
  const original = ts.getOriginalNode(node);
  if (original.pos < 0 || !original.parent) return undefined;
  return original;
}

/** Whether the type a source node writes involves a type parameter. */
function hasTypeParameter(checker, node) {
  if (!node) return false;
  let found = false;
  const visit = (n) => {
    if (found) return;
    if (ts.isTypeReferenceNode(n)) {
      const symbol = checker.getSymbolAtLocation(n.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) {
        found = true;
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function propertyNameText(name) {
  if (
    ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNumericLiteral(name) ||
    ts.isPrivateIdentifier(name)
  )
    return name.text;
  return undefined;
}

function propertyName(f, name) {
  return ts.isIdentifierText(name, ts.ScriptTarget.ESNext)
    ? f.createIdentifier(name)
    : f.createStringLiteral(name);
}

function parenthesizeMember(f, node, inIntersectionOrArray = false) {
  if (ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node) || ts.isConditionalTypeNode(node))
    return f.createParenthesizedType(node);
  if (inIntersectionOrArray && (ts.isUnionTypeNode(node) || ts.isTypeOperatorNode(node)))
    return f.createParenthesizedType(node);
  if (ts.isIntersectionTypeNode(node) && !inIntersectionOrArray) return f.createParenthesizedType(node);
  return node;
}

/** The documentation comment of a property's declaration, as a synthetic comment's text. */
function docComment(symbol, program) {
  for (const declaration of symbol.declarations ?? []) {
    const sf = declaration.getSourceFile();
    // Ours only: not valibot's, not TypeScript's lib (a mapped String's methods), not another library's.
    if (
      VALIBOT_FILE.test(sf.fileName) ||
      program.isSourceFileDefaultLibrary(sf) ||
      /[\\/]node_modules[\\/]/.test(sf.fileName)
    )
      continue;
    const docs = ts.getJSDocCommentsAndTags(declaration).filter((d) => d.kind === ts.SyntaxKind.JSDoc);
    const doc = docs.at(-1);
    if (!doc) continue;
    const text = sf.text.slice(doc.pos, doc.end);
    if (!text.startsWith('/**')) continue;
    const lines = text
      .slice(2, -2)
      .split('\n')
      .map((line, i) => (i === 0 ? line : ` ${line.trim()}`));
    return lines.join('\n').replace(/\s+$/, lines.length > 1 ? '\n ' : ' ');
  }
  return undefined;
}

/** The names a top-level statement binds (declarations and imports). */
export function boundNames(statement) {
  const names = [];
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause?.name) names.push(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) names.push(e.name.text);
  } else if (ts.isVariableStatement(statement)) {
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name)) names.push(d.name.text);
  } else if (statement.name && ts.isIdentifier(statement.name)) names.push(statement.name.text);
  return names;
}

function isExported(statement) {
  return (
    !!ts.getCombinedModifierFlags(statement) &&
    !!(ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export)
  );
}

function exportedModifier(statement) {
  return statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
}

/**
 * Drops declarations that are not exported and that nothing left in the file names (the
 * `...Shape` consts behind rewritten interfaces), until none is left to drop.
 */
function dropUnused(statements) {
  let current = statements;
  for (;;) {
    const referenced = new Map();
    const exportedNames = new Set();
    for (const statement of current) {
      if (
        ts.isExportDeclaration(statement) &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      )
        for (const e of statement.exportClause.elements) exportedNames.add((e.propertyName ?? e.name).text);
      if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression))
        exportedNames.add(statement.expression.text);
    }
    for (const statement of current) {
      const own = new Set(ts.isImportDeclaration(statement) ? [] : boundNames(statement));
      const visit = (n) => {
        if (ts.isIdentifier(n)) {
          const parent = n.parent;
          const isOwnName = parent && parent.name === n && own.has(n.text) && parent.parent === undefined;
          if (!isOwnName) referenced.set(n.text, (referenced.get(n.text) ?? 0) + 1);
        }
        ts.forEachChild(n, visit);
      };
      ts.forEachChild(statement, (child) => {
        // The declaration's own name is not a use of it.
        if (child === statement.name) return;
        if (ts.isVariableDeclarationList(child)) {
          for (const d of child.declarations) {
            if (d.type) visit(d.type);
          }
          return;
        }
        visit(child);
      });
    }
    const next = current.filter((statement) => {
      if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) return true;
      if (exportedModifier(statement) || isExported(statement)) return true;
      const names = boundNames(statement);
      if (!names.length) return true;
      return names.some((name) => referenced.has(name) || exportedNames.has(name));
    });
    if (next.length === current.length) return current;
    current = next;
  }
}

const globalCache = new WeakMap();
function isGlobalTypeName(checker, name, sourceFile) {
  let globals = globalCache.get(sourceFile);
  if (!globals) {
    globals = new Set(
      checker
        .getSymbolsInScope(sourceFile, ts.SymbolFlags.Type | ts.SymbolFlags.Namespace)
        .filter((s) => !s.declarations?.some((d) => d.getSourceFile() === sourceFile))
        .map((s) => s.name),
    );
    globalCache.set(sourceFile, globals);
  }
  return globals.has(name) && !isLocalImport(sourceFile, name);
}

function isLocalImport(sourceFile, name) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (boundNames(statement).includes(name)) return true;
  }
  return false;
}
