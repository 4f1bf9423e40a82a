// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsView } from '../../../components/options/OptionsView';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { ok } from '../../lib/state/fake-ask';
import { optionsSetup } from '../../lib/state/options-model.test-helpers';

afterEach(cleanup);

function renderWithPolicy(locked: boolean) {
  const setup = optionsSetup({
    'settings.get': () => ok({ ...DEFAULT_SETTINGS, repName: 'Anna' }),
    'policy.status': () =>
      ok({
        set: ['repName', ...(locked ? ['lockedSettings'] : [])],
        locked,
        problems: [],
        key: { source: 'own', ownOverOrganisation: false },
        sites: [],
      }),
  });
  render(<OptionsView model={setup.model} timeZone="Europe/Moscow" />);
  void setup.model.start();
  return setup;
}

describe('the rep name field under an organisation policy', () => {
  it('is read-only and says so when the policy sets and locks it; saving leaves it out', async () => {
    const { sent } = renderWithPolicy(true);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Your name/).readOnly).toBe(true),
    );
    const field = screen.getByLabelText<HTMLInputElement>(/^Your name/);
    expect(field.value).toBe('Anna');
    expect(document.getElementById('tl-rep-name-hint')?.textContent).toMatch(
      /Set by your organisation/,
    );
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(sent('settings.update')).toHaveLength(1));
    expect(sent('settings.update')[0]!.patch).not.toHaveProperty('repName');
  });

  it('stays editable when the policy sets it without locking', async () => {
    renderWithPolicy(false);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Your name/).value).toBe('Anna'),
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Your name/).readOnly).toBe(false);
  });
});
