// npm test's last words: each phase's wall time and the slowest test files of each phase, read from
// the folder scripts/test.sh writes (phases.tsv, and one <phase>.jsonl of file times per test phase).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SLOWEST = 15;
const dir = process.argv[2];
const read = (name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const phases = read('phases.tsv')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [key, title, ms, status] = line.split('\t');
    return { key, title, ms: Number(ms), status };
  });
if (phases.length === 0) process.exit(0);

console.log('\n==> npm test: time per phase');
for (const phase of phases) {
  console.log(`  ${minutes(phase.ms).padStart(9)}  ${phase.status === '0' ? 'ok    ' : 'FAILED'}  ${phase.title}`);
}
const total = phases.reduce((sum, phase) => sum + phase.ms, 0);
console.log(`  ${minutes(total).padStart(9)}  in all`);

for (const phase of phases) {
  const files = read(`${phase.key}.jsonl`)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  if (files.length === 0) continue;
  files.sort((a, b) => b.ms - a.ms);
  console.log(`\n==> the ${Math.min(SLOWEST, files.length)} slowest of ${files.length} files: ${phase.title}`);
  for (const file of files.slice(0, SLOWEST)) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.file}`);
}
