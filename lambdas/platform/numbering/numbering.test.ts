import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { numberSequences } from '../../../schemas/numbering';
import { createNumbering, createWithNextNumber, type NumberingPorts, shownNextNumber } from './numbering';

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

describe('the numbering', () => {
  const sequence = numberSequences.customerNumber;

  /** A counter in memory, claims by value, and the settings start: the ports of the numbering. */
  const fakes = (start: number | undefined, claimed: readonly string[]) => {
    let last: number | undefined;
    const ports: NumberingPorts = {
      startOf: async () => start,
      issue: async (_companyId, _name, from) => {
        last = Math.max(from, (last ?? 0) + 1);
        return last;
      },
      holder: async ({ value }) => (claimed.includes(value) ? 'someone' : undefined),
    };
    return createNumbering(ports);
  };

  it('gives consecutive numbers from the start, passing over numbers claimed by hand', async () => {
    const numbering = fakes(10043, ['10044']);
    const numbers = [];
    for (let index = 0; index < 3; index++) numbers.push(await numbering.next('c1', sequence));
    expect(numbers).toEqual(['10043', '10045', '10046']);
  });

  it('gives no number when the settings have no start (numbers entered by hand)', async () => {
    expect(await fakes(undefined, []).next('c1', sequence)).toBeUndefined();
  });

  it('formats the number as the sequence declares (receipts later)', async () => {
    const receipts = { ...sequence, name: 'bill', format: (issued: number) => `RE-${issued}` };
    expect(await fakes(7, []).next('c1', receipts)).toBe('RE-7');
  });

  it('gives up when every number is taken by hand, instead of counting forever', async () => {
    const always: NumberingPorts = {
      startOf: async () => 1,
      issue: async (_companyId, _name, from) => from,
      holder: async () => 'someone',
    };
    await expect(createNumbering(always).next('c1', sequence)).rejects.toThrow(/taken by hand/);
  });

  it('shows the next number as the larger of the settings value and the last number given out plus one', () => {
    expect(shownNextNumber(10031, undefined)).toBe(10031);
    expect(shownNextNumber(10031, 10050)).toBe(10051);
    expect(shownNextNumber(20001, 10050)).toBe(20001);
    expect(shownNextNumber(null, 10050)).toBeNull();
  });
});
