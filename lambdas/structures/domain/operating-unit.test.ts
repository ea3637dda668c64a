import { describe, expect, it } from 'vitest';
import { ZOperatingUnitInput } from '../../../schemas/api/company';
import { changeOperatingUnit, changeOperatingUnitLogo, listedOperatingUnits, newOperatingUnit } from './operating-unit';

const now = new Date('2026-11-21T08:00:00Z');
const later = new Date('2026-11-22T08:00:00Z');

describe('operating unit domain', () => {
  it('sets and removes the logo on the version seen; a form edit keeps it', () => {
    const unit = newOperatingUnit(ZOperatingUnitInput.parse({ name: 'A' }), { id: 'u1', companyId: 'c1', now });
    const withLogo = changeOperatingUnitLogo(unit, 'companies/c1/logo/l1', 1, { now: later });
    expect(withLogo).toMatchObject({ logoKey: 'companies/c1/logo/l1', version: 2, updatedAt: later.toISOString() });
    const edited = changeOperatingUnit(withLogo, { ...ZOperatingUnitInput.parse({ name: 'B' }), archived: false }, 2, {
      now,
    });
    expect(edited).toMatchObject({ name: 'B', logoKey: 'companies/c1/logo/l1', version: 3 });
    const removed = changeOperatingUnitLogo(edited, undefined, 3, { now });
    expect(removed).not.toHaveProperty('logoKey');
    expect(() => changeOperatingUnitLogo(removed, 'companies/c1/logo/l2', 3, { now })).toThrow(
      expect.objectContaining({ code: 'LW_409_00_0001' }),
    );
  });

  it('creates an active unit at version 1 without accounting connection', () => {
    const unit = newOperatingUnit(ZOperatingUnitInput.parse({ name: ' Husum ' }), { id: 'u1', companyId: 'c1', now });
    expect(unit).toMatchObject({
      id: 'u1',
      companyId: 'c1',
      name: 'Husum',
      archived: false,
      connectedBanksNeedAttention: 0,
      accountingConnection: null,
      version: 1,
      createdAt: now.toISOString(),
    });
  });

  it('archives by an edit, keeps the bank counter and refuses a stale version', () => {
    const unit = { ...newOperatingUnit(ZOperatingUnitInput.parse({ name: 'A' }), { id: 'u1', companyId: 'c1', now }) };
    const withBanks = { ...unit, connectedBanksNeedAttention: 2 };
    const archived = changeOperatingUnit(
      withBanks,
      { ...ZOperatingUnitInput.parse({ name: 'A' }), archived: true },
      1,
      { now: later },
    );
    expect(archived).toMatchObject({
      archived: true,
      version: 2,
      connectedBanksNeedAttention: 2,
      createdAt: now.toISOString(),
      updatedAt: later.toISOString(),
    });
    expect(() =>
      changeOperatingUnit(archived, { ...ZOperatingUnitInput.parse({ name: 'B' }), archived: false }, 1, { now }),
    ).toThrow(expect.objectContaining({ code: 'LW_409_00_0001' }));
  });

  it('lists without archived units unless asked, sorted the German way', () => {
    const units = [
      { name: 'Zeven', archived: false },
      { name: 'Ärzen', archived: true },
      { name: 'Bad Oldesloe', archived: false },
    ];
    expect(listedOperatingUnits(units, false).map((unit) => unit.name)).toEqual(['Bad Oldesloe', 'Zeven']);
    expect(listedOperatingUnits(units, true).map((unit) => unit.name)).toEqual(['Ärzen', 'Bad Oldesloe', 'Zeven']);
  });

  it('validates the accounting connection with the messages of §5', () => {
    const result = ZOperatingUnitInput.safeParse({
      name: 'A',
      accountingConnection: { consultantNumber: 1000, clientNumber: 100000 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Bitte gib eine gültige Beraternummer (1001 - 9999999) ein oder lasse das Feld frei',
      'Bitte gib eine gültige Mandantennummer (1 - 99999) ein oder lasse das Feld frei',
    ]);
  });
});
