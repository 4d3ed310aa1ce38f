import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

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

interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

function shippedPackages(root: string): ShippedPackage[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies)
    .sort()
    .map((name) => {
      const dir = join(root, 'node_modules', name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        version: string;
        license?: string;
      };
      const license = pkg.license ?? 'sin licencia declarada';
      return { name, version: pkg.version, license, text: readLicenseText(dir) };
    });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a licence name means, in a sentence a visitor can read; the full text follows. */
const LICENSE_SUMMARIES: Record<string, string> = {
  MIT: 'permite usar, copiar, modificar y distribuir el programa, siempre que se conserve este aviso.',
  'Apache-2.0':
    'permite usar, copiar, modificar y distribuir el programa, conservando sus avisos y diciendo qué se cambió.',
  'MIT-0': 'permite usar, copiar, modificar y distribuir el programa, sin ninguna condición.',
  ISC: 'permite usar, copiar, modificar y distribuir el programa, siempre que se conserve este aviso.',
  'BSD-3-Clause':
    'permite usar y distribuir el programa, conservando el aviso y sin usar el nombre de sus autores para promocionar otro producto.',
};

/** Its own file: the site's policy allows no inline style but the public page's, by hash. */
const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1c2621; background: #f6f8f7; margin: 0; }
  main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { color: #063f27; font-size: 1.6rem; }
  a { color: #063f27; }
  li { margin-block: 1rem; }
  pre { white-space: pre-wrap; font-size: 0.8rem; background: #fff; padding: 0.75rem; border: 1px solid #c9d3cd; }
  summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; }
  :focus-visible { outline: 3px solid #1a57c9; outline-offset: 2px; }
`;

/**
 * The footer's 'Licencias' page, in Spanish: what the licences are and why they are listed, then
 * each package the page and its server run on (package.json's dependencies) with its licence's name, what it allows, and its
 * full text (in English, as its authors wrote it). No script: it reads on any phone.
 */
export function renderLicenses(root: string, siteName: string): string {
  const items = shippedPackages(root).map(
    ({ name, version, license, text }) => `<li>
        <strong>${escapeHtml(name)}</strong> ${escapeHtml(version)}: licencia ${escapeHtml(license)}${
          LICENSE_SUMMARIES[license] ? `, que ${LICENSE_SUMMARIES[license]}` : '.'
        }
        <details><summary>Texto de la licencia de ${escapeHtml(name)} (en inglés)</summary><pre>${escapeHtml(text)}</pre></details>
      </li>`,
  );
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Licencias · ${escapeHtml(siteName)}</title>
    <link rel="stylesheet" href="/licencias/licencias.css" />
  </head>
  <body>
    <main>
      <p><a href="/">Volver a la página principal</a></p>
      <h1>Licencias del software</h1>
      <p>
        Esta página y su servidor están hechos con programas de código abierto, que sus autores comparten para que
        cualquiera los use. Sus licencias son las condiciones con que lo permiten, y piden, entre
        otras cosas, que digamos cuáles usamos. Son estos, con el nombre de su licencia y lo que
        permite; el texto completo de cada una está en inglés, el idioma en que la escribieron sus
        autores.
      </p>
      <ul>
      ${items.join('\n      ')}
      </ul>
    </main>
  </body>
</html>
`;
}

const PAGE = 'licencias/index.html';
const STYLESHEET = 'licencias/licencias.css';

export function licensesPlugin(siteName: string): Plugin {
  let root = process.cwd();
  return {
    name: 'primer-paso-licenses',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use('/licencias/', (request, response, next) => {
        if (request.url === '/licencias.css') {
          response.setHeader('Content-Type', 'text/css; charset=utf-8');
          response.end(STYLE);
          return;
        }
        if (request.url !== '/' && request.url !== '/index.html') return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(renderLicenses(root, siteName));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE, source: renderLicenses(root, siteName) });
      this.emitFile({ type: 'asset', fileName: STYLESHEET, source: STYLE });
    },
  };
}
