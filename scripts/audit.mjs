// CI's dependency audit: `npm audit` on the production dependencies when the advisory service can be
// reached; fails on high or critical advisories. When it cannot be reached (this machine's registry
// mirror refuses the bulk advisory endpoint), it says so plainly and does not fail the build.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--json', '--omit=dev'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout || '{}');
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report.message || report.error?.summary || result.stderr?.split('\n').find(Boolean) || 'no answer';
  console.log(`npm audit could not reach the advisory service (${reason.trim()}): not audited in this run.`);
  process.exit(0);
}
const summary = Object.entries(counts)
  .filter(([level]) => level !== 'total')
  .map(([level, n]) => `${level} ${n}`)
  .join(', ');
console.log(`npm audit (production dependencies): ${counts.total ?? 0} advisories (${summary})`);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === 'high' || entry.severity === 'critical')
      console.log(
        `  ${entry.severity}: ${name} ${entry.range ?? ''} (fix available: ${Boolean(entry.fixAvailable)})`,
      );
  }
  process.exit(1);
}
