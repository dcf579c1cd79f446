// The library build of @ugift/ui and @ugift/api-client (their vite configs): ESM only, one module
// per source file (preserveModules), so a consumer's bundler keeps only the modules an app
// imports; every dependency and peer dependency stays an import. Declarations come from tsc.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { BuildEnvironmentOptions } from 'vite';

export function libraryBuild(
  packageDir: string,
  entry: Record<string, string>,
): BuildEnvironmentOptions {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const external = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ];
  return {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: { entry, formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  };
}
