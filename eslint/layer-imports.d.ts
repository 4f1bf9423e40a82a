import type { Rule } from 'eslint';
import type { Layer } from './layers.js';

export function resolveImport(importer: string, source: string): string | undefined;
export function brokenLayer(importer: string, target: string): Layer | undefined;
export const layerImports: Rule.RuleModule;
declare const plugin: { rules: { imports: Rule.RuleModule } };
export default plugin;
