/**
 * What the package's stable fronts promise, read from its declaration files
 * with TypeScript's own compiler API: for each front entry, every export and
 * whether it is documented (a JSDoc comment on its declaration) and, for a
 * function or class, whether its comment carries an `@example`.
 * `pocket-cube-solver/internals` is no front: it promises nothing (issue 34).
 */
import ts from 'typescript';

export interface FrontExport {
  readonly entry: string;
  readonly name: string;
  readonly documented: boolean;
  /** Functions and classes only: true when the comment has an @example tag; null for anything else. */
  readonly example: boolean | null;
}

/** Every export of each entry file (a .d.ts in an installed package, or the .ts source), as above. */
export function frontExports(entryFiles: Readonly<Record<string, string>>): FrontExport[] {
  const files = Object.values(entryFiles);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    allowImportingTsExtensions: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const found: FrontExport[] = [];
  for (const [entry, file] of Object.entries(entryFiles)) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`no source file ${file} for ${entry}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue; // an entry with no exports (a worker script)
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = symbol.declarations ?? [];
      const docs = declarations.flatMap((d) => ts.getJSDocCommentsAndTags(d));
      const callable = declarations.some((d) => ts.isFunctionDeclaration(d) || ts.isClassDeclaration(d));
      const example = declarations.some((d) => ts.getJSDocTags(d).some((tag) => tag.tagName.text === 'example'));
      found.push({ entry, name: exported.name, documented: docs.length > 0, example: callable ? example : null });
    }
  }
  return found;
}
