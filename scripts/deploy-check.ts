import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkDeploy } from '../build/deploy-check/check-deploy.ts';

/**
 * `npm run deploy:check [-- --project ID]`: what `firebase deploy` would refuse about the build in
 * this folder (npm run build), found offline. Exits 1 with the problems listed.
 */
const { values } = parseArgs({
  options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: npm run deploy:check [-- --project PROJECT_ID_OR_ALIAS]');
  process.exit(0);
}
const { problems, warnings } = await checkDeploy({
  root: resolve(import.meta.dirname, '..'),
  ...(values.project ? { project: values.project } : {}),
});
for (const warning of warnings) console.warn(`warning: ${warning}\n`);
for (const problem of problems) console.error(`problem: ${problem}\n`);
if (problems.length > 0) {
  console.error(`deploy:check: ${problems.length} problem(s): do not deploy this build yet.`);
  process.exit(1);
}
console.log('deploy:check: nothing firebase-tools would refuse was found offline.');
