import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TagKind } from '../../../../../schemas/masterdata/kinds';
import type { RecordTypes } from '../../../api/records';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { ColorSwatch, nameColumn } from '../columns';
import { ColorField, TextField } from '../form-fields';
import type { KindPages, KindUi } from '../kind-ui';
import { RecordFormPage } from '../record-form-page';
import { RecordListPage } from '../record-list-page';

const texts: Record<TagKind, { create: string; emptyText: string; fileName: string; pages: KindPages }> = {
  employeeTag: {
    create: 'Schlagwort anlegen',
    emptyText: 'Mit Schlagwörtern ordnest du Mitarbeiter, z. B. „Fahrer“ oder „Werkstatt“.',
    fileName: 'mitarbeiter-schlagwoerter',
    pages: { list: 'employeeTags', create: 'employeeTagsCreate', edit: 'employeeTagsEdit' },
  },
  resourceTag: {
    create: 'Schlagwort anlegen',
    emptyText:
      'Mit Schlagwörtern ordnest du Artikel, z. B. „Saatgut“ oder „Dünger“. Fahrerabfragen können sich darauf beziehen.',
    fileName: 'artikel-schlagwoerter',
    pages: { list: 'resourceTags', create: 'resourceTagsCreate', edit: 'resourceTagsEdit' },
  },
  customerTag: {
    create: 'Schlagwort anlegen',
    emptyText:
      'Mit Schlagwörtern ordnest du Kunden, z. B. „Großkunde“. Preisvereinbarungen können für alle Kunden eines Schlagworts gelten.',
    fileName: 'kunden-schlagwoerter',
    pages: { list: 'customerTags', create: 'customerTagsCreate', edit: 'customerTagsEdit' },
  },
};

const TagForm = () => (
  <SpaceBetween size="m">
    <TextField name="name" label={masterdataTexts.fields.name} />
    <ColorField />
  </SpaceBetween>
);

/** Employee, article and customer tags: a name and a colour, edited on one small form. */
const tagUi = <K extends TagKind>(kind: K): KindUi<K> => {
  const text = texts[kind];
  const edit = text.pages.edit;
  return {
    kind,
    pages: text.pages,
    texts: {
      create: text.create,
      emptyTitle: 'Noch keine Schlagwörter',
      emptyText: text.emptyText,
      fileName: text.fileName,
    },
    columns: [
      nameColumn<RecordTypes[K]>(edit, (tag) => tag.name),
      {
        id: 'color',
        header: masterdataTexts.fields.color,
        cell: (tag) => <ColorSwatch color={tag.color} />,
        csv: (tag) => tag.color,
      },
    ],
    emptyValues: () => ({ name: '', color: '#2e7d32' }),
    Form: TagForm,
    title: (tag) => tag.name,
  };
};

const employeeTags = tagUi('employeeTag');
const resourceTags = tagUi('resourceTag');
const customerTags = tagUi('customerTag');

export const EmployeeTagsPage = () => <RecordListPage ui={employeeTags} />;
export const EmployeeTagFormPage = () => <RecordFormPage ui={employeeTags} />;
export const ResourceTagsPage = () => <RecordListPage ui={resourceTags} />;
export const ResourceTagFormPage = () => <RecordFormPage ui={resourceTags} />;
export const CustomerTagsPage = () => <RecordListPage ui={customerTags} />;
export const CustomerTagFormPage = () => <RecordFormPage ui={customerTags} />;
