// `npm run check:structure` (part of `npm run validate`): the server's modules keep the shapes issue 28
// settled on. A service function takes one object built from ServiceDeps<…> (apps/server/src/lib/context.ts),
// never a positional database, and no module declares a `Db` type of its own. Reads the sources with the
// TypeScript parser already installed for the type checks; tests are not checked.
import { readdirSync, readFileSync } from 'node:fs';
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

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
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

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const violations = checkModules();
  if (violations.length > 0) {
    for (const { file, line, message } of violations) console.error(`${file}:${line} ${message}`);
    console.error(
      `\ncheck-structure: ${violations.length} problem(s) in ${MODULES_DIR} (services take one ServiceDeps object, issue 28).`,
    );
    process.exit(1);
  }
  console.log(`check-structure: ${MODULES_DIR} keeps to its shapes.`);
}
