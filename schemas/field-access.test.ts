import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ZCompany, ZOperatingUnit } from './api/company';
import { ZMember } from './api/members';
import { ZChangeEvent } from './api/realtime';
import { ZCustomer } from './customer';
import { concealedRights, projectChangesForRole, projectForRole } from './field-access';
import { fieldReadRights } from './field-read-rights';
import { recordKinds } from './masterdata/kinds';
import { roles } from './roles';

const surcharge = { calculationType: 'SURCHARGE', costPerUnit: '1.20', surchargePercent: '25', pricePerUnit: null };
const article = {
  id: 'a1',
  name: 'Diesel',
  pricing: { ...surcharge, pricePerUnit: { type: 'SIMPLE', price: '0' } },
  variants: [
    {
      id: 'v1',
      name: 'rot',
      pricing: { ...surcharge, pricePerUnit: { type: 'SIMPLE', price: '0' } },
      subVariants: [
        { id: 's1', name: 'Kanister', pricing: null },
        {
          id: 's2',
          name: 'Fass',
          pricing: {
            calculationType: 'FIXED',
            costPerUnit: '2',
            surchargePercent: null,
            pricePerUnit: { type: 'SIMPLE', price: '3' },
          },
        },
      ],
    },
  ],
};
const saleView = (price: string) => ({
  calculationType: 'FIXED',
  costPerUnit: null,
  surchargePercent: null,
  pricePerUnit: { type: 'SIMPLE', price },
});

describe('projection by role', () => {
  it('shows a temporary worker and a subcontractor an article at its sale price, without cost and surcharge', () => {
    for (const role of ['TEMPORARY_WORKER', 'SUBCONTRACTOR'] as const) {
      const seen = projectForRole('resource', role, article);
      expect(seen.pricing).toEqual(saleView('1.5'));
      expect(seen.variants[0]?.pricing).toEqual(saleView('1.5'));
      expect(seen.variants[0]?.subVariants.map((sub) => sub.pricing)).toEqual([null, saleView('3')]);
      expect(seen.name).toBe('Diesel');
    }
    // The stored record is not touched.
    expect(article.pricing.costPerUnit).toBe('1.20');
  });

  it('gives the roles of the resource pages the whole price structure', () => {
    for (const role of ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER', 'EMPLOYEE'] as const) {
      expect(projectForRole('resource', role, article)).toBe(article);
    }
  });

  it('hides the accounting numbers of an operating unit from temporary workers, subcontractors and non-staff', () => {
    const unit = { id: 'u1', name: 'Husum', accountingConnection: { consultantNumber: 1234567, clientNumber: 10001 } };
    const readers = roles.filter((role) => projectForRole('operatingUnit', role, unit).accountingConnection !== null);
    expect(readers).toEqual(['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER', 'EMPLOYEE']);
  });

  it('shows the bank data of an operating unit only to owner, admin and accountant', () => {
    const unit = {
      id: 'u1',
      name: 'Husum',
      vatId: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      creditorId: 'DE98ZZZ09999999999',
    };
    for (const role of roles) {
      const read = projectForRole('operatingUnit', role, unit);
      const mayRead = ['OWNER', 'ADMIN', 'ACCOUNTANT'].includes(role);
      expect([read.iban, read.bic, read.creditorId], role).toEqual(
        mayRead ? [unit.iban, unit.bic, unit.creditorId] : [null, null, null],
      );
      expect(read.vatId, role).toBe(unit.vatId);
    }
  });

  it("shows a customer's SEPA mandate only to owner, admin and accountant", () => {
    const mandate = {
      reference: 'M-1',
      signedOn: '2025-01-02',
      iban: 'DE89370400440532013000',
      accountHolder: 'Hof Jansen',
    };
    const customer = { id: 'c1', name: 'Hof Jansen', paymentMethod: 'DIRECT_DEBIT', sepaMandate: mandate };
    const readers = roles.filter((role) => projectForRole('customer', role, customer).sepaMandate !== null);
    expect(readers).toEqual(['OWNER', 'ADMIN', 'ACCOUNTANT']);
    expect(projectForRole('customer', 'PLANNER', customer).paymentMethod).toBe('DIRECT_DEBIT');
  });

  it("gives only owner, admin and accountant an employee's personal data; the others the name they plan with", () => {
    const employee = {
      id: 'e1',
      firstName: 'Hauke',
      lastName: 'Feddersen',
      personnelNumber: '0042',
      mail: 'hauke@example.de',
      phone: '0170 1234567',
      appUserId: 'user-1',
      tagIds: ['t1'],
      operatingUnitIds: ['u1'],
      currentActivity: { type: 'internal', note: 'Werkstatt' },
    };
    const named = { id: 'e1', firstName: 'Hauke', lastName: 'Feddersen', tagIds: ['t1'], operatingUnitIds: ['u1'] };
    for (const role of roles) {
      const read = projectForRole('employee', role, employee);
      if (['OWNER', 'ADMIN', 'ACCOUNTANT'].includes(role)) expect(read, role).toBe(employee);
      // Left out, not emptied: an optional field that is not there reads as not given.
      else expect(read, role).toEqual({ ...named, appUserId: null, currentActivity: null });
      if (read !== employee) expect(Object.keys(read), role).not.toContain('mail');
    }
  });

  it("shows a supplier's bank account only to owner, admin and accountant, the rest to the planner", () => {
    const supplier = {
      id: 's1',
      name: 'Raiffeisen',
      vatId: 'DE134567896',
      iban: 'DE55217625500004012345',
      bic: 'GENODEF1HUM',
    };
    expect(projectForRole('supplier', 'ACCOUNTANT', supplier)).toBe(supplier);
    expect(projectForRole('supplier', 'PLANNER', supplier)).toEqual({
      id: 's1',
      name: 'Raiffeisen',
      vatId: 'DE134567896',
    });
  });

  it("gives the logo's storage key of the company and its units only to owner and admin", () => {
    const company = { id: 'c1', name: 'Hansen', logoKey: 'companies/c1/logo/1' };
    const unit = { id: 'u1', name: 'Husum', logoKey: 'companies/c1/logo/2' };
    const readers = (kind: string, record: Record<string, unknown>) =>
      roles.filter((role) => 'logoKey' in projectForRole(kind, role, record));
    expect(readers('company', company)).toEqual(['OWNER', 'ADMIN']);
    expect(readers('operatingUnit', unit)).toEqual(['OWNER', 'ADMIN']);
    expect(projectForRole('company', 'PLANNER', company)).toEqual({ id: 'c1', name: 'Hansen' });
  });

  it('leaves kinds without field rights as they are', () => {
    const machine = { id: 'm1', name: 'Jaguar' };
    expect(projectForRole('machine', 'SUBCONTRACTOR', machine)).toBe(machine);
    expect(concealedRights('toString', 'SUBCONTRACTOR')).toEqual([]);
  });

  it('leaves concealed fields out of the history and conceals them inside changed lists', () => {
    const changes = [
      { path: 'name', before: 'Diesel', after: 'Diesel rot' },
      { path: 'pricing.costPerUnit', before: '1.10', after: '1.20' },
      { path: 'variants', before: [], after: article.variants },
    ];
    const seen = projectChangesForRole('resource', 'SUBCONTRACTOR', changes);
    expect(seen.map((change) => change.path)).toEqual(['name', 'variants']);
    expect(seen[1]?.after).toEqual(projectForRole('resource', 'SUBCONTRACTOR', article).variants);
    expect(projectChangesForRole('resource', 'OWNER', changes)).toEqual(changes);
  });
});

/** The schema of a field path, through defaults, nullables and lists; undefined when there is none. */
const fieldSchema = (schema: z.core.$ZodType, segments: readonly string[]): z.core.$ZodType | undefined => {
  const [segment, ...rest] = segments;
  if (segment === undefined) return schema;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) return fieldSchema(schema.unwrap(), segments);
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return fieldSchema(schema.unwrap(), segments);
  if (segment === '*') return schema instanceof z.ZodArray ? fieldSchema(schema.element, rest) : undefined;
  if (!(schema instanceof z.ZodObject)) return undefined;
  const inner = schema.shape[segment];
  return inner ? fieldSchema(inner, rest) : undefined;
};

describe('the field read rights', () => {
  const schemas: Record<string, z.ZodType> = {
    operatingUnit: ZOperatingUnit,
    customer: ZCustomer,
    company: ZCompany,
    member: ZMember,
    ...Object.fromEntries(Object.values(recordKinds).map((def) => [def.kind, def.record])),
  };

  it('name fields that the records of their kind have', () => {
    for (const [kind, rights] of Object.entries(fieldReadRights)) {
      const schema = schemas[kind];
      expect(schema, kind).toBeDefined();
      for (const right of rights)
        expect(schema && fieldSchema(schema, right.path.split('.')), right.path).toBeDefined();
    }
  });

  it('conceal a field only as its answer schema accepts it (else the answer would fail its own check)', () => {
    for (const [kind, rights] of Object.entries(fieldReadRights)) {
      for (const right of rights.filter((candidate) => candidate.conceal !== 'saleView')) {
        const field = schemas[kind] && fieldSchema(schemas[kind], right.path.split('.'));
        const concealed = right.conceal === 'null' ? null : undefined;
        expect(field && z.safeParse(field, concealed).success, `${kind} ${right.path}`).toBe(true);
      }
    }
  });

  it('name every kind with personal or bank data (issue 25 point 4)', () => {
    expect(Object.keys(fieldReadRights)).toEqual(
      expect.arrayContaining(['employee', 'supplier', 'customer', 'operatingUnit', 'company']),
    );
  });
});

describe('live change events', () => {
  it('carry no record, so every client reads changed records through the projected routes', () => {
    // Were record fields added to the event, they would reach every role unprojected.
    expect(Object.keys(ZChangeEvent.shape).sort()).toEqual(['entity', 'id', 'op', 'type']);
  });
});

describe('the people of the organization page', () => {
  const member = {
    userId: 'u-1',
    email: 'anna@hof.de',
    firstName: 'Anna',
    lastName: 'Meyer',
    role: 'EMPLOYEE' as const,
    active: true,
    customerIds: [],
  };

  it('show their login mail to the office only: a planner or an employee sees name and role', () => {
    for (const role of ['OWNER', 'ADMIN', 'ACCOUNTANT'] as const) {
      expect(projectForRole('member', role, member).email).toBe('anna@hof.de');
    }
    for (const role of ['PLANNER', 'EMPLOYEE'] as const) {
      const seen = projectForRole('member', role, member);
      expect('email' in seen).toBe(false);
      expect(seen).toMatchObject({ firstName: 'Anna', role: 'EMPLOYEE' });
    }
  });
});
