import { describe, expect, it } from 'vitest';
import { ZOperatingUnitInput } from '../../../schemas/api/company';
import { ZCustomerInput } from '../../../schemas/customer';
import { type RecordKind, recordKinds } from '../../../schemas/masterdata/kinds';
import { ZCustomerSettings, ZSupplierSettings } from '../../../schemas/masterdata/settings';
import { demoCustomers, demoOperatingUnits, demoUsers } from './demo-data';
import { type DemoRecord, demoCustomerSettings, demoMasterdata, demoSupplierSettings } from './demo-masterdata';

type Parsed = Record<string, unknown>;
type Pricing = { calculationType: string; pricePerUnit: { type: string } };
type Variant = { id: string; pricing: Pricing | null; subVariants?: { id: string; pricing: Pricing | null }[] };

const parsed = demoMasterdata.map((record) => ({
  ...record,
  data: recordKinds[record.kind].input.parse(record.input) as Parsed,
}));
const ofKind = (kind: RecordKind) => parsed.filter((record) => record.kind === kind);
const idsOf = (kind: RecordKind) => new Set(ofKind(kind).map((record) => record.id));

const customerIds = new Set(demoCustomers.map((customer) => customer.id));
const unitIds = new Set(demoOperatingUnits.map((unit) => unit.id));
const variantIds = new Map(
  ofKind('resource').map((record) => [
    record.id,
    new Set(
      (record.data.variants as Variant[]).flatMap((variant) => [
        variant.id,
        ...(variant.subVariants ?? []).map((sub) => sub.id),
      ]),
    ),
  ]),
);

const allVariantIds = new Set([...variantIds.values()].flatMap((ids) => [...ids]));
const isVariant = (id: string) => allVariantIds.has(id);

/** Every id a record points to, with the set it must be found in. */
const references = (record: (typeof parsed)[number]): { what: string; id: string; known: Set<string> }[] => {
  const { kind, data } = record;
  const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  const refs: { what: string; id: string; known: Set<string> }[] = [];
  const add = (what: string, ids: unknown[], known: Set<string>) => {
    for (const id of ids) if (id !== null && id !== undefined) refs.push({ what, id: String(id), known });
  };
  add('operatingUnitIds', list(data.operatingUnitIds), unitIds);
  if (kind === 'employee') add('tagIds', list(data.tagIds), idsOf('employeeTag'));
  if (kind === 'resource') add('tagIds', list(data.tagIds), idsOf('resourceTag'));
  if (kind === 'machine') add('machineRingId', [data.machineRingId], idsOf('machineRing'));
  if (kind === 'supplier') add('defaultCostAccountId', [data.defaultCostAccountId], idsOf('costAccount'));
  if (kind === 'loadingPoint') add('customerId', [data.customerId], customerIds);
  if (kind === 'service') {
    add('defaultMachineIds', list(data.defaultMachineIds), idsOf('machine'));
    for (const query of data.driverQueries as { restriction: Parsed | null }[]) {
      const restriction = query.restriction;
      if (restriction?.type === 'CATEGORY') add('restriction.tagIds', list(restriction.tagIds), idsOf('resourceTag'));
      if (restriction?.type === 'RESOURCE') {
        const resourceId = String(restriction.resourceId);
        add('restriction.resourceId', [resourceId], idsOf('resource'));
        add('restriction.resourceVariantId', [restriction.resourceVariantId], variantIds.get(resourceId) ?? new Set());
      }
    }
  }
  if (kind === 'priceAgreement') {
    const target = data.priceTarget as { resourceId: string; overrides: { resourceVariantId: string | null }[] };
    add('resourceId', [target.resourceId], idsOf('resource'));
    add(
      'resourceVariantId',
      target.overrides.map((override) => override.resourceVariantId),
      variantIds.get(target.resourceId) ?? new Set(),
    );
    const customers = data.customerTarget as { customerIds?: string[]; customerTagIds?: string[] };
    add('customerIds', customers.customerIds ?? [], customerIds);
    add('customerTagIds', customers.customerTagIds ?? [], idsOf('customerTag'));
  }
  return refs;
};

describe('demo master data', () => {
  it('parses every record with the input schema of its kind', () => {
    for (const record of demoMasterdata) {
      const result = recordKinds[record.kind].input.safeParse(record.input);
      expect(result.error?.issues ?? [], `${record.kind} ${record.id}`).toEqual([]);
    }
    expect(ZCustomerSettings.parse(demoCustomerSettings).nextCustomerNumber).toBe(demoCustomers.length + 10001);
    expect(ZSupplierSettings.parse(demoSupplierSettings).defaultCostAccountId).toBe('demo-account-3400');
  });

  it('uses unique, fixed ids for records and nested items', () => {
    const ids = [...demoMasterdata.map((record) => record.id), ...demoCustomers.map((customer) => customer.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const nested = parsed.flatMap(({ data }) => [
      ...((data.variants as Variant[] | undefined) ?? []).flatMap((variant) => [
        variant.id,
        ...(variant.subVariants ?? []).map((sub) => sub.id),
      ]),
      ...((data.priceBlocks as { id: string }[] | undefined) ?? []).map((block) => block.id),
      ...((data.driverQueries as { id: string }[] | undefined) ?? []).map((query) => query.id),
    ]);
    expect(nested.filter((id) => !id)).toEqual([]);
    expect(new Set(nested).size).toBe(nested.length);
  });

  it('references only records that exist and come earlier in the list', () => {
    const seen = new Set<string>();
    const missing: string[] = [];
    for (const record of parsed) {
      for (const ref of references(record)) {
        if (!ref.known.has(ref.id)) missing.push(`${record.id}: ${ref.what} ${ref.id} unknown`);
        else if (!unitIds.has(ref.id) && !customerIds.has(ref.id) && !isVariant(ref.id) && !seen.has(ref.id))
          missing.push(`${record.id}: ${ref.what} ${ref.id} comes later`);
      }
      seen.add(record.id);
    }
    expect(missing).toEqual([]);
  });

  it('has the promised amounts of data', () => {
    const resources = ofKind('resource').map((record) => record.data as { pricing: Pricing; variantsType: string });
    const pricingType = (type: string) =>
      resources.filter((r) => r.pricing.calculationType === 'FIXED' && r.pricing.pricePerUnit.type === type);
    expect(ofKind('employee')).toHaveLength(12);
    expect(ofKind('machine')).toHaveLength(20);
    expect(resources).toHaveLength(40);
    expect(ofKind('service')).toHaveLength(15);
    expect(ofKind('priceAgreement').length).toBeGreaterThanOrEqual(6);
    expect(demoCustomers).toHaveLength(30);
    expect(pricingType('TIERED').length).toBeGreaterThanOrEqual(6);
    expect(pricingType('VOLUME').length).toBeGreaterThanOrEqual(4);
    expect(resources.filter((r) => r.pricing.calculationType === 'SURCHARGE').length).toBeGreaterThanOrEqual(8);
    expect(resources.filter((r) => r.variantsType === 'VARIANTS').length).toBeGreaterThanOrEqual(4);
    const queryKinds = new Set(
      ofKind('service').flatMap((record) => (record.data.driverQueries as { kind: string }[]).map((q) => q.kind)),
    );
    expect([...queryKinds].sort()).toEqual([
      'BeforeAfter',
      'ResourceOnly',
      'ResourceWithAmount',
      'SingleValue',
      'YesNo',
    ]);
  });

  it('links the demo logins to employees of the same name', () => {
    const linked = demoMasterdata.filter((record): record is DemoRecord & { linkEmail: string } => !!record.linkEmail);
    for (const record of linked) {
      const user = demoUsers.find((candidate) => candidate.email === record.linkEmail);
      const input = record.input as { firstName: string; lastName: string };
      expect(user, record.linkEmail).toBeDefined();
      expect([input.firstName, input.lastName]).toEqual([user?.firstName, user?.lastName]);
    }
    expect(linked.map((record) => record.linkEmail).sort()).toEqual(
      demoUsers
        .filter((user) => user.role !== 'CUSTOMER')
        .map((user) => user.email)
        .sort(),
    );
    expect(parsed.find((record) => record.id === 'demo-employee-tim-brandt')?.data.operatingUnitIds).toEqual([
      'demo-unit-husum',
    ]);
  });

  it('has valid demo customers: 30, three without position, tags and units known', () => {
    const customerTagIds = idsOf('customerTag');
    for (const { id, input } of demoCustomers) {
      const customer = ZCustomerInput.parse(input);
      for (const tagId of customer.tagIds) expect(customerTagIds.has(tagId), `${id} ${tagId}`).toBe(true);
      for (const unitId of customer.operatingUnitIds) expect(unitIds.has(unitId), `${id} ${unitId}`).toBe(true);
    }
    expect(demoCustomers.filter(({ input }) => !input.latLng)).toHaveLength(3);
    expect(demoCustomers.slice(0, 12).map(({ input }) => input.name)).toContain('Hof Thomsen GbR');
  });

  it('gives every demo unit complete receipt data and the customers the cases receipts meet', () => {
    for (const { id, input } of demoOperatingUnits) {
      const unit = ZOperatingUnitInput.parse(input);
      const { vatId, taxNumber, phone, iban, bic, creditorId, receiptContactName, receiptFooter } = unit;
      expect(
        [vatId, taxNumber, phone, iban, bic, creditorId, receiptContactName, receiptFooter].every(Boolean),
        id,
      ).toBe(true);
      expect([iban, bic, creditorId]).toEqual(['DE89370400440532013000', 'COBADEFFXXX', 'DE98ZZZ09999999999']);
    }
    const customers = demoCustomers.map(({ input }) => ZCustomerInput.parse(input));
    const withVatId = (prefix: string) => customers.filter((customer) => customer.vatId?.startsWith(prefix));
    expect(withVatId('DE').length).toBeGreaterThan(customers.length / 2);
    expect(withVatId('ATU').map((customer) => customer.addressCountryCode)).toEqual(['AT']);
    expect(customers.filter((customer) => customer.buyerReference).map((customer) => customer.name)).toEqual([
      'Gemeinde Viöl',
      'Gemeinde Ostenfeld',
    ]);
    const directDebit = customers.filter((customer) => customer.paymentMethod === 'DIRECT_DEBIT');
    expect(directDebit.map((customer) => customer.sepaMandate?.reference)).toEqual(['LUH-10001-2025']);
  });
});
