import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { ReactNode } from 'react';
import { masterdataTexts } from '../../i18n/de/masterdata';

export type DetailItem = { label: string; value: ReactNode };

const shown = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? masterdataTexts.details.empty : value;

/** One titled box of label/value pairs on a details page; two columns on wide screens. */
export const DetailsSection = ({
  title = masterdataTexts.details.general,
  items,
  actions,
  testId,
}: {
  title?: string;
  items: readonly DetailItem[];
  actions?: ReactNode;
  testId?: string;
}) => (
  <Container
    header={
      <Header variant="h2" actions={actions}>
        {title}
      </Header>
    }
    data-testid={testId}
  >
    <KeyValuePairs
      columns={items.length > 4 ? 3 : 2}
      items={items.map((item) => ({ label: item.label, value: shown(item.value) }))}
    />
  </Container>
);
