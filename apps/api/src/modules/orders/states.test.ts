import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { isSettled, nextOrderStatus, nextPaymentStatus, orderMovesFrom, paymentMovesFrom } from './states';

describe('order states', () => {
  it('go placed → confirmed → packed → shipped → delivered', () => {
    let status = nextOrderStatus('placed', 'confirmed');
    status = nextOrderStatus(status, 'packed');
    status = nextOrderStatus(status, 'shipped');
    expect(nextOrderStatus(status, 'delivered')).toBe('delivered');
  });

  it('may be cancelled until shipped, and never after', () => {
    for (const from of ['placed', 'confirmed', 'packed'] as const)
      expect(nextOrderStatus(from, 'cancelled')).toBe('cancelled');
    for (const from of ['shipped', 'delivered'] as const)
      expect(() => nextOrderStatus(from, 'cancelled')).toThrow(
        `An order that is ${from} cannot become cancelled`,
      );
  });

  it('refuse skipping a step or going back with a 409', () => {
    const skip = () => nextOrderStatus('placed', 'shipped');
    expect(skip).toThrow(AppError);
    try {
      skip();
    } catch (error) {
      expect((error as AppError).status).toBe(409);
    }
    expect(() => nextOrderStatus('shipped', 'packed')).toThrow();
  });

  it('end at delivered and cancelled, and every status has its moves listed', () => {
    expect(orderMovesFrom('delivered')).toEqual([]);
    expect(orderMovesFrom('cancelled')).toEqual([]);
    for (const status of ORDER_STATUSES) expect(Array.isArray(orderMovesFrom(status))).toBe(true);
  });
});

describe('payment states', () => {
  it('a KHQR or PayPal payment is paid once, from pending', () => {
    expect(nextPaymentStatus('pending', 'paid')).toBe('paid');
    expect(() => nextPaymentStatus('paid', 'paid')).toThrow('A payment that is paid cannot become paid');
  });

  it('an expired, failed or cancelled payment can never be paid', () => {
    for (const from of ['expired', 'failed', 'cancelled'] as const)
      expect(() => nextPaymentStatus(from, 'paid')).toThrow();
  });

  it('a bank transfer waits for review, then is paid or refused', () => {
    const waiting = nextPaymentStatus('pending', 'awaiting_review');
    expect(nextPaymentStatus(waiting, 'paid')).toBe('paid');
    expect(nextPaymentStatus(waiting, 'failed')).toBe('failed');
    expect(() => nextPaymentStatus(waiting, 'expired')).toThrow();
  });

  it('only a paid payment is refunded', () => {
    expect(nextPaymentStatus('paid', 'refunded')).toBe('refunded');
    expect(() => nextPaymentStatus('pending', 'refunded')).toThrow();
  });

  it('is settled once it can no longer be paid or refused', () => {
    expect(PAYMENT_STATUSES.filter((s) => !isSettled(s))).toEqual(['pending', 'awaiting_review']);
    for (const status of PAYMENT_STATUSES) expect(Array.isArray(paymentMovesFrom(status))).toBe(true);
  });
});
