// `npm run check:structure` (part of `npm run validate` and CI): the code keeps the shapes issue 28
// settled on.
// - Server: a service function takes one object built from ServiceDeps<…> (apps/server/src/lib/context.ts),
//   never a positional database, and no module declares a `Db` type of its own (tests are not checked).
// - Web: the import boundaries, with the zones read from the folders themselves (decision 0084), so a new
//   feature is guarded the day it is made, and `@/…` and relative paths are caught alike. A feature
//   imports no other feature; entities import no feature, component or app code; lib, components and
//   config import no feature and no app code.
// Reads the sources with the TypeScript parser already installed for the type checks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MODULES_DIR = 'apps/server/src/modules';

const DATABASE_PARAMETER = /^(db|trx)$/;
const DATABASE_TYPE = /^(Kysely|Transaction)\s*</;

const isExported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** The exported functions of a file: declarations and `export const f = (…) => …` / `function (…)`. */
function exportedFunctions(sourceFile) {
  const found = [];
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement))
      found.push({ name: statement.name?.text ?? 'default', fn: statement });
    else if (ts.isVariableStatement(statement) && isExported(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          found.push({ name: declaration.name.getText(sourceFile), fn: init });
      }
  }
  return found;
}

/** Every breach of the rules in one file's source: `{ file, line, message }`, in source order. */
export function findViolations(source, file = 'source.ts') {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const violations = [];
  const visit = (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'Db')
      violations.push({
        file,
        line: lineOf(node),
        message:
          "declares its own `type Db`: take `{ db }: ServiceDeps<'db'>` from apps/server/src/lib/context.ts instead",
      });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  for (const { name, fn } of exportedFunctions(sourceFile)) {
    const first = fn.parameters[0];
    if (!first || !ts.isIdentifier(first.name)) continue;
    const typeText = first.type?.getText(sourceFile) ?? '';
    if (!DATABASE_PARAMETER.test(first.name.text) && !DATABASE_TYPE.test(typeText)) continue;
    violations.push({
      file,
      line: lineOf(first),
      message: `${name}(${first.name.text}, …) takes the database positionally: take one object, e.g. \`${name}({ db }: ServiceDeps<'db'>, …)\``,
    });
  }
  return violations.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir, { tests = false, tsx = false } = {}) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full, { tests, tsx }));
    else if (
      (entry.name.endsWith('.ts') || (tsx && entry.name.endsWith('.tsx'))) &&
      (tests || !/\.test\.tsx?$/.test(entry.name)) &&
      !entry.name.endsWith('.d.ts')
    )
      files.push(full);
  }
  return files.sort();
}

/** The breaches in every module source under `dir` (relative to the repository root), tests left out. */
export function checkModules(dir = MODULES_DIR) {
  return sourceFiles(path.join(root, dir)).flatMap((full) =>
    findViolations(readFileSync(full, 'utf8'), path.relative(root, full)),
  );
}

export const WEB_SRC = 'apps/web/src';

/** Every module specifier a file names: imports, re-exports, `import()` and `vi.mock()` with a literal. */
export function importsOf(source, file = 'source.tsx') {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (literal) =>
    found.push({
      specifier: literal.text,
      line: sourceFile.getLineAndCharacterOfPosition(literal.getStart(sourceFile)).line + 1,
    });
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(sourceFile);
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        callee === 'vi.mock' ||
        callee === 'require'
      )
        add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The zone of a path inside the web source, as `{ layer, name }`: `features/quoting/…` is
 * `{ layer: 'features', name: 'quoting' }`, `lib/api-client.ts` is `{ layer: 'lib' }`. The layers are
 * the folders of apps/web/src, whatever they are today.
 */
export function zoneOf(relativeToSrc) {
  const [layer, name] = relativeToSrc.split('/');
  return { layer, name: layer === 'features' || layer === 'entities' ? name : undefined };
}

const BOUNDARIES = {
  features: {
    refuses: (to, from) => to.layer === 'features' && to.name !== from.name,
    message: (to) =>
      `imports the feature '${to.name}': a feature does not import another feature; move what both need into src/entities, src/lib or src/components`,
  },
  entities: {
    refuses: (to) => ['features', 'app', 'components'].includes(to.layer),
    message: (to) =>
      `imports src/${to.layer}: entities hold shared data and import no feature, component or app code`,
  },
  lib: {
    refuses: (to) => ['features', 'app'].includes(to.layer),
    message: (to) => `imports src/${to.layer}: lib, components and config know no feature and no app shell`,
  },
};
BOUNDARIES.components = BOUNDARIES.lib;
BOUNDARIES.config = BOUNDARIES.lib;

/**
 * The boundary breaches of one web file (`file` relative to apps/web/src, e.g.
 * `features/sites/components/site-list.tsx`): `@/x` is `src/x`; a relative path is resolved from the file.
 */
export function findBoundaryViolations(source, file) {
  const from = zoneOf(file);
  const rule = BOUNDARIES[from.layer];
  if (!rule) return [];
  const violations = [];
  for (const { specifier, line } of importsOf(source, file)) {
    let target;
    if (specifier.startsWith('@/')) target = specifier.slice(2);
    else if (specifier.startsWith('.'))
      target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    else continue;
    if (target.startsWith('..')) continue;
    const to = zoneOf(target);
    if (rule.refuses(to, from))
      violations.push({ file: `${WEB_SRC}/${file}`, line, message: rule.message(to) });
  }
  return violations;
}

/** The boundary breaches in every web source file, tests included (they live beside the code). */
export function checkWebBoundaries(dir = WEB_SRC) {
  const base = path.join(root, dir);
  if (!existsSync(base) || !statSync(base).isDirectory()) return [];
  return sourceFiles(base, { tests: true, tsx: true }).flatMap((full) =>
    findBoundaryViolations(readFileSync(full, 'utf8'), path.relative(base, full).split(path.sep).join('/')),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const violations = [...checkModules(), ...checkWebBoundaries()];
  if (violations.length > 0) {
    for (const { file, line, message } of violations) console.error(`${file}:${line} ${message}`);
    console.error(
      `\ncheck-structure: ${violations.length} problem(s) (services take one ServiceDeps object; web layers keep their boundaries: docs/CODE_STYLE.md).`,
    );
    process.exit(1);
  }
  console.log(`check-structure: ${MODULES_DIR} and ${WEB_SRC} keep to their shapes.`);
}
