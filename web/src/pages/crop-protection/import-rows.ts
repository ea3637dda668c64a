import type { TCropProtectionPreview, TCropProtectionPreviewRow } from '../../../../schemas/api/crop-protection';
import { convertedAmount, cropProtectionMatchMessages } from '../../../../schemas/planning/crop-protection';
import type { TUnit } from '../../../../schemas/units';
import { cropProtectionTexts as t } from '../../i18n/de/crop-protection';

/** An order or article the user chose by hand for a line, over the preview's match. */
export type RowChoice = { orderId?: string; resourceId?: string };

/** A preview line as it would be taken over now: the match, or the hand choice with the amount converted. */
export type LineState = {
  row: TCropProtectionPreviewRow;
  orderId: string | null;
  resourceId: string | null;
  amount: string | null;
  unit: TUnit | null;
  status: TCropProtectionPreviewRow['status'];
  reason: string | null;
};

type Resources = TCropProtectionPreview['resources'];

/** Why a hand-chosen line cannot be taken over yet, or null when it can. */
const choiceProblem = (orderId: string | null, resourceId: string | null, amount: string | null | undefined) => {
  if (orderId === null) return t.chooseOrderFirst;
  if (resourceId === null) return t.chooseArticleFirst;
  if (amount == null) return cropProtectionMatchMessages.unit;
  return null;
};

export const lineState = (
  row: TCropProtectionPreviewRow,
  choice: RowChoice | undefined,
  resources: Resources,
): LineState => {
  const unchanged: LineState = {
    row,
    orderId: row.orderId,
    resourceId: row.resourceId,
    amount: row.amount,
    unit: row.unit,
    status: row.status,
    reason: row.reason,
  };
  // A duplicate stays one; a line that could not be read has nothing to take over.
  if (!choice || row.status === 'DUPLICATE' || row.read.amount === null || row.read.unit === null) return unchanged;
  const orderId = choice.orderId ?? row.orderId;
  const resourceId = choice.resourceId ?? row.resourceId;
  const article = resources.find((resource) => resource.id === resourceId);
  const amount = article ? convertedAmount(row.read.amount, row.read.unit, article.unit) : null;
  const problem = choiceProblem(orderId, resourceId, amount);
  return {
    row,
    orderId,
    resourceId,
    amount: amount ?? null,
    unit: article?.unit ?? null,
    status: problem === null ? 'MATCHED' : 'UNMATCHED',
    reason: problem,
  };
};

/** The lines the save sends: every matched one, with its hand choices. */
export const linesToSave = (states: readonly LineState[]) =>
  states.flatMap(({ row, orderId, resourceId, amount, status }) =>
    status === 'MATCHED' && orderId && resourceId && amount && row.read.day
      ? [{ line: row.line, orderId, resourceId, resourceVariantId: null, amount, day: row.read.day }]
      : [],
  );
