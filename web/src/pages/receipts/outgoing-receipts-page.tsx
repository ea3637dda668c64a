import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useReceipts } from '../../api/receipts';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { receiptTexts } from '../../i18n/de/receipts';
import { type ReceiptKind, receiptKindList } from './receipt-kinds';
import { receiptCounts } from './receipt-values';

const t = receiptTexts.overview;

/** One kind: its name linking to its list, how many receipts it holds and how many of them are drafts. */
const KindTile = ({ kind, path }: { kind: ReceiptKind; path: string }) => {
  const receipts = useReceipts(kind.type, { archived: 'false' });
  const counts = receiptCounts(receipts.data ?? []);
  return (
    <Container
      header={
        <Header variant="h2">
          <RouterLink href={path} data-testid={`receipts-overview-${kind.type}`}>
            {kind.texts.plural}
          </RouterLink>
        </Header>
      }
    >
      {receipts.isPending ? (
        <Spinner />
      ) : (
        <Box data-testid={`receipts-overview-count-${kind.type}`}>
          {t.count(counts.all)} · {t.drafts(counts.drafts)}
        </Box>
      )}
    </Container>
  );
};

/** Belege (application.md §2 outgoing receipts menu): the four kinds the role may open, with their counts. */
const OutgoingReceiptsPage = () => {
  const pathOf = openablePath(roleOf(useAuth().state));
  const openable = receiptKindList.flatMap((kind) => {
    const path = pathOf(kind.list);
    return path ? [{ kind, path }] : [];
  });
  return (
    <ContentLayout header={<PageHeader />}>
      <ColumnLayout columns={2}>
        {openable.map(({ kind, path }) => (
          <KindTile key={kind.type} kind={kind} path={path} />
        ))}
      </ColumnLayout>
    </ContentLayout>
  );
};

export default OutgoingReceiptsPage;
