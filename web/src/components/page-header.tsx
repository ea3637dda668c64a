import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCurrentPage } from '../app/current-page';
import { pathFor } from '../app/pages';
import { de } from '../i18n/de';

type Props = {
  /** Defaults to the registry title of the page. */
  title?: ReactNode;
  counter?: string;
  description?: ReactNode;
  actions?: ReactNode;
};

/** The page header: title from the registry, a back button on sub pages (application.md §2). */
export const PageHeader = ({ title, counter, description, actions }: Props) => {
  const page = useCurrentPage();
  const params = useParams();
  const navigate = useNavigate();
  const backTo = page?.parent ? pathFor(page.parent, params) : null;
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
      {backTo && (
        <div style={{ paddingTop: 4 }}>
          <Button
            variant="icon"
            iconName="arrow-left"
            ariaLabel={de.nav.back}
            onClick={() => navigate(backTo)}
            data-testid="back-button"
          />
        </div>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Header variant="h1" counter={counter} description={description} actions={actions}>
          <span data-testid="page-title">{title ?? page?.title}</span>
        </Header>
      </div>
    </div>
  );
};
