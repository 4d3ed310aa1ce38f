import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A step that runs once the client build has written its files: not in dev, not in the server
 * build the prerender makes. Steps run one after another in the order vite.config.ts lists their
 * plugins: the page is prerendered, then the staff page built beside it, then firebase.json
 * hashes the inline code of both.
 */
export function afterClientBuild(
  name: string,
  step: (config: ResolvedConfig) => Promise<void>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: { order: 'post', sequential: true, handler: () => step(config) },
  };
}
