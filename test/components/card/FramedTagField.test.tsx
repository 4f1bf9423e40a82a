// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FramedTagField } from '../../../components/card/FramedTagField';
import type { CardFields, FieldHandlers } from '../../../lib/content/card-fields';

const shown = { locale: 'en' as const, label: 'Tag the latest call', button: '+', suggestions: [] };
const target = { kind: 'call' as const, counterId: '1', callId: 'c1' };

/** Fields whose page never answers until the test says so. */
function silentFields() {
  let handlers: FieldHandlers | undefined;
  const fields: CardFields = {
    open(given) {
      handlers = given;
      return { src: '', show: () => undefined, loaded: () => 1, close: () => undefined };
    },
    playerSrc: () => 'about:blank',
    takeTyped: () => '',
  };
  return {
    fields,
    answer: () => handlers?.onReady?.(),
    leave: () => handlers?.onLeaving?.(),
  };
}

function renderField(fields: CardFields) {
  render(
    <FramedTagField
      class="f"
      fields={fields}
      target={target}
      shown={shown}
      onAdd={vi.fn()}
      onQuery={vi.fn()}
    />,
  );
}

function frame(): HTMLIFrameElement {
  return document.querySelector('iframe')!;
}

describe('a framed tag field', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('stays hidden and out of the tab order until its page answers', () => {
    const { fields, answer } = silentFields();
    renderField(fields);
    expect(frame().tabIndex).toBe(-1);
    expect(frame().style.visibility).toBe('hidden');
    act(() => answer());
    expect(frame().tabIndex).toBe(0);
    expect(frame().hasAttribute('data-ready')).toBe(true);
    expect(frame().style.visibility).toBe('');
  });

  it('drops the frame and says why as soon as its page is going, loaded or not', () => {
    const { fields, answer, leave } = silentFields();
    renderField(fields);
    act(() => answer());
    act(() => leave());
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/in place of the tag field/);
  });

  it('says so when its page never answers, and shows the field if it answers late', () => {
    vi.useFakeTimers();
    const { fields, answer } = silentFields();
    renderField(fields);
    act(() => void vi.advanceTimersByTime(9_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert').textContent).toMatch(/did not load/);
    expect(frame().style.display).toBe('none');
    act(() => answer());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame().hasAttribute('data-ready')).toBe(true);
  });
});
