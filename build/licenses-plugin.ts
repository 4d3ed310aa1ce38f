import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const FILE_NAME = 'licencias.txt';
const LICENSE_FILES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'LICENCE'];

function readLicenseText(packageDir: string): string {
  for (const name of LICENSE_FILES) {
    try {
      return readFileSync(join(packageDir, name), 'utf8').trim();
    } catch {
      // try the next spelling
    }
  }
  return '(el paquete no incluye el texto de su licencia)';
}

/** The footer's 'Licencias' page: the licences of the software shipped to the visitor's browser. */
export function renderLicenses(root: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const sections = Object.keys(manifest.dependencies)
    .sort()
    .map((name) => {
      const dir = join(root, 'node_modules', name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        version: string;
        license?: string;
      };
      return `${name} ${pkg.version} (${pkg.license ?? 'sin licencia declarada'})\n\n${readLicenseText(dir)}`;
    });
  const rule = `\n\n${'='.repeat(72)}\n\n`;
  return `Licencias del software de código abierto que usa esta página\n${rule}${sections.join(rule)}\n`;
}

export function licensesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'primer-paso-licenses',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(renderLicenses(root));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: renderLicenses(root) });
    },
  };
}
