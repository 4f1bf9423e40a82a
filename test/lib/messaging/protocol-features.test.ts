/**
 * The protocol's index puts the features' messages together as they were in one file: every
 * message type, and which of them only the extension's own pages may send.
 */
import { describe, expect, it } from 'vitest';
import { PRIVILEGED_TYPES, Request } from '../../../lib/messaging/protocol';

const FROM_ANY_CONTEXT = [
  'lookup.summaries',
  'lookup.detail',
  'page.phones',
  'page.context',
  'phone.explain',
  'tags.add',
  'tags.remove',
  'tags.suggestions',
  'outbox.retry',
  'setup.status',
  'options.open',
  'frame.adopt',
  'frame.hello',
  'frame.answer',
  'card.relay',
  'card.closedFor',
  'card.views',
  'phone.world',
  'page.describer',
  'orders.forPhone',
  'workspace.open',
  'cardField.state',
];
const FROM_PAGES = [
  'key.set',
  'key.clear',
  'settings.get',
  'settings.update',
  'counters.list',
  'index.status',
  'index.sync',
  'data.clear',
  'tab.phones',
  'tab.scan',
  'tab.access',
  'tab.switchOn',
  'export.csv',
  'outbox.list',
  'outbox.discard',
  'settings.problems',
  'stored.unreadable',
  'policy.status',
  'orders.list',
  'orders.save',
  'orders.tag',
  'calls.save',
  'records.outbox',
  'records.retry',
  'records.discard',
  'workspace.pools',
  'workspace.tags',
  'bi.schema',
  'bi.data',
  'csv.part',
  'csv.counters',
  'recent.calls',
  'recent.alerts',
  'recent.alerts.set',
  'cardField.event',
];

describe('protocol index', () => {
  it('holds every message type once', () => {
    const types = Request.options.map((option) => option.shape.type.value);
    expect(types).toHaveLength(new Set(types).size);
    expect(new Set(types)).toEqual(new Set([...FROM_ANY_CONTEXT, ...FROM_PAGES]));
    expect(types).toHaveLength(57);
  });

  it('lets only extension pages send the privileged ones', () => {
    expect(new Set(PRIVILEGED_TYPES)).toEqual(new Set(FROM_PAGES));
  });
});
