import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath, type PageId, pathFor } from '../../app/pages';

/**
 * Buttons to the pages that belong to a list but have no menu entry (tags, machine rings, price
 * agreements, settings, the map); only those the user may open are shown.
 */
export const RelatedLinks = ({ links }: { links: readonly { pageId: PageId; label: string }[] }) => {
  const navigate = useNavigate();
  const pathOf = openablePath(roleOf(useAuth().state));
  const allowed = links.filter((link) => pathOf(link.pageId) !== undefined);
  if (allowed.length === 0) return null;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {allowed.map((link) => (
        <Button key={link.pageId} onClick={() => navigate(pathFor(link.pageId))} data-testid={`link-${link.pageId}`}>
          {link.label}
        </Button>
      ))}
    </SpaceBetween>
  );
};
