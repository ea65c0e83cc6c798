// A node:test reporter beside the TAP one: each test file's wall time, one JSON line a file
// (`{"file","ms","failed"}`), for the summary npm test prints at its end (scripts/timing/summary.mjs).
import { relative, resolve } from 'node:path';

/** The file itself completes as a test named by its path (absolute on Node 20, relative on 26). */
const isFileItself = (data) => data.nesting === 0 && resolve(data.name) === resolve(data.file);

export default async function* fileTimes(source) {
  const failed = new Set();
  for await (const event of source) {
    const data = event.data;
    if (!data?.file) continue;
    if (event.type === 'test:fail') failed.add(data.file);
    if (event.type === 'test:complete' && isFileItself(data)) {
      const ms = Math.round(data.details?.duration_ms ?? 0);
      yield `${JSON.stringify({ file: relative(process.cwd(), data.file), ms, failed: failed.has(data.file) })}\n`;
    }
  }
}
