/** Writes `metadata.regions.json` from the installed libphonenumber-js: `npm run phone-metadata`. */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { METADATA_REGIONS, sliceMetadata, type MetadataJson } from './metadata-regions';

const require = createRequire(import.meta.url);
const fullPath = require.resolve('libphonenumber-js/metadata.min.json');
const full = JSON.parse(await readFile(fullPath, 'utf8')) as MetadataJson;
const target = new URL('./metadata.regions.json', import.meta.url);
await writeFile(target, `${JSON.stringify(sliceMetadata(full, METADATA_REGIONS))}\n`);
console.info(`Wrote ${target.pathname} (${METADATA_REGIONS.length} regions)`);
