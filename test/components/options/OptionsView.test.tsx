// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsView } from '../../../components/options/OptionsView';
import type { KeyStatus } from '../../../lib/types/phone-data';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { ok, type Handlers } from '../../lib/state/fake-ask';
import { fakePermissions, optionsSetup } from '../../lib/state/options-model.test-helpers';

afterEach(cleanup);

function renderOptions(key: KeyStatus, handlers: Handlers = {}, permissions = fakePermissions()) {
  const setup = optionsSetup(
    {
      'setup.status': () => ok({ configured: key.state !== 'missing', key, defaultRegion: 'RU' }),
      ...handlers,
    },
    permissions,
  );
  render(<OptionsView model={setup.model} timeZone="Europe/Moscow" />);
  void setup.model.start();
  return setup;
}

describe('OptionsView key states', () => {
  it('asks for a key when there is none, and does not list counters', async () => {
    renderOptions({ state: 'missing' });
    expect(await screen.findByText(/No key yet/)).toBeTruthy();
    expect(screen.getByLabelText('K50 Tracker API key').getAttribute('type')).toBe('password');
    expect(screen.getByText(/Add a working API key first/)).toBeTruthy();
  });

  it('shows a working key masked, with its counters by project', async () => {
    renderOptions({ state: 'valid', counters: 3, checkedAt: 1 });
    expect(
      await screen.findByText('The key works: 3 sites (counters) are available.'),
    ).toBeTruthy();
    expect(screen.getByText('A key is saved: ••••••••')).toBeTruthy();
    expect(screen.queryByLabelText('K50 Tracker API key')).toBeNull();
    const shop = await screen.findByRole('group', { name: 'Shop' });
    expect(within(shop).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('3 of 3 selected')).toBeTruthy();
  });

  it('explains a refused key and what to do, with Check again in the banner', async () => {
    const { sent } = renderOptions({ state: 'invalid', message: 'refused' });
    const banner = (await screen.findByText(/The key was refused/)).closest('[role="alert"]');
    expect(banner).toBeTruthy();
    expect(within(banner as HTMLElement).getByText(/Copy the key again/)).toBeTruthy();
    expect(screen.queryByText(/The key works/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Check again' })).toHaveLength(1);
    fireEvent.click(within(banner as HTMLElement).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sent('counters.list').some((r) => r.refresh)).toBe(true));
  });

  it('explains a key without counters', async () => {
    renderOptions({ state: 'no_counters' });
    expect(await screen.findByText(/it has no sites/)).toBeTruthy();
    expect(screen.getByText(/give this key access/)).toBeTruthy();
  });

  it('explains an unreachable service and offers to check again', async () => {
    const { sent } = renderOptions({ state: 'unreachable', message: 'offline' });
    expect(await screen.findByText('The service could not be reached.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sent('counters.list').some((r) => r.refresh)).toBe(true));
  });

  it('saves a typed key and shows the check result', async () => {
    const { sent } = renderOptions(
      { state: 'missing' },
      { 'key.set': () => ok({ state: 'invalid', message: 'refused' } as KeyStatus) },
    );
    const input = await screen.findByLabelText('K50 Tracker API key');
    fireEvent.input(input, { target: { value: 'wrong-key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and check' }));
    expect(await screen.findByText(/The key was refused/)).toBeTruthy();
    expect(sent('key.set')).toEqual([{ type: 'key.set', apiKey: 'wrong-key' }]);
    expect((screen.getByLabelText('K50 Tracker API key') as HTMLInputElement).value).toBe('');
  });
});

describe('OptionsView replacing a key', () => {
  it('keeps the working key when the new one is refused, and Cancel closes the form', async () => {
    const { sent } = renderOptions(
      { state: 'valid', counters: 3, checkedAt: 1 },
      {
        'key.set': () =>
          ok({
            state: 'rejected',
            reason: 'invalid',
            message: 'refused',
            previous: { state: 'valid', counters: 3, checkedAt: 1 },
          } as KeyStatus),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Replace key' }));
    fireEvent.input(screen.getByLabelText('K50 Tracker API key'), {
      target: { value: 'wrong-key' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and check' }));
    expect(await screen.findByText('The service refused this key; it was not saved.')).toBeTruthy();
    expect(screen.getByText('Your saved key is unchanged and still in use.')).toBeTruthy();
    expect(screen.getByText('The key works: 3 sites (counters) are available.')).toBeTruthy();
    expect(sent('key.set')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('K50 Tracker API key')).toBeNull();
    expect(screen.queryByText(/it was not saved/)).toBeNull();
  });

  it('says the preset key is being checked instead of "no key yet"', async () => {
    renderOptions({ state: 'checking' });
    expect(await screen.findByText('Checking the key with the service…')).toBeTruthy();
    expect(screen.queryByText(/No key yet/)).toBeNull();
  });
});

describe('OptionsView sections', () => {
  it('switches a CRM on through a permission request', async () => {
    const { permissions } = renderOptions({ state: 'valid', counters: 3, checkedAt: 1 });
    const hubspot = await screen.findByRole('switch', { name: 'HubSpot' });
    expect((hubspot as HTMLInputElement).checked).toBe(false);
    fireEvent.click(hubspot);
    await waitFor(() => expect((hubspot as HTMLInputElement).checked).toBe(true));
    expect(permissions.request).toHaveBeenCalledWith([
      'https://app.hubspot.com/*',
      'https://app-eu1.hubspot.com/*',
    ]);
  });

  it('says the browser is asking while its permission prompt is open', async () => {
    const permissions = fakePermissions();
    let answer!: (granted: boolean) => void;
    permissions.request = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    renderOptions({ state: 'valid', counters: 3, checkedAt: 1 }, {}, permissions);
    fireEvent.click(await screen.findByRole('switch', { name: 'HubSpot' }));
    expect(
      await screen.findByText(
        'The browser is asking you to allow access to HubSpot: answer its prompt.',
      ),
    ).toBeTruthy();
    answer(true);
    await waitFor(() => expect(screen.queryByText(/The browser is asking/)).toBeNull());

    fireEvent.input(screen.getByLabelText('API address'), {
      target: { value: 'https://tracker.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText(/allow access to this address: answer its prompt/)).toBeTruthy();
    answer(true);
    await waitFor(() => expect(screen.queryByText(/allow access to this address/)).toBeNull());
  });

  it('puts the service address before the key', async () => {
    renderOptions({ state: 'missing' });
    const nav = await screen.findByRole('navigation', { name: 'Options sections' });
    await waitFor(() =>
      expect(within(nav).getAllByRole('link')[0]!.textContent).toBe('1. Service address'),
    );
    expect(within(nav).getAllByRole('link')[1]!.textContent).toBe('2. API key');
  });

  it('adds another site as a switch that can be turned off and removed', async () => {
    const { permissions } = renderOptions({ state: 'valid', counters: 3, checkedAt: 1 });
    fireEvent.input(await screen.findByLabelText('Site address'), {
      target: { value: 'crm.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add site' }));
    const site = (await screen.findByRole('switch', {
      name: 'crm.example.com',
    })) as HTMLInputElement;
    await waitFor(() => expect(site.checked).toBe(true));
    expect(permissions.request).toHaveBeenCalled();
    fireEvent.click(site);
    await waitFor(() => expect(site.checked).toBe(false));
    expect(permissions.remove).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /crm\.example\.com/ }));
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: 'crm.example.com' })).toBeNull(),
    );
  });

  it('states what leaves the browser, naming the service address', async () => {
    renderOptions({ state: 'valid', counters: 3, checkedAt: 1 });
    expect(
      await screen.findByText(new RegExp(DEFAULT_SETTINGS.baseUrl.replace(/\./g, '\\.'))),
    ).toBeTruthy();
    expect(screen.getByText(/Nothing else is sent anywhere/)).toBeTruthy();
  });

  it('shows the local index and clears it only after confirmation', async () => {
    const { sent } = renderOptions(
      { state: 'valid', counters: 3, checkedAt: 1 },
      { 'data.clear': () => ok(null) },
    );
    expect(await screen.findByText(/120 calls and 30 leads, about 47 KB/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear local data' }));
    expect(sent('data.clear')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Local data deleted.')).toBeTruthy();
    expect(sent('data.clear')).toHaveLength(1);
  });

  it('names orders and hand-logged calls in what leaves, what is stored and what Clear keeps', async () => {
    renderOptions({ state: 'valid', counters: 3, checkedAt: 1 }, { 'data.clear': () => ok(null) });
    expect(
      await screen.findByText(/orders you record, calls you log by hand\) go to/),
    ).toBeTruthy();
    expect(
      screen.getByText(/tag changes, orders and hand-logged calls waiting to be sent\.$/),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear local data' }));
    expect(
      screen.getByText(
        /and the tag changes, orders and hand-logged calls waiting to be sent stay\./,
      ),
    ).toBeTruthy();
  });

  it('switches the whole page to Russian', async () => {
    renderOptions({ state: 'valid', counters: 3, checkedAt: 1 });
    fireEvent.click(await screen.findByRole('radio', { name: 'Русский' }));
    expect(await screen.findByText('Настройки Tracker Lens')).toBeTruthy();
    expect(screen.getByText('Ключ работает: доступно 3 сайта (счётчика).')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Что уходит из браузера' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Страна по умолчанию' })).toBeTruthy();
  });

  it('explains the Russian key states too', async () => {
    renderOptions(
      { state: 'unreachable', message: 'x' },
      { 'settings.get': () => ok({ ...DEFAULT_SETTINGS, language: 'ru' }) },
    );
    expect(await screen.findByText('Сервис недоступен.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Проверить снова' })).toBeTruthy();
  });

  it('links every section from the sidebar, in page order', async () => {
    renderOptions({ state: 'valid', counters: 3, checkedAt: 1 });
    const nav = await screen.findByRole('navigation', { name: 'Options sections' });
    await within(nav).findByRole('link', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    const sectionIds = [...document.querySelectorAll('section.tl-section')].map((s) => s.id);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(sectionIds.map((id) => `#${id}`));
    for (const link of links) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(section.querySelector('h2')?.textContent).toBe(link.textContent);
    }
  });

  it('links only the key section while the settings are still loading', async () => {
    renderOptions({ state: 'missing' }, { 'settings.get': () => new Promise(() => {}) });
    const nav = await screen.findByRole('navigation', { name: 'Options sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['2. API key']);
  });
});

describe('OptionsView key notices name the buttons they show', () => {
  /** Every “name” or «name» a notice tells to press is a button of that notice. */
  function expectNamedButtonsShown(notice: HTMLElement) {
    const named = [...(notice.textContent ?? '').matchAll(/[“«]([^”»]+)[”»]/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const buttons = within(notice)
      .getAllByRole('button')
      .map((button) => button.textContent);
    for (const name of named) expect(buttons).toContain(name);
  }

  const rejectedUnreachable = () =>
    ok({
      state: 'rejected',
      reason: 'unreachable',
      message: 'offline',
      previous: { state: 'missing' },
    } as KeyStatus);

  it.each([
    ['en', 'Save and check', 'K50 Tracker API key', 'could not be checked'],
    ['ru', 'Сохранить и проверить', 'API-ключ K50 Трекера', 'не проверить'],
  ] as const)(
    '%s: a typed key the service could not check',
    async (language, save, label, said) => {
      renderOptions(
        { state: 'missing' },
        {
          'settings.get': () => ok({ ...DEFAULT_SETTINGS, language }),
          'key.set': rejectedUnreachable,
        },
      );
      const input = await screen.findByLabelText(label);
      fireEvent.input(input, { target: { value: 'typed-key' } });
      fireEvent.click(screen.getByRole('button', { name: save }));
      const notice = (await screen.findByText(new RegExp(said))).closest('[role="alert"]');
      expectNamedButtonsShown(notice as HTMLElement);
    },
  );

  it.each([
    ['en', 'The service could not be reached.'],
    ['ru', 'Сервис недоступен.'],
  ] as const)('%s: a saved key the service could not check', async (language, said) => {
    renderOptions(
      { state: 'unreachable', message: 'x' },
      { 'settings.get': () => ok({ ...DEFAULT_SETTINGS, language }) },
    );
    const notice = (await screen.findByText(said)).closest('[role="alert"]');
    expectNamedButtonsShown(notice as HTMLElement);
  });
});
