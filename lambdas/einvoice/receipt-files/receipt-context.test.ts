import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../platform/receipt-fakes.test-kit';
import { logoDataUrl } from './receipt-context';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('logoDataUrl', () => {
  const { storage } = memoryStorage({
    'companies/c1/logo/png': { bytes: PNG, contentType: 'image/png' },
    'companies/c1/logo/svg': { bytes: new TextEncoder().encode('<svg/>'), contentType: 'image/svg+xml' },
  });

  it('gives a stored PNG or JPEG logo to the print as a data URL', async () => {
    expect(await logoDataUrl(storage, 'companies/c1/logo/png')).toBe(
      `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
    );
  });

  it('prints no logo when there is none, it is gone, or it is of another type', async () => {
    expect(await logoDataUrl(storage, undefined)).toBeUndefined();
    expect(await logoDataUrl(storage, 'companies/c1/logo/gone')).toBeUndefined();
    expect(await logoDataUrl(storage, 'companies/c1/logo/svg')).toBeUndefined();
  });
});
