import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { sampleBill } from '../../schemas/receipts/receipt-document.fixtures';
import { filesCheck } from './files-check';

const candidate = sampleBill();

describe('filesCheck (before a number is taken)', () => {
  it('lets a receipt pass whose files the dry run made', async () => {
    await expect(filesCheck(async () => [])(candidate)).resolves.toBeUndefined();
  });

  it('refuses with every problem at its field, in German, under the first problem code', async () => {
    const check = filesCheck(async () => [
      { code: 'EINV_400_02_0017', path: 'positions.1.name' },
      { code: 'EINV_400_02_0021', path: 'operatingUnitId' },
    ]);
    const refused = await check(candidate).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    if (!(refused instanceof AppError)) return;
    expect(refused.code).toBe('EINV_400_02_0017');
    expect(refused.issues).toEqual([
      { path: 'positions.1.name', message: 'Jede Position braucht eine Bezeichnung.' },
      { path: 'operatingUnitId', message: 'Für die Überweisung fehlt die IBAN des Betriebs.' },
    ]);
  });

  it('refuses under its own code what the dry run names with a code it does not know', async () => {
    const refused = await filesCheck(async () => [{ code: 'LIBRARY', path: '' }])(candidate).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'RCPT_400_40_0001' });
  });

  it('takes no number while the dry run cannot be asked', async () => {
    const check = filesCheck(async () => {
      throw new Error('invoke failed');
    });
    await expect(check(candidate)).rejects.toMatchObject({ code: 'RCPT_502_10_0002' });
  });
});
