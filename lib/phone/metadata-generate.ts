/**
 * Writes the content script's metadata from the installed libphonenumber-js:
 * `npm run phone-metadata` (see metadata-regions.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  METADATA_REGIONS,
  codesWithoutRegion,
  regionsByCallingCode,
  regionsWritingPrefix,
  sliceMetadata,
  sliceRestOfWorld,
  type MetadataJson,
} from './metadata-regions';

const require = createRequire(import.meta.url);
const fullPath = require.resolve('libphonenumber-js/metadata.min.json');
const full = JSON.parse(await readFile(fullPath, 'utf8')) as MetadataJson;
const files: [string, unknown][] = [
  ['./metadata.regions.json', sliceMetadata(full, METADATA_REGIONS)],
  ['./metadata.world.json', sliceRestOfWorld(full, METADATA_REGIONS)],
  ['./metadata.nongeographic-codes.json', codesWithoutRegion(full)],
  ['./metadata.region-codes.json', regionsByCallingCode(full)],
  ['./metadata.prefix-written.json', regionsWritingPrefix(full)],
];
for (const [file, json] of files) {
  const target = new URL(file, import.meta.url);
  await writeFile(target, `${JSON.stringify(json)}\n`);
  console.info(`Wrote ${target.pathname}`);
}
