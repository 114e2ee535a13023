// Bundles the server (and the shared package) into dist/main.js, and the parse pool's child script
// into dist/parse-worker.js beside it (the pool forks that file: docs/decisions/0051); npm packages
// stay external. Data the server reads at run time (demo/, handbook/, assets/) stays beside the package
// and is found by walking up from dist/ (docs/decisions/0058).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'parse-worker': 'src/jobs/file-parsing/parse-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@firebreak/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'warning',
});
