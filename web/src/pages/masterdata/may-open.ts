import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath, type PageId } from '../../app/pages';

/** Whether the signed-in user may open a registered page (hides buttons that would lead nowhere). */
export const useMayOpen = (pageId: PageId | undefined): boolean => {
  const { state } = useAuth();
  return pageId !== undefined && openablePath(roleOf(state))(pageId) !== undefined;
};
