import { resolve } from 'node:path';
import ts from 'typescript';

/** How a module uses an entity of the table: reads it, or writes its items. */
export type EntityUse = { entity: string; write: boolean; line: number };

const WRITE_METHODS = new Set(['put', 'create', 'update', 'patch', 'upsert', 'delete', 'remove']);

/**
 * The entities each source module uses, found by the type checker: a property access or a destructured
 * name whose declaration is one of the table Service's entities (lambdas/platform/db/entities.ts and the
 * record kinds of entities/records.ts). A use is a write when the next call on it is a write method.
 */
export const entityUsesOf = (root: string, files: readonly string[]): Map<string, EntityUse[]> => {
  const config = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram({ rootNames: files.map((file) => resolve(root, file)), options: parsed.options });
  const checker = program.getTypeChecker();
  const entitiesFile = resolve(root, 'lambdas/platform/db/entities.ts');
  const recordsFile = resolve(root, 'lambdas/platform/db/entities/records.ts');
  const isEntityDeclaration = (symbol: ts.Symbol | undefined): boolean =>
    (symbol?.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile().fileName;
      if (file === entitiesFile)
        return ts.isPropertyAssignment(declaration) || ts.isShorthandPropertyAssignment(declaration);
      // The record kinds' entities: the properties of the object createRecordEntities returns.
      return (
        file === recordsFile &&
        ts.isPropertyAssignment(declaration) &&
        ts.isCallExpression(declaration.initializer) &&
        declaration.initializer.expression.getText() === 'createRecordEntity'
      );
    });
  /** An expression whose properties are the entities: `db()`, or the entities a transaction passes. */
  const isEntitiesObject = (expression: ts.Expression): boolean =>
    ['order', 'receipt', 'company'].every((name) =>
      isEntityDeclaration(checker.getTypeAtLocation(expression).getProperty(name)),
    );
  const literalsOf = (type: ts.Type): string[] =>
    type.isUnion() ? type.types.flatMap(literalsOf) : type.isStringLiteral() ? [type.value] : [];
  const writeAfter = (node: ts.Node): boolean => {
    const parent = node.parent;
    return Boolean(
      parent &&
        ts.isPropertyAccessExpression(parent) &&
        parent.expression === node &&
        WRITE_METHODS.has(parent.name.text),
    );
  };
  const uses = new Map<string, EntityUse[]>();
  for (const file of files) {
    const source = program.getSourceFile(resolve(root, file));
    if (!source) continue;
    const found: EntityUse[] = [];
    const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && isEntityDeclaration(checker.getSymbolAtLocation(node.name))) {
        found.push({ entity: node.name.text, write: writeAfter(node), line: line(node) });
      }
      if (ts.isElementAccessExpression(node) && isEntitiesObject(node.expression)) {
        for (const entity of literalsOf(checker.getTypeAtLocation(node.argumentExpression))) {
          found.push({ entity, write: writeAfter(node), line: line(node) });
        }
      }
      if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name)) {
          const property = checker.getTypeAtLocation(node.parent).getProperty(name.text);
          if (isEntityDeclaration(property) && ts.isIdentifier(node.name)) {
            const local = node.name;
            const references = usesOfLocal(source, local, checker);
            found.push({ entity: name.text, write: references.some(writeAfter), line: line(node) });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (found.length) uses.set(file, found);
  }
  return uses;
};

const usesOfLocal = (source: ts.SourceFile, local: ts.Identifier, checker: ts.TypeChecker): ts.Identifier[] => {
  const symbol = checker.getSymbolAtLocation(local);
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node !== local && checker.getSymbolAtLocation(node) === symbol) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};
