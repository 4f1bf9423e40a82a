// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OrdersAsk } from '../../../components/orders/ask-context';
import { OpenForm } from '../../../components/orders/OpenForm';
import { PhoneOrders } from '../../../components/orders/PhoneOrders';
import { usePopupOrders } from '../../../components/orders/PopupOrders';
import type { PhoneOrders as OrdersData } from '../../../lib/types/workspace-data';
import { common } from '../../../lib/i18n/messages/common';
import { fakeAsk, fail, ok, type Handlers } from '../../lib/state/fake-ask';

afterEach(cleanup);

const PHONE = '79161234567';
const ORDERS: OrdersData = {
  phone: PHONE,
  orders: [
    {
      counterId: '1',
      counterName: 'okna.example',
      orderId: 'A-1',
      dateTime: Date.UTC(2026, 10, 1, 10),
      revenue: 15000,
      margin: 4000,
      tags: ['sale'],
    },
  ],
  totals: { count: 1, revenue: 15000, margin: 4000 },
  fetchedAt: Date.now(),
  via: 'server-filter',
  unreadable: [{ index: 1, id: 'A-2', message: 'revenue: expected a number, got "lots"' }],
  latestCall: { counterId: '1', callId: 'c-9', sid: 'sid-9', uuid: 'uuid-9' },
  calls: [],
};

/** The popup detail's use: new records opened from above, the orders below. */
function Orders({ orderId }: { orderId?: string }) {
  const orders = usePopupOrders(PHONE);
  if (!orders) return null;
  return (
    <>
      <button type="button" onClick={() => orders.startRecord(orderId)}>
        Record a sale
      </button>
      <OpenForm model={orders.model} counters={orders.counters} locale="en" />
      <PhoneOrders model={orders.model} counters={orders.counters} locale="en" newRecordsAbove />
    </>
  );
}

function renderOrders(handlers: Handlers = {}, orderId?: string) {
  const fake = fakeAsk({
    'orders.forPhone': () => ok(ORDERS),
    'records.outbox': () => ok([]),
    'counters.list': () =>
      ok([
        {
          counterId: '1',
          url: 'https://okna.example',
          projectName: 'p',
          projectDisplayName: 'P',
          selected: true,
        },
      ]),
    'orders.save': () => ok({ writeId: 'w1' }),
    ...handlers,
  });
  render(
    <OrdersAsk.Provider value={fake.ask}>
      <Orders orderId={orderId} />
    </OrdersAsk.Provider>,
  );
  return fake;
}

describe('a number orders in the popup', () => {
  it('stays out where no background link is provided', () => {
    const { container } = render(<Orders />);
    expect(container.innerHTML).toBe('');
  });

  it('shows totals, the orders, and what it could not read', async () => {
    renderOrders();
    await screen.findByText(/1 order · revenue ₽15,000 · margin ₽4,000/);
    expect(screen.getByText('Order A-1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('A-2: revenue: expected a number');
  });

  it('records a sale: names the fields to fix, then sends the order with the latest call ids', async () => {
    const fake = renderOrders();
    fireEvent.click(await screen.findByRole('button', { name: 'Record a sale' }));
    fireEvent.input(screen.getByLabelText('Revenue, ₽'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Order id, Revenue, ₽');
    expect(fake.sent('orders.save')).toHaveLength(0);
    fireEvent.input(screen.getByLabelText(/Order id/), { target: { value: 'B-7' } });
    fireEvent.input(screen.getByLabelText('Revenue, ₽'), { target: { value: '1 500,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.sent('orders.save')).toHaveLength(1));
    expect(fake.sent('orders.save')[0]).toMatchObject({
      mode: 'add',
      counterId: '1',
      order: { orderId: 'B-7', revenue: 1500.5, callerPhone: PHONE, sid: 'sid-9', uuid: 'uuid-9' },
    });
    // The outbox holds nothing once the sale is saved: the tracker took it at once.
    await screen.findByText('The tracker accepted the change.');
  });

  it('offers the order number the page shows next to the phone, and keeps ids under More', async () => {
    renderOrders({}, '12345');
    fireEvent.click(await screen.findByRole('button', { name: 'Record a sale' }));
    expect((screen.getByLabelText(/Order id/) as HTMLInputElement).value).toBe('12345');
    expect(screen.getByText('From the page')).toBeTruthy();
    const more = screen.getByText('More').closest('details')!;
    expect(more.open).toBe(false);
    await waitFor(() =>
      expect((screen.getByLabelText('Session id (sid)') as HTMLInputElement).value).toBe('sid-9'),
    );
    expect(more.contains(screen.getByLabelText('Visitor id (uuid)'))).toBe(true);
  });

  it('says a failed read as a failure with a retry', async () => {
    renderOrders({ 'orders.forPhone': () => fail('network') });
    expect((await screen.findByRole('alert')).textContent).toContain(common.en['error.network']);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
