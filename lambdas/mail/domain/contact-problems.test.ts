import { describe, expect, it } from 'vitest';
import { ZStoredContactPerson } from '../../../schemas/customer';
import { withDeliveryProblem } from './contact-problems';

const person = (id: string, mail: string | undefined, mailProblem: unknown = null) =>
  ZStoredContactPerson.parse({ id, lastName: id, mail, mailProblem });
const at = '2026-11-24T09:00:00.000Z';

describe('a delivery problem on contact persons', () => {
  it('marks every person with the address, compared without case, and leaves the others', () => {
    const persons = [person('a', 'Kunde@Hof.de'), person('b', 'buero@hof.de'), person('c', undefined)];
    expect(withDeliveryProblem(persons, { code: 'MAIL_400_10_0003', addresses: ['kunde@hof.de'], at })).toEqual([
      { ...persons[0], mailProblem: { code: 'MAIL_400_10_0003', at } },
      persons[1],
      persons[2],
    ]);
  });

  it('answers nothing to write when no person has the address', () => {
    expect(
      withDeliveryProblem([person('a', 'x@hof.de')], { code: 'MAIL_400_10_0005', addresses: ['y@hof.de'], at }),
    ).toBe(undefined);
  });

  it('keeps a blocking problem over a later transient one, and takes a later blocking one', () => {
    const blocked = person('a', 'kunde@hof.de', { code: 'MAIL_400_10_0003', at: '2026-11-01T00:00:00.000Z' });
    expect(withDeliveryProblem([blocked], { code: 'MAIL_400_10_0002', addresses: ['kunde@hof.de'], at })).toBe(
      undefined,
    );
    expect(
      withDeliveryProblem([blocked], { code: 'MAIL_400_10_0005', addresses: ['kunde@hof.de'], at })?.[0]?.mailProblem,
    ).toEqual({ code: 'MAIL_400_10_0005', at });
  });
});
