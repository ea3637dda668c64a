import { describe, expect, it } from 'vitest';
import { phoneCardDefinition } from './phone-cards';

type Row = { name: string; from: string; to: string; note: string };
const row: Row = { name: 'Hof Thomsen', from: '07:00', to: '', note: 'lang' };

const columns = [
  { id: 'from', header: 'Von', cell: (item: Row) => item.from, phone: 'half' as const },
  { id: 'name', header: 'Name', cell: (item: Row) => item.name, isRowHeader: true },
  { id: 'to', header: 'Bis', cell: (item: Row) => item.to, phone: 'half' as const },
  { id: 'note', header: 'Notiz', cell: (item: Row) => item.note, phone: 'hide' as const },
];

describe('phoneCardDefinition', () => {
  it('heads the card with the row header and shows the other columns not hidden on phones as sections', () => {
    const definition = phoneCardDefinition(columns);
    expect(definition.header?.(row)).toBe('Hof Thomsen');
    expect(definition.sections?.map((section) => [section.id, section.header, section.width])).toEqual([
      ['from', 'Von', 50],
      ['to', 'Bis', 50],
    ]);
  });

  it('shows a dash for an empty value', () => {
    const to = phoneCardDefinition(columns).sections?.find((section) => section.id === 'to');
    expect(to?.content?.(row)).toBe('–');
  });

  it('takes the first column as header when no column names the row, or the given card header', () => {
    const plain = columns.filter((column) => !column.isRowHeader);
    expect(phoneCardDefinition(plain).header?.(row)).toBe('07:00');
    const custom = phoneCardDefinition(plain, (item) => `Zeit ${item.from}`);
    expect(custom.header?.(row)).toBe('Zeit 07:00');
    expect(custom.sections?.map((section) => section.id)).toEqual(['from', 'to']);
  });
});
