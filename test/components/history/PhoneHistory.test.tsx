// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneHistory } from '../../../components/history';
import { call, detail, emptyDetail, lead, outboxEntry } from '../fixtures/phone-detail';

afterEach(cleanup);
const TZ = 'Europe/Moscow';

describe('PhoneHistory', () => {
  it('groups calls and leads by site, newest site first, with totals and sources', () => {
    render(<PhoneHistory detail={detail()} locale="en" timeZone={TZ} />);
    const names = screen
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.querySelector('.tl-h-group-name')?.textContent);
    expect(names).toEqual(['shop.example.ru', 'clinic.example.com']);
    expect(screen.getByText('2 calls')).toBeTruthy();
    expect(screen.getByText('1 missed')).toBeTruthy();
    expect(screen.getByText('1 lead')).toBeTruthy();
    expect(screen.getByText('First source')).toBeTruthy();
    expect(screen.getAllByText('winter-sale')).toHaveLength(3);
    expect(screen.getByText('3 min 7 s')).toBeTruthy();
    expect(screen.getByText('Missed')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
  });

  it('renders in Russian with plural forms', () => {
    render(<PhoneHistory detail={detail()} locale="ru" timeZone={TZ} />);
    expect(screen.getByText('2 звонка')).toBeTruthy();
    expect(screen.getByText('1 заявка')).toBeTruthy();
    expect(screen.getByText('Пропущен')).toBeTruthy();
    expect(screen.getByText('Первый источник')).toBeTruthy();
  });

  it('links only http(s) URLs and renders other values as text', () => {
    const hostile = call({
      recordingUrl: 'javascript:alert(1)',
      landingPage: 'javascript:alert(2)',
      campaign: '<img src=x onerror=alert(3)>',
    });
    render(
      <PhoneHistory detail={detail({ calls: [hostile], leads: [] })} locale="en" timeZone={TZ} />,
    );
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(3)>')).toBeTruthy();
    expect(screen.queryByText(/Recording/)).toBeNull();
  });

  it('keeps the whole landing page URL as the tooltip of its one-line link', () => {
    const url = 'https://shop.example.ru/catalog?utm_source=vk&utm_medium=social&utm_campaign=x';
    render(
      <PhoneHistory
        detail={detail({ calls: [call({ landingPage: url })], leads: [] })}
        locale="en"
        timeZone={TZ}
      />,
    );
    const links = screen.getAllByRole('link', { name: url });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('title')).toBe(url);
  });

  it('plays a recording in place, loading nothing before Play, with the link as fallback', () => {
    const { container } = render(<PhoneHistory detail={detail()} locale="en" timeZone={TZ} />);
    const player = container.querySelector('audio')!;
    expect(player.getAttribute('src')).toBe('https://rec.example.ru/c1.mp3');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('aria-label')).toMatch(/^Recording of the call of /);
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(link.getAttribute('href')).toBe('https://rec.example.ru/c1.mp3');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers no player or link for a recording address that is not http(s)', () => {
    const bad = detail({ calls: [call({ recordingUrl: 'javascript:alert(1)' })], leads: [] });
    const { container } = render(<PhoneHistory detail={bad} locale="en" timeZone={TZ} />);
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in a new tab' })).toBeNull();
  });

  it('says so when the number has no history', () => {
    render(<PhoneHistory detail={emptyDetail()} locale="en" timeZone={TZ} />);
    expect(screen.getByText('No calls or leads for this number')).toBeTruthy();
  });

  it('reports tag additions and removals as events', () => {
    const onAddTag = vi.fn();
    const onRemoveTag = vi.fn();
    render(
      <PhoneHistory
        detail={detail({ calls: [call()], leads: [] })}
        locale="en"
        timeZone={TZ}
        onAddTag={onAddTag}
        onRemoveTag={onRemoveTag}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag “vip”' }));
    expect(onRemoveTag).toHaveBeenCalledWith(
      { kind: 'call', counterId: '101', callId: 'c1' },
      'vip',
    );
    const input = screen.getByRole('combobox', { name: 'New tag for this call' });
    fireEvent.input(input, { target: { value: '  hot lead ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onAddTag).toHaveBeenCalledWith(
      { kind: 'call', counterId: '101', callId: 'c1' },
      'hot lead',
    );
  });

  it('has one Add tag field for the whole history; the entry it tags is chosen beside it', () => {
    const onAddTag = vi.fn();
    const older = call({ callId: 'c0', startTime: call().startTime - 86_400_000 });
    render(
      <PhoneHistory
        detail={detail({ calls: [call(), older], leads: [lead()] })}
        locale="en"
        timeZone={TZ}
        onAddTag={onAddTag}
        onRemoveTag={vi.fn()}
      />,
    );
    expect(screen.getAllByPlaceholderText('Add tag')).toHaveLength(1);
    const target = screen.getByRole('combobox', { name: 'Tag for' }) as HTMLSelectElement;
    expect(target.options).toHaveLength(3);
    // The newest entry first, by default.
    expect(target.selectedIndex).toBe(0);
    fireEvent.change(target, { target: { value: 'call-101-c0' } });
    const input = screen.getByPlaceholderText('Add tag');
    fireEvent.input(input, { target: { value: 'repeat' } });
    fireEvent.submit(input.closest('form')!);
    expect(onAddTag).toHaveBeenCalledWith(
      { kind: 'call', counterId: '101', callId: 'c0' },
      'repeat',
    );
  });

  it('is read-only without tag handlers', () => {
    render(<PhoneHistory detail={detail()} locale="en" timeZone={TZ} />);
    expect(screen.queryByRole('button', { name: /Remove tag/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('marks pending and failing tag writes on their call', () => {
    const outbox = [
      outboxEntry({ tag: 'vip', state: 'pending' }),
      outboxEntry({ id: 'o2', op: 'remove', tag: 'spam', state: 'failing', lastError: 'HTTP 500' }),
    ];
    render(
      <PhoneHistory
        detail={detail({ calls: [call()], leads: [] })}
        locale="en"
        timeZone={TZ}
        outbox={outbox}
        onAddTag={() => {}}
      />,
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('saving…')).toBeTruthy();
    expect(within(tags).getByText('spam').tagName).toBe('S');
    expect(within(tags).getByText('not saved, will retry')).toBeTruthy();
    expect(screen.getByText('2 tag changes are waiting to be saved')).toBeTruthy();
  });

  it('shows an unsaved lead tag on that lead only, and reports the lead as the target', () => {
    const onRemoveTag = vi.fn();
    const outbox = [
      outboxEntry({ target: { kind: 'lead', counterId: '101', leadId: 501 }, tag: 'hot' }),
    ];
    render(
      <PhoneHistory
        detail={detail({ calls: [call()], leads: [lead({ tags: ['hot'] })] })}
        locale="en"
        timeZone={TZ}
        outbox={outbox}
        onAddTag={() => {}}
        onRemoveTag={onRemoveTag}
      />,
    );
    const leadEntry = document.querySelector<HTMLElement>('.tl-h-lead')!;
    const callEntry = document.querySelector<HTMLElement>('.tl-h-call')!;
    expect(within(leadEntry).getByText('saving…')).toBeTruthy();
    expect(within(callEntry).queryByText('saving…')).toBeNull();
    fireEvent.click(within(leadEntry).getByRole('button', { name: 'Remove tag “hot”' }));
    expect(onRemoveTag).toHaveBeenCalledWith(
      { kind: 'lead', counterId: '101', leadId: 501 },
      'hot',
    );
  });

  it('names a call for screen readers without showing the word', () => {
    render(
      <PhoneHistory detail={detail({ calls: [call()], leads: [] })} locale="en" timeZone={TZ} />,
    );
    const hidden = screen.getByText('Call');
    expect(hidden.className).toBe('tl-visually-hidden');
  });
});
