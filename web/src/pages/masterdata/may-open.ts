import { mayOpenPage } from '../../../../schemas/permissions';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { pageById } from '../../app/pages';

/** Whether the signed-in user may open a registered page (hides buttons that would lead nowhere). */
export const useMayOpen = (pageId: string | undefined): boolean => {
  const { state } = useAuth();
  const page = pageId ? pageById(pageId) : undefined;
  return page ? mayOpenPage(page.access, roleOf(state)) : false;
};
