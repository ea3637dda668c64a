import { describe, expect, it } from 'vitest';
import { campaignMessages } from '../../../../schemas/planning/campaign';
import { type CampaignDraft, campaignInputOf, draftIssues, emptyRow, issueAt } from './campaign-form';

const draft = (overrides: Partial<CampaignDraft> = {}): CampaignDraft => ({
  name: ' Maisernte ',
  customerId: 'k1',
  fieldIds: ['f1'],
  note: '',
  orders: [
    { ...emptyRow('a', '2026-09-01', 'Häckseln'), serviceId: 's1', machineIds: ['m1'], employeeId: 'e1' },
    emptyRow('b', '2026-09-01', 'Abfahren'),
  ],
  ...overrides,
});

describe('the create form of a campaign', () => {
  it('sends German wall clocks as moments and empty choices as none', () => {
    const input = campaignInputOf(draft());
    expect(input).toMatchObject({ name: 'Maisernte', customerId: 'k1', fieldIds: ['f1'], note: undefined });
    expect(input.orders).toEqual([
      {
        role: 'Häckseln',
        serviceId: 's1',
        machineIds: ['m1'],
        employeeId: 'e1',
        // 07:00 in German summer time.
        plannedStartDateTime: '2026-09-01T05:00:00.000Z',
        plannedEndDateTime: null,
        other: undefined,
      },
      expect.objectContaining({ role: 'Abfahren', serviceId: null, employeeId: null }),
    ]);
  });

  it('names the fields a chain still lacks, row by row', () => {
    const issues = draftIssues(
      draft({ name: '', customerId: '', orders: [{ ...emptyRow('a', '', ''), startTime: '' }] }),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'name',
      'customerId',
      'orders.0.role',
      'orders.0.plannedStartDateTime',
    ]);
    expect(issueAt(issues, 'orders.0.role')).toBe(campaignMessages.role);
    expect(draftIssues(draft({ orders: [] })).map((issue) => issue.path)).toEqual(['orders']);
    expect(draftIssues(draft())).toEqual([]);
  });
});
