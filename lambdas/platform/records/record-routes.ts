import { isDeepStrictEqual } from 'node:util';
import type { RecordEndpoints, THistoryEntry } from '../../../schemas/api/masterdata';
import type { TClaims } from '../../../schemas/claims';
import { AppError } from '../../../schemas/errors';
import { concealedRights, projectChangesForRole, projectForRole } from '../../../schemas/field-access';
import {
  type AnyRecordKindDef,
  type RecordKind,
  type RecordOf,
  recordSchemaOf,
} from '../../../schemas/masterdata/kinds';
import { hasPermission } from '../../../schemas/permissions';
import type { ReferenceIssue } from '../../../schemas/references';
import type { TRole } from '../../../schemas/roles';
import type { Clock, IdGenerator } from '../clock';
import { isConflict } from '../db/write';
import { alreadyValidated, type Route, route } from '../http';
import { createWithNextNumber, type Numbering } from '../numbering/numbering';
import {
  referenceIssues as declaredReferenceIssues,
  type ExistingIds,
  requireValidReferences,
} from '../references/references';
import {
  archiveRecord,
  changeRecord,
  diffRecords,
  filterRecords,
  hideSupportEmployee,
  newRecord,
  recordData,
  type StoredRecord,
} from './record-domain';
import { recordListCache } from './record-list-cache';
import type { RecordStore } from './record-store';
import { claimWrites, refuseTaken, takenIssue } from './unique-values';

/** Who is asking, as far as lists care: their own operating units and the company's support employee. */
export type ViewerContext = { ownOperatingUnitIds: readonly string[] | undefined; supportEmployeeId: string | null };
export type ViewerLookup = (companyId: string, userId: string) => Promise<ViewerContext>;

/**
 * Rules about what a record points at (e.g. an agreement's article), per kind that declares
 * `checksReferences`; the service that answers the kind supplies them.
 */
export type ReferenceChecks = { [K in RecordKind]?: (record: RecordOf<K>) => Promise<ReferenceIssue[]> };

export type RecordDeps = {
  records: RecordStore;
  clock: Clock;
  ids: IdGenerator;
  viewer: ViewerLookup;
  references?: ReferenceChecks;
  /** Gives the kinds that declare a numbering their next number (platform/numbering). */
  numbering: Numbering;
  /** Which of the ids a record names are stored in the company (the kind's declared `references`). */
  existingIds: ExistingIds;
  /** The name history entries show for a user ('Jens Hansen'); the e-mail address when unknown. */
  userName?: (userId: string) => Promise<string | undefined>;
};

/** The issues the kind's rules about its references find, on the record typed as its kind. */
const ruleIssues = async <K extends RecordKind>(
  checks: ReferenceChecks | undefined,
  kind: K,
  record: StoredRecord,
): Promise<ReferenceIssue[]> => {
  const check = checks?.[kind];
  if (!check) throw new Error(`${kind} declares checksReferences, but its service supplies no check`);
  return check(recordSchemaOf(kind).parse(record));
};

/**
 * Refuses a write whose references name nothing of the company or break the kind's rules (400 with field
 * issues, like a schema error). An id that names nothing is reported once, before any rule about it.
 */
const requireReferences = async (
  def: AnyRecordKindDef,
  deps: Pick<RecordDeps, 'references' | 'existingIds'>,
  record: StoredRecord,
  pathPrefix: string,
) => {
  const unknown = await declaredReferenceIssues(deps.existingIds, record.companyId, record, def.references);
  const reported = new Set(unknown.map((issue) => issue.path));
  const broken = def.checksReferences
    ? (await ruleIssues(deps.references, def.kind, record)).filter((issue) => !reported.has(issue.path))
    : [];
  requireValidReferences([...unknown, ...broken], `${def.kind} references`, pathPrefix);
};

/** Answers kept per cached list: active, archive, all, and a few operating units. */
const MAX_ANSWERS_PER_LIST = 8;

/** A change of a guarded field (a loading point's position) by a role without the kind's extra permission. */
const refuseGuardedChange = (def: AnyRecordKindDef, role: TRole, before: StoredRecord, after: StoredRecord) => {
  const guard = def.guardedFields;
  if (!guard || hasPermission(role, guard.permission)) return;
  const changed = guard.fields.filter((field) => !isDeepStrictEqual(before[field], after[field]));
  if (changed.length > 0)
    throw new AppError(guard.refusal, { detail: `${def.kind}: ${changed.join(', ')} by ${role}` });
};

const notFound = (def: AnyRecordKindDef, id: string) => new AppError('LW_404_02_0004', { detail: `${def.kind} ${id}` });

const historyEntry = (
  claims: TClaims,
  userName: string | undefined,
  record: StoredRecord,
  action: THistoryEntry['action'],
  before: StoredRecord | null,
): THistoryEntry => ({
  at: record.updatedAt,
  version: record.version,
  userId: claims.sub,
  userName: userName ?? claims.email ?? claims.sub,
  action,
  changes: action === 'changed' || action === 'created' ? diffRecords(before, record) : [],
});

/**
 * The routes of one record kind: endpoint -> use case. Lists come from a per-company cache that follows
 * the kind's collection version (record-list-cache.ts).
 */
export const recordRoutes = (def: AnyRecordKindDef, endpoints: RecordEndpoints, deps: RecordDeps): Route[] => {
  const { records, clock, ids, viewer, userName, numbering } = deps;
  const load = recordListCache(def, records);

  // The answers built from one cached list, per filter: the same object is answered again, so its JSON
  // text (kept by alreadyValidated) is written once, not on every request.
  const answers = new WeakMap<readonly StoredRecord[], Map<string, { items: StoredRecord[] }>>();
  const answerFor = (all: readonly StoredRecord[], key: string, build: () => StoredRecord[]) => {
    const byKey = answers.get(all) ?? new Map<string, { items: StoredRecord[] }>();
    answers.set(all, byKey);
    // Filters come from the query (any operating-unit id): keep a few, so odd ids cannot fill the memory.
    if (byKey.size >= MAX_ANSWERS_PER_LIST && !byKey.has(key)) byKey.clear();
    let answer = byKey.get(key);
    if (!answer) {
      answer = alreadyValidated({ items: build() });
      byKey.set(key, answer);
    }
    return answer;
  };

  /** A record as the caller's role may read it (schemas/field-read-rights.ts). */
  const readable = (role: TRole) => (record: StoredRecord) => projectForRole(def.kind, role, record);

  const existing = async (companyId: string, id: string) => {
    const record = await records.get(companyId, def.kind, id);
    if (!record) throw notFound(def, id);
    return record;
  };

  const withHistory = async (
    claims: TClaims,
    record: StoredRecord,
    action: THistoryEntry['action'],
    before: StoredRecord | null,
  ) => (def.history ? historyEntry(claims, await userName?.(claims.sub), record, action, before) : undefined);

  /** Fills the kind's number from its numbering when none was entered; true when it did. */
  const takeNumber = async (record: StoredRecord): Promise<boolean> => {
    const sequence = def.numbering;
    if (!sequence || (record[sequence.field] ?? '') !== '') return false;
    const value = await numbering.next(record.companyId, sequence);
    if (value === undefined) return false;
    record[sequence.field] = value;
    return true;
  };

  /** Refuses a unique value (a supplier number) that another record of the company has. */
  const requireUnique = async (record: StoredRecord, pathPrefix: string) => {
    if (!def.unique) return;
    const issue = takenIssue(def, record, await load(record.companyId), pathPrefix);
    if (issue) refuseTaken(def, issue);
  };

  /** True when another record holds the record's unique value (its claim says so). */
  const heldByOther = async (record: StoredRecord): Promise<boolean> => {
    const field = def.unique?.field;
    const value = field ? record[field] : undefined;
    if (!field || typeof value !== 'string' || value.trim() === '') return false;
    const key = { companyId: record.companyId, kind: def.kind, field, value: value.trim() };
    const holder = await records.claimHolder(key);
    return holder !== undefined && holder !== record.id;
  };

  /**
   * Writes with the claim of the unique value; when another write claimed the same value first (the
   * claim's condition failed: 409), the caller is told the value is taken, at the field.
   */
  const putClaimed = async (write: () => Promise<void>, record: StoredRecord, pathPrefix: string) => {
    try {
      await write();
    } catch (error) {
      if (isConflict(error) && def.unique && (await heldByOther(record))) {
        refuseTaken(def, { path: `${pathPrefix}${def.unique.field}`, message: def.unique.message });
      }
      throw error;
    }
  };

  const routes: Route[] = [
    route(endpoints.list, async ({ query }, { company, claims }) => {
      const needsViewer = query.scope === 'mine' || def.hidesSupportEmployee;
      const [all, who] = await Promise.all([
        load(company.companyId),
        needsViewer ? viewer(company.companyId, claims.sub) : undefined,
      ]);
      const filter = {
        archived: query.archived,
        operatingUnitId: def.byOperatingUnit ? query.operatingUnitId : undefined,
        ownOperatingUnitIds: query.scope === 'mine' && def.byOperatingUnit ? who?.ownOperatingUnitIds : undefined,
      };
      // The cached records were parsed with the kind's schema when they were loaded; roles that may read
      // the same fields share an answer.
      const build = () => filterRecords(all, filter).map(readable(company.role));
      if (def.hidesSupportEmployee && who) {
        return alreadyValidated({ items: hideSupportEmployee(build(), who.supportEmployeeId, claims.sub) });
      }
      const concealed = concealedRights(def.kind, company.role).map((right) => right.path);
      return answerFor(all, JSON.stringify({ filter, concealed }), build);
    }),

    route(endpoints.get, async ({ params }, { company, claims }) => {
      const record = await existing(company.companyId, params.id);
      if (def.hidesSupportEmployee) {
        const who = await viewer(company.companyId, claims.sub);
        if (hideSupportEmployee([record], who.supportEmployeeId, claims.sub).length === 0)
          throw notFound(def, params.id);
      }
      return readable(company.role)(record);
    }),

    route(endpoints.create, async ({ body }, { company, claims }) => {
      const entered = newRecord(recordData(body), {
        id: ids.newId(),
        companyId: company.companyId,
        now: clock.now(),
        newId: ids.newId,
      });
      // Everything is checked before a number is taken: a refused create leaves no gap in the numbers.
      await requireUnique(entered, '');
      await requireReferences(def, deps, entered, '');
      return createWithNextNumber(async () => {
        const record = { ...entered };
        const numbered = await takeNumber(record);
        const history = await withHistory(claims, record, 'created', null);
        const alsoWrite = await claimWrites(def, records, record, null);
        const put = () => records.put(def.kind, record, null, history, alsoWrite);
        return {
          numbered,
          write: async () => {
            // A number taken from the numbering is tried again with the next one (createWithNextNumber).
            await (numbered ? put() : putClaimed(put, record, ''));
            return readable(company.role)(record);
          },
        };
      });
    }),

    route(endpoints.update, async ({ params, body }, { company, claims }) => {
      const before = await existing(company.companyId, params.id);
      const changed = changeRecord(before, recordData(body.data), body.version, {
        now: clock.now(),
        newId: ids.newId,
      });
      refuseGuardedChange(def, company.role, before, changed);
      // The update body wraps the values in `data`, so its issues name 'data.<field>' like schema issues do.
      await requireUnique(changed, 'data.');
      await requireReferences(def, deps, changed, 'data.');
      const history = await withHistory(claims, changed, 'changed', before);
      const claimed = await claimWrites(def, records, changed, before);
      await putClaimed(() => records.put(def.kind, changed, body.version, history, claimed), changed, 'data.');
      return readable(company.role)(changed);
    }),

    route(endpoints.archive, async ({ params, body }, { company, claims }) => {
      const before = await existing(company.companyId, params.id);
      if (def.archiveIsFinal && before.archived && !body.archived) throw new AppError('LW_400_02_0001');
      const changed = archiveRecord(before, body.archived, body.version, clock.now());
      const action = body.archived ? 'archived' : 'restored';
      // A kind that frees its unique value on archive (an employee's login) claims it again on restore.
      if (!body.archived && def.unique?.freedOnArchive) await requireUnique(changed, '');
      const claimed = await claimWrites(def, records, changed, before);
      const history = await withHistory(claims, changed, action, before);
      await putClaimed(() => records.put(def.kind, changed, body.version, history, claimed), changed, '');
      return readable(company.role)(changed);
    }),
  ];

  if (endpoints.history) {
    routes.push(
      route(endpoints.history, async ({ params }, { company }) => {
        await existing(company.companyId, params.id);
        const entries = await records.history(company.companyId, def.kind, params.id);
        return {
          items: entries.map((entry) => ({
            ...entry,
            changes: projectChangesForRole(def.kind, company.role, entry.changes),
          })),
        };
      }),
    );
  }
  return routes;
};
