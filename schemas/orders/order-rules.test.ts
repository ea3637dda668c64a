import { describe, expect, it } from 'vitest';
import { orderMessages } from './order';
import { canMove, isAssignable, isChangeable, isOpenStatus, shelfActionsOf, shelfRefusal } from './order-rules';

describe('order status transitions (application.md §3)', () => {
  it('moves DRAFT -> ASSIGNED -> IN_PROGRESS -> DONE -> BILLED and never back from BILLED', () => {
    expect(canMove('DRAFT', 'ASSIGNED')).toBe(true);
    expect(canMove('ASSIGNED', 'IN_PROGRESS')).toBe(true);
    expect(canMove('IN_PROGRESS', 'DONE')).toBe(true);
    expect(canMove('DONE', 'BILLED')).toBe(true);
    expect(canMove('DRAFT', 'DONE')).toBe(false);
    expect(canMove('IN_PROGRESS', 'ASSIGNED')).toBe(false);
    expect(canMove('BILLED', 'DONE')).toBe(false);
  });

  it('lets the office change an order until it is billed', () => {
    expect(isChangeable({ status: 'DONE', shelf: 'ARCHIVED' })).toBe(true);
    expect(isChangeable({ status: 'IN_PROGRESS', shelf: 'ACTIVE' })).toBe(true);
    expect(isChangeable({ status: 'BILLED', shelf: 'ACTIVE' })).toBe(false);
  });

  it('counts planned, assigned and running orders as open', () => {
    expect(isOpenStatus('IN_PROGRESS')).toBe(true);
    expect(isOpenStatus('DONE')).toBe(false);
  });
});

describe('what may be done with an order', () => {
  it('trashes planned orders, archives finished ones, restores from trash and archive, never a running one', () => {
    expect(shelfActionsOf({ status: 'DRAFT', shelf: 'ACTIVE' })).toEqual(['TRASHED']);
    expect(shelfActionsOf({ status: 'ASSIGNED', shelf: 'ACTIVE' })).toEqual(['TRASHED']);
    expect(shelfActionsOf({ status: 'IN_PROGRESS', shelf: 'ACTIVE' })).toEqual([]);
    expect(shelfActionsOf({ status: 'DONE', shelf: 'ACTIVE' })).toEqual(['ARCHIVED']);
    expect(shelfActionsOf({ status: 'BILLED', shelf: 'ACTIVE' })).toEqual(['ARCHIVED']);
    expect(shelfActionsOf({ status: 'DRAFT', shelf: 'TRASHED' })).toEqual(['ACTIVE']);
    expect(shelfActionsOf({ status: 'DONE', shelf: 'ARCHIVED' })).toEqual(['ACTIVE']);
  });

  it('names why a move is refused, in German', () => {
    expect(shelfRefusal({ status: 'IN_PROGRESS', shelf: 'ACTIVE' }, 'TRASHED')).toBe(orderMessages.notTrashable);
    expect(shelfRefusal({ status: 'ASSIGNED', shelf: 'ACTIVE' }, 'ARCHIVED')).toBe(orderMessages.notArchivable);
    expect(shelfRefusal({ status: 'DRAFT', shelf: 'ACTIVE' }, 'ACTIVE')).toBe(orderMessages.notOnShelf);
  });

  it('assigns until the order is begun, only from the lists', () => {
    expect(isAssignable({ status: 'DRAFT', shelf: 'ACTIVE' })).toBe(true);
    expect(isAssignable({ status: 'ASSIGNED', shelf: 'ACTIVE' })).toBe(true);
    expect(isAssignable({ status: 'IN_PROGRESS', shelf: 'ACTIVE' })).toBe(false);
    expect(isAssignable({ status: 'DRAFT', shelf: 'TRASHED' })).toBe(false);
  });
});
