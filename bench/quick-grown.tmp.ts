import path from 'node:path';
import { renderTable } from './budgets.js';
import { grownFigures } from './grown.js';
import { startCluster } from './postgres-cluster.js';
import { repoRoot } from './processes.js';

const webDist = path.resolve(repoRoot, 'web/dist');
const which = process.argv[2] ?? 'pglite';
const cluster = which === 'postgres' ? await startCluster((m) => process.stderr.write(`${m}\n`)) : undefined;
try {
  console.log(renderTable(await grownFigures(which, webDist, cluster?.url)));
} finally {
  cluster?.stop();
}
