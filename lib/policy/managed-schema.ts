/**
 * The manifest's `storage.managed_schema` (Chrome, Edge, Yandex Browser), made from the
 * policies' table. Chrome refuses to load an extension whose schema it cannot read, so it uses
 * only what Chrome's schema reader knows: type, properties, items, enum, title, description.
 */
import { POLICIES, POLICY_NAMES, type PolicyKind } from './policies';

type JsonSchema = Record<string, unknown>;

function schemaOf(kind: PolicyKind): JsonSchema {
  switch (kind.type) {
    case 'string':
      return { type: 'string' };
    case 'boolean':
      return { type: 'boolean' };
    case 'list':
      return { type: 'array', items: { type: 'string' } };
    case 'choice':
      return { type: 'string', enum: [...kind.values] };
  }
}

export function managedSchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const name of POLICY_NAMES) {
    const policy = POLICIES[name];
    properties[name] = { title: name, description: policy.description, ...schemaOf(policy.kind) };
  }
  return { type: 'object', properties };
}

/** The file in the package the manifest names. */
export const MANAGED_SCHEMA_FILE = 'managed-schema.json';
