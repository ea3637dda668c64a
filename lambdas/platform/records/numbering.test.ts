import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { createWithNextNumber } from './numbering';

const taken = () => new AppError('LW_409_00_0001');

describe('creating with the next number', () => {
  it('tries the next number when a concurrent create took this one', async () => {
    const numbers = ['10031', '10032'];
    let writes = 0;
    const result = await createWithNextNumber(async () => {
      const number = numbers.shift();
      return {
        numbered: true,
        write: async () => {
          writes += 1;
          if (number === '10031') throw taken();
          return number;
        },
      };
    });
    expect(result).toBe('10032');
    expect(writes).toBe(2);
  });

  it('passes a conflict on when no number was taken, and gives up after three tries', async () => {
    await expect(
      createWithNextNumber(async () => ({ numbered: false, write: async () => Promise.reject(taken()) })),
    ).rejects.toThrow();
    let tries = 0;
    await expect(
      createWithNextNumber(async () => {
        tries += 1;
        return { numbered: true, write: async () => Promise.reject(taken()) };
      }),
    ).rejects.toThrow();
    expect(tries).toBe(3);
  });
});
