import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('telHref and mailtoHref', () => {
  it('dials only the digits of a number as people write it, keeping a leading +', () => {
    expect(telHref('04841 / 89 30')).toBe('tel:048418930');
    expect(telHref(' +49 (4841) 89-30 ')).toBe('tel:+4948418930');
  });

  it('writes to the trimmed address', () => {
    expect(mailtoHref(' info@hof-thomsen.de ')).toBe('mailto:info@hof-thomsen.de');
  });
});
