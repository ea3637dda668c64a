import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { numberSequences } from '../../../schemas/numbering';
import {
  createNumbering,
  createWithNextNumber,
  LOOK_AHEAD,
  lowestNextNumber,
  type NumberingPorts,
  shownNextNumber,
} from './numbering';

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
  /**
   * A counter in memory, claims by value, and the settings start: the ports of the numbering. `reads`
   * counts the batch reads of claims; `claimedExisting` the companies whose older values were claimed.
   */
  const fakes = (start: number | undefined, claimed: readonly string[]) => {
    let last: number | undefined;
    const calls = { reads: 0, claimedExisting: [] as string[] };
    const ports: NumberingPorts = {
      startOf: async () => start,
      claimExisting: async (companyId) => {
        calls.claimedExisting.push(companyId);
      },
      issue: async (_companyId, _name, from) => {
        last = Math.max(from, (last ?? 0) + 1);
        return last;
      },
      jumpTo: async (_companyId, _name, to) => {
        if (last !== undefined && last >= to) return false;
        last = to;
        return true;
      },
      held: async (keys) => {
        calls.reads += 1;
        return new Set(keys.map((key) => key.value).filter((value) => claimed.includes(value)));
      },
    };
    return { numbering: createNumbering(ports), calls };
  };

  it('gives consecutive numbers from the start, passing over numbers claimed by hand', async () => {
    const { numbering, calls } = fakes(10043, ['10044']);
    const numbers = [];
    for (let index = 0; index < 3; index++) numbers.push(await numbering.next('c1', sequence));
    expect(numbers).toEqual(['10043', '10045', '10046']);
    // The values stored before claims existed are claimed before the numbering asks the claims.
    expect(calls.claimedExisting).toEqual(['c1', 'c1', 'c1']);
  });

  it('passes over 500 numbers typed in by hand with one jump of the counter, reading the claims in batches', async () => {
    const typed = Array.from({ length: 500 }, (_, index) => String(10001 + index));
    const { numbering, calls } = fakes(10001, typed);
    expect(await numbering.next('c1', sequence)).toBe('10501');
    expect(calls.reads).toBe(Math.ceil(500 / LOOK_AHEAD) + 1);
    expect(await numbering.next('c1', sequence)).toBe('10502');
  });

  it('gives no number when the settings have no start (numbers entered by hand)', async () => {
    expect(await fakes(undefined, []).numbering.next('c1', sequence)).toBeUndefined();
  });

  it('formats the number as the sequence declares (receipts later)', async () => {
    const receipts = { ...sequence, name: 'bill', format: (issued: number) => `RE-${issued}` };
    expect(await fakes(7, []).numbering.next('c1', receipts)).toBe('RE-7');
  });

  it('answers 409 with its catalogue code when a thousand numbers in a row are taken, and goes on after them', async () => {
    const typed = Array.from({ length: 1200 }, (_, index) => String(1 + index));
    const { numbering } = fakes(1, typed);
    await expect(numbering.next('c1', sequence)).rejects.toMatchObject({ code: 'LW_409_02_0003' });
    expect(await numbering.next('c1', sequence)).toBe('1201');
  });

  it('asks the counter again when another create moved it past the free number', async () => {
    let issued = 0;
    const ports: NumberingPorts = {
      startOf: async () => 1,
      claimExisting: async () => {},
      // The counter hands out only held (odd) numbers, and every jump to the free even number after one
      // loses against another create: the numbering never gives a number it did not get.
      issue: async () => 2 * ++issued - 1,
      jumpTo: async () => false,
      held: async (keys) => new Set(keys.map((key) => key.value).filter((value) => Number(value) % 2 === 1)),
    };
    await expect(createNumbering(ports).next('c1', sequence)).rejects.toMatchObject({ code: 'LW_409_02_0003' });
    expect(issued).toBe(5);
  });

  it('refuses a next number at or below the last one given out, but keeps a stored one', () => {
    expect(lowestNextNumber(10040, 10031, 10050)).toBe(10051);
    expect(lowestNextNumber(10050, 10031, 10050)).toBe(10051);
    expect(lowestNextNumber(10051, 10031, 10050)).toBeUndefined();
    // Saving other settings sends the stored value again: not a change of the numbering.
    expect(lowestNextNumber(10031, 10031, 10050)).toBeUndefined();
    expect(lowestNextNumber(5, 1, undefined)).toBeUndefined();
    expect(lowestNextNumber(null, 10031, 10050)).toBeUndefined();
  });

  it('shows the next number as the larger of the settings value and the last number given out plus one', () => {
    expect(shownNextNumber(10031, undefined)).toBe(10031);
    expect(shownNextNumber(10031, 10050)).toBe(10051);
    expect(shownNextNumber(20001, 10050)).toBe(20001);
    expect(shownNextNumber(null, 10050)).toBeNull();
  });
});
