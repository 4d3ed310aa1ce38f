import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DeployProject {
  projectId: string;
  /** The .firebaserc alias it was named by, if any: a deploy then also reads .env.<alias>. */
  alias?: string;
}

/**
 * The project `firebase deploy` would use, by firebase-tools' rules (lib/command.js): --project
 * (an alias in .firebaserc or an id), else .firebaserc's only project, else its "default".
 * (`firebase use` in a terminal can also pick one; that choice is kept outside the repository,
 * so give --project when you rely on it.)
 */
export function deployProject(root: string, project?: string): DeployProject | undefined {
  const rcPath = join(root, '.firebaserc');
  const aliases = existsSync(rcPath)
    ? ((JSON.parse(readFileSync(rcPath, 'utf8')) as { projects?: Record<string, string> })
        .projects ?? {})
    : {};
  if (project)
    return aliases[project]
      ? { projectId: aliases[project], alias: project }
      : { projectId: project };
  const entries = Object.entries(aliases);
  const [only] = entries;
  if (entries.length === 1 && only) return { projectId: only[1], alias: only[0] };
  if (aliases.default) return { projectId: aliases.default, alias: 'default' };
  return undefined;
}
