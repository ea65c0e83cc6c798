// Compiles the server to plain JavaScript for production (decision 007): one bundle per entry,
// the contract's TypeScript included, every npm package left to node_modules.
import { build } from 'esbuild';

/** Workspace packages are TypeScript sources: bundle them; everything else stays a package import. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@teater/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-grown': 'src/seed/grown/cli.ts',
    ops: 'src/operations/cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
});
