import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { errorText } from '../api/api-error';
import { PageHeader } from './page-header';

/**
 * The frame the map-structure pages of the master data share (Markierungen): the page with its create
 * action and outcome. A structure's form has its own frame (components/map/structure-form-frame.tsx).
 */

type PageFrameProps = {
  title: string;
  createText: string;
  createTestId: string;
  /** While a structure is edited the page offers no second one. */
  editing: boolean;
  onCreate: () => void;
  /** What the last action did ('… wurde gespeichert.'), until dismissed. */
  notice: string | null;
  onDismissNotice: () => void;
  /** Why loading or the last change failed, if it did. */
  failure: unknown;
  children: ReactNode;
};

export const StructurePageFrame = ({
  title,
  createText,
  createTestId,
  editing,
  onCreate,
  notice,
  onDismissNotice,
  failure,
  children,
}: PageFrameProps) => (
  <ContentLayout
    header={
      <PageHeader
        title={title}
        actions={
          !editing && (
            <Button variant="primary" onClick={onCreate} data-testid={createTestId}>
              {createText}
            </Button>
          )
        }
      />
    }
  >
    <SpaceBetween size="m">
      {notice && (
        <Alert type="success" dismissible onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      )}
      {failure ? <Alert type="error">{errorText(failure)}</Alert> : null}
      {children}
    </SpaceBetween>
  </ContentLayout>
);
