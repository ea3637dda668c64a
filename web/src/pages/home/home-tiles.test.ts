import { describe, expect, it } from 'vitest';
import { homeTiles } from './home-tiles';

const customersTile = (role: Parameters<typeof homeTiles>[0]) =>
  homeTiles(role).find((tile) => tile.pageId === 'customers');

describe('homeTiles', () => {
  it('offers creating customers only to the roles that may create them', () => {
    expect(customersTile('PLANNER')?.text).toBe('Kunden anlegen, suchen und bearbeiten.');
    expect(customersTile('EMPLOYEE')?.text).toBe('Kunden suchen und ihre Kontaktdaten ansehen.');
    expect(customersTile('TEMPORARY_WORKER')).toBeUndefined();
  });

  it('shows each role only the areas it may open', () => {
    expect(homeTiles('CUSTOMER').map((tile) => tile.pageId)).toEqual(['contractors', 'account']);
    expect(homeTiles('EMPLOYEE').map((tile) => tile.pageId)).toEqual([
      'myOrders',
      'internalWork',
      'customers',
      'organization',
      'account',
    ]);
    expect(homeTiles('OWNER').find((tile) => tile.pageId === 'customers')?.href).toBe('/kunden');
  });
});
