/**
 * `npm run policy-templates`: writes the managed schema (public/managed-schema.json, in the
 * package) and the administrator's templates (docs/admin/) from lib/policy/policies.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminTemplates } from '../lib/policy/admin-templates';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [path, text] of Object.entries(adminTemplates())) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.info(`wrote ${path}`);
}
