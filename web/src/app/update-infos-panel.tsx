import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMarkUpdateInfosSeen, useUpdateInfos } from '../api/update-infos';
import { de } from '../i18n/de';
import { useMediaQuery } from './nav-state';
import { pathFor } from './pages';
import { shownUnseen, UPDATE_INFOS_NARROW_QUERY, updateInfosLimit } from './update-infos';

/** The newest update infos (5 on narrow screens, else 3) and the unseen count for the top navigation. */
export const useUpdateInfosNotice = () => {
  const narrow = useMediaQuery(UPDATE_INFOS_NARROW_QUERY);
  const infos = useUpdateInfos(updateInfosLimit(narrow));
  return { infos, unseen: infos.data?.unseenIds.length ?? 0 };
};

type Props = { notice: ReturnType<typeof useUpdateInfosNotice>; onClose: () => void };

/** The update-infos popover below the top navigation; what it shows is marked seen. */
export const UpdateInfosPanel = ({ notice, onClose }: Props) => {
  const { infos } = notice;
  const navigate = useNavigate();
  const markSeen = useMarkUpdateInfosSeen();
  const marked = useRef(new Set<string>());

  useEffect(() => {
    if (!infos.data) return;
    const ids = shownUnseen(infos.data.items, infos.data.unseenIds).filter((id) => !marked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    markSeen.mutate(ids);
  }, [infos.data, markSeen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const unseenIds = infos.data?.unseenIds ?? [];
  return (
    <div
      data-testid="update-infos-panel"
      role="dialog"
      aria-label={de.updateInfos.title}
      style={{ position: 'fixed', top: 56, right: 8, zIndex: 1003, width: 'min(380px, calc(100vw - 16px))' }}
    >
      <Container
        header={
          <Header
            variant="h3"
            actions={<Button variant="icon" iconName="close" ariaLabel={de.updateInfos.close} onClick={onClose} />}
          >
            {de.updateInfos.title}
          </Header>
        }
        footer={
          <a
            href={pathFor('updateInfo')}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              navigate(pathFor('updateInfo'));
            }}
          >
            {de.updateInfos.all}
          </a>
        }
      >
        {infos.isPending ? (
          <Spinner />
        ) : infos.isError ? (
          <Box color="text-body-secondary">{de.updateInfos.unavailable}</Box>
        ) : infos.data.items.length === 0 ? (
          <Box color="text-body-secondary">{de.updateInfos.none}</Box>
        ) : (
          <SpaceBetween size="m">
            {infos.data.items.map((info) => (
              <div key={info.id} data-testid="update-info-item">
                <Box variant="strong">
                  <a
                    href={pathFor('updateDetails', { updateInfoId: info.id })}
                    onClick={(event) => {
                      event.preventDefault();
                      onClose();
                      navigate(pathFor('updateDetails', { updateInfoId: info.id }));
                    }}
                  >
                    {info.title}
                  </a>
                  {unseenIds.includes(info.id) && <span> · {de.updateInfos.new}</span>}
                </Box>
                <Box color="text-body-secondary" fontSize="body-s">
                  {info.teaser}
                </Box>
              </div>
            ))}
          </SpaceBetween>
        )}
      </Container>
    </div>
  );
};
