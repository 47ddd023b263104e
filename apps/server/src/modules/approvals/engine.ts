import {
  APPLY_NO_PREFIX,
  APPROVAL_ACTIONS,
  ApproveStatus,
  approvalCommentError,
  ErrorCode,
  ownerMay,
  type TActionItem,
  type TApplicationItem,
  type TApplyAction,
  type TApplyActionResult,
  type TApplyKind,
  type TApplyView,
  type TApproveStatus,
  type TLanguage,
  type TMessageKey,
  translate,
} from '@ehome/shared';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { TLocalizedNames } from '../../db/schema';
import { writeTogether } from '../../db/together';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import type {
  Actor,
  ApplyHeader,
  ApplyHeaderInput,
  ApprovalEngine,
  ProcessFacts,
  RequestKindDefinition,
  StatusChangeContext,
} from './ports';
import { type Applicant, fallbackStep, nextOpenableStep, type OpenableStep } from './process';
import * as repo from './repository';

/**
 * The engine plus what only the approvals module itself calls: acting on a task (routes) and the
 * registered definitions (lists need each kind's view path).
 */
export type WorkflowEngine = ApprovalEngine & {
  act(tx: Tx, input: TApplyAction, actor: Actor): Promise<TApplyActionResult>;
  definition(kind: TApplyKind): RequestKindDefinition | undefined;
  /** Tests only: puts their own definition of a kind in place of the registered one. */
  replaceForTest(definition: RequestKindDefinition): void;
};

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** User names of the fallback approvers (config APPROVAL_FALLBACK_USERS). */
  fallbackApprovers?: readonly string[];
};

/** The actions every task offers; a step kind with other actions would list them here. */
const TASK_ACTIONS: readonly string[] = APPROVAL_ACTIONS;

export function actionList(lang: TLanguage): TActionItem[] {
  return APPROVAL_ACTIONS.map((code) => ({ code, name: translate(lang, `approvals.action.${code}`) }));
}

export function statusName(lang: TLanguage, status: number): string {
  return translate(lang, `approvals.status.${status}`);
}

export function categoryName(names: TLocalizedNames, lang: TLanguage): string {
  return localizedName(names, lang);
}

const conflict = (key: TMessageKey) => new AppError(ErrorCode.Conflict, key);

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The workflow engine (spec 1 §3, §4; issue 4 "Workflow engine"). Every change runs in the caller's
 * transaction with the apply row locked first, so two approvers deciding at once, or an approver
 * and a recall, are serialised on the request and never both win.
 *
 * Decisions taken here:
 * - A step whose approver rule resolves to nobody (no manager on record, the applicant is the only
 *   HR person) is skipped. Nobody approves their own request: when every step is skipped the
 *   request goes to HR (the hr role, the applicant excluded), else to the configured fallback
 *   approvers; when there is nobody at all, submit is refused and the request stays a draft.
 * - Recall is allowed while the request is in approval (status 1), even after an earlier step
 *   agreed: the open tasks close, and a resubmission starts the process from its first step.
 * - onStatusChange is called for every status change the engine makes: submit (0 -> 1), an
 *   automatic approval (1 -> 2), a decision (1 -> 2 or 1 -> 3) and a recall (1 -> 0).
 */
export function approvalEngine({ clock, timeZone, fallbackApprovers = [] }: Deps): WorkflowEngine {
  const definitions = new Map<TApplyKind, RequestKindDefinition>();
  const destroyListeners: ((tx: Tx, kind: TApplyKind, applyId: string) => Promise<void>)[] = [];
  /**
   * The rows of the requests a transaction created, as they stand: nobody else sees them before the
   * commit, so a submit in the same transaction (a form saved and sent at once) and the answer read
   * after it take the row from here instead of reading it again under a lock. The engine keeps an
   * entry current through its status changes and drops it on any other change (nothing outside the
   * engine writes the applies row).
   */
  const createdIn = new WeakMap<Tx, Map<string, repo.ApplyRow>>();

  function definitionOf(kind: string): RequestKindDefinition {
    const definition = definitions.get(kind as TApplyKind);
    if (!definition) throw new AppError(ErrorCode.Failed, 'approvals.kindNotReady');
    return definition;
  }

  async function lockOwned(tx: Tx, applyId: string, actor: Actor, kind?: TApplyKind) {
    const row = createdIn.get(tx)?.get(applyId) ?? (await repo.lockApply(tx, applyId));
    if (!row || row.eid !== actor.eid || (kind && row.kind !== kind)) throw notFound();
    return row;
  }

  function categoryParams(names: TLocalizedNames) {
    return { category_zh: names.zh, category_en: names.en, category_ja: names.ja };
  }

  /**
   * A status change: its write, to send alone or with the other writes of the same step
   * (writeTogether), and what follows once it ran: the definition's hook.
   */
  function statusChange(
    tx: Tx,
    row: repo.ApplyRow,
    to: TApproveStatus,
    patch: Parameters<typeof repo.updateApply>[2] = {},
  ) {
    const from = row.approveStatus as TApproveStatus;
    const changed = { ...patch, approveStatus: to, updatedAt: clock.now() };
    return {
      write: repo.applyUpdate(tx, row.id, changed),
      async done() {
        const created = createdIn.get(tx);
        if (created?.has(row.id)) created.set(row.id, { ...row, ...changed });
        await definitionOf(row.kind).onStatusChange?.(tx, row.id, from, to, statusChangeContext);
      },
    };
  }

  async function changeStatus(
    tx: Tx,
    row: repo.ApplyRow,
    to: TApproveStatus,
    patch: Parameters<typeof repo.updateApply>[2] = {},
  ) {
    const change = statusChange(tx, row, to, patch);
    await writeTogether(tx, [change.write]);
    await change.done();
  }

  /** What a kind's onStatusChange may ask of the engine (a cancellation tells the voided request's owner). */
  const statusChangeContext: StatusChangeContext = {
    async notifyCancelled(tx, applyId) {
      const voided = await repo.findApply(tx, applyId);
      if (voided) await notifyApplicant(tx, voided, 'approvals.notice.cancelled');
    },
  };

  /**
   * The writes that open a step: one task per approver, and a message to each (in one insert with
   * `alsoNotify`). Not yet run: the caller sends them with its other writes (writeTogether).
   */
  function stepWrites(
    tx: Tx,
    row: repo.ApplyRow,
    applicantName: string,
    openable: OpenableStep,
    alsoNotify: repo.NotificationRow[] = [],
  ): SQLWrapper[] {
    const now = clock.now();
    const link = definitionOf(row.kind).viewPath(row.id);
    const tasks = repo.tasksInsert(
      tx,
      openable.approvers.map((person) => ({
        applyId: row.id,
        kind: row.kind,
        stepIndex: openable.index,
        activity: openable.step.activity,
        mode: openable.step.mode,
        assigneeEid: person.eid,
        createdAt: now,
      })),
    );
    const notices = repo.notificationsInsert(tx, [
      ...openable.approvers.map((person) => ({
        eid: person.eid,
        titleKey: 'approvals.notice.pending' as const,
        params: { name: applicantName, ...categoryParams(row.categoryNames) },
        applyId: row.id,
        link,
        createdAt: now,
      })),
      ...alsoNotify,
    ]);
    return [...tasks, ...notices];
  }

  /**
   * Approved: the status, the moment and the applicant's message, in one statement with the
   * caller's `alsoWrite` (the decision's trail entry); then the definition's hook.
   */
  async function approve(tx: Tx, row: repo.ApplyRow, comment = '', alsoWrite: SQLWrapper[] = []) {
    const now = clock.now();
    const change = statusChange(tx, row, ApproveStatus.Approved, { decidedAt: now });
    const notice = applicantNotice(
      row,
      comment ? 'approvals.notice.approvedComment' : 'approvals.notice.approved',
      comment ? { comment } : {},
    );
    await writeTogether(tx, [...alsoWrite, change.write, ...repo.notificationsInsert(tx, [notice])]);
    await change.done();
  }

  function applicantNotice(
    row: repo.ApplyRow,
    titleKey: TMessageKey,
    extra: Record<string, string> = {},
  ): repo.NotificationRow {
    return {
      eid: row.eid,
      titleKey,
      params: { ...categoryParams(row.categoryNames), ...extra },
      applyId: row.id,
      link: definitionOf(row.kind).viewPath(row.id),
      createdAt: clock.now(),
    };
  }

  async function notifyApplicant(
    tx: Tx,
    row: repo.ApplyRow,
    titleKey: TMessageKey,
    extra: Record<string, string> = {},
  ) {
    await repo.insertNotifications(tx, [applicantNotice(row, titleKey, extra)]);
  }

  function stepsOf(row: repo.ApplyRow) {
    return definitionOf(row.kind).process((row.processFacts ?? {}) as ProcessFacts);
  }

  /** The applicant, read with their manager and the manager's manager (see Applicant). */
  async function applicantOf(tx: DbOrTx, row: repo.ApplyRow): Promise<Applicant> {
    const [applicant, ...known] = await repo.findPersonWithChain(tx, row.eid);
    if (!applicant) throw new Error(`applicant ${row.eid} of ${row.id} not found`);
    return { ...applicant, known };
  }

  const engine: WorkflowEngine = {
    onDestroy(listener) {
      destroyListeners.push(listener);
    },

    register(definition) {
      // A second definition for a kind is a wiring mistake; failing at start-up says so.
      if (definitions.has(definition.kind))
        throw new Error(`request kind ${definition.kind} registered twice`);
      definitions.set(definition.kind, definition);
    },

    replaceForTest(definition) {
      definitions.set(definition.kind, definition);
    },

    definition: (kind) => definitions.get(kind),

    async createApply(tx, kind, actor, header, requestedId) {
      definitionOf(kind);
      if (requestedId && (await repo.applyExists(tx, requestedId))) throw conflict('approvals.idInUse');
      const now = clock.now();
      const prefix = APPLY_NO_PREFIX[kind];
      const day = businessDate(now, timeZone);
      const row = await repo
        .insertNumberedApply(
          tx,
          { prefix, day },
          {
            ...(requestedId ? { id: requestedId } : {}),
            kind,
            companyId: actor.companyId,
            eid: actor.eid,
            loginEid: actor.eid,
            categoryId: header.categoryId,
            categoryCode: header.categoryCode,
            categoryNames: header.categoryNames,
            approveStatus: ApproveStatus.Draft,
            startTime: header.startTime,
            endTime: header.endTime,
            timeLength: header.timeLength === null ? null : String(header.timeLength),
            timeUnit: header.timeUnit,
            createdAt: now,
            updatedAt: now,
          },
        )
        .catch((error: unknown) => {
          // Two saves of a new form with the same client id at once: the second loses on the key.
          if (requestedId && isUniqueViolation(error)) throw conflict('approvals.idInUse');
          throw error;
        });
      let created = createdIn.get(tx);
      if (!created) {
        created = new Map();
        createdIn.set(tx, created);
      }
      created.set(row.id, row);
      return repo.toHeader(row);
    },

    async updateApply(tx, applyId, header: ApplyHeaderInput) {
      createdIn.get(tx)?.delete(applyId);
      const row = await repo.lockApply(tx, applyId);
      if (!row) throw notFound();
      // The request module has checked ownership before calling; the status rule is the owner's.
      if (!ownerMay('edit', row.approveStatus)) throw conflict('approvals.notDraft');
      await repo.updateApply(tx, applyId, {
        categoryId: header.categoryId,
        categoryCode: header.categoryCode,
        categoryNames: header.categoryNames,
        startTime: header.startTime,
        endTime: header.endTime,
        timeLength: header.timeLength === null ? null : String(header.timeLength),
        timeUnit: header.timeUnit,
        updatedAt: clock.now(),
      });
    },

    async getOwned(tx, kind, applyId, actor) {
      return repo.toHeader(await lockOwned(tx, applyId, actor, kind));
    },

    async submit(tx, applyId, actor, facts) {
      const row = await lockOwned(tx, applyId, actor);
      if (!ownerMay('submit', row.approveStatus)) throw conflict('approvals.notDraft');
      const definition = definitionOf(row.kind);
      const now = clock.now();
      const applicant = await applicantOf(tx, row);
      const steps = definition.process(facts);
      const first =
        (await nextOpenableStep(tx, steps, 0, applicant)) ??
        (await fallbackStep(tx, steps.length, applicant, fallbackApprovers));
      if (!first) throw new AppError(ErrorCode.Failed, 'approvals.noApprover');
      const change = statusChange(tx, row, ApproveStatus.InApproval, {
        processFacts: facts,
        submittedAt: now,
        decidedAt: null,
      });
      const submitted = { ...row, approveStatus: ApproveStatus.InApproval, processFacts: facts };
      // The status, the trail entry, the first step's tasks and every message: one statement.
      await writeTogether(tx, [
        change.write,
        repo.trailInsert(
          { applyId, operation: 'submit', operatorEid: actor.eid, activity: 'applicant', comments: '' },
          now,
        ),
        ...stepWrites(tx, submitted, applicant.name, first, [
          applicantNotice(submitted, 'approvals.notice.submitted'),
        ]),
      ]);
      await change.done();
    },

    async recall(tx, kind, applyId, actor) {
      const row = await lockOwned(tx, applyId, actor, kind);
      if (!ownerMay('recall', row.approveStatus)) throw conflict('approvals.cannotRecall');
      const waiting = await repo.closeOpenTasks(tx, applyId);
      await changeStatus(tx, row, ApproveStatus.Draft, { submittedAt: null });
      await repo.insertTrail(
        tx,
        { applyId, operation: 'recall', operatorEid: actor.eid, activity: 'applicant', comments: '' },
        clock.now(),
      );
      // The approvers it was waiting on learn that it no longer does (their pending message stays true).
      if (waiting.length > 0) {
        const applicant = await applicantOf(tx, row);
        const link = definitionOf(row.kind).viewPath(row.id);
        await repo.insertNotifications(
          tx,
          [...new Set(waiting)].map((eid) => ({
            eid,
            titleKey: 'approvals.notice.recalled',
            params: { name: applicant.name, ...categoryParams(row.categoryNames) },
            applyId: row.id,
            link,
            createdAt: clock.now(),
          })),
        );
      }
    },

    async destroy(tx, kind, applyId, actor) {
      const row = await lockOwned(tx, applyId, actor, kind);
      if (!ownerMay('destroy', row.approveStatus)) throw conflict('approvals.cannotDelete');
      createdIn.get(tx)?.delete(applyId);
      for (const listener of destroyListeners) await listener(tx, kind, applyId);
      await repo.deleteApply(tx, applyId);
    },

    async notifyCancelled(tx, applyId) {
      const row = await repo.findApply(tx, applyId);
      if (!row) throw notFound();
      await statusChangeContext.notifyCancelled(tx, applyId);
    },

    async find(db, applyId) {
      const row = await repo.findApply(db, applyId);
      return row ? repo.toHeader(row) : null;
    },

    async canView(db, applyId, eid) {
      // One statement (batched with the others asked at once): the request and the viewer's tasks.
      const found = await repo.findApplyView(db, applyId, eid);
      if (!found?.apply) return false;
      return found.apply.eid === eid || found.hasTask;
    },

    async view(db, kind, applyId, viewer, lang): Promise<TApplyView> {
      // One statement: the request, its applicant, the viewer's tasks on it.
      const found = await repo.findApplyView(db, applyId, viewer.eid);
      const row = found?.apply;
      if (!found || !row || row.kind !== kind) throw notFound();
      const isOwner = row.eid === viewer.eid;
      if (!isOwner && !found.hasTask) throw notFound();
      if (found.applicantName === null || found.applicantNo === null)
        throw new Error(`applicant ${row.eid} of ${row.id} not found`);
      const applicant = { name: found.applicantName, employeeNo: found.applicantNo };
      const task = found.openTaskId ? { id: found.openTaskId } : null;
      return {
        applyId: row.id,
        applyNo: row.applyNo,
        eid: row.eid,
        empName: applicant.name,
        empNo: applicant.employeeNo,
        loginEid: row.loginEid,
        categoryId: row.categoryId,
        categoryCode: row.categoryCode,
        categoryName: categoryName(row.categoryNames, lang),
        approveStatus: row.approveStatus as TApproveStatus,
        approveStatusText: statusName(lang, row.approveStatus),
        taskId: task?.id ?? null,
        actionList: task ? actionList(lang) : [],
        isOwner,
        createdAt: formatDateTime(row.createdAt, timeZone),
        submittedAt: row.submittedAt ? formatDateTime(row.submittedAt, timeZone) : null,
      };
    },

    async listOwned(db, kind, actor, page, lang) {
      const { rows, totalCount } = await repo.listOwned(db, kind, actor.eid, page);
      const result: TApplicationItem[] = rows.map((row) => ({
        applyId: row.id,
        kind: row.kind as TApplyKind,
        applyNo: row.applyNo,
        categoryName: categoryName(row.categoryNames, lang),
        applyCategoryNameCN: row.categoryNames.zh,
        applyCategoryNameEN: row.categoryNames.en,
        approveStatus: row.approveStatus as TApproveStatus,
        approveStatusName: statusName(lang, row.approveStatus),
        approveStatusTextCN: statusName('zh', row.approveStatus),
        approveStatusTextEN: statusName('en', row.approveStatus),
        startTime: row.startTime ? formatDateTime(row.startTime, timeZone) : '',
        endTime: row.endTime ? formatDateTime(row.endTime, timeZone) : '',
        timeLength: row.timeLength === null ? null : Number(row.timeLength),
        timeUnit: row.timeUnit,
        createdAt: formatDateTime(row.createdAt, timeZone),
        localTravelCancelID: null,
      }));
      return { result, totalCount };
    },

    async findOverlapping(db, kind, eid, from, to, statuses, excludeApplyId): Promise<ApplyHeader[]> {
      const rows = await repo.findOverlapping(db, kind, eid, from, to, statuses, excludeApplyId);
      return rows.map(repo.toHeader);
    },

    async act(tx, input, actor) {
      const commentError = approvalCommentError(input.action, input.comment);
      if (commentError) throw new AppError(ErrorCode.InvalidInput, commentError);
      // The request first: every decision on it waits here for the one before to commit, so the
      // task states read below are the committed ones.
      const row = await repo.lockApply(tx, input.ApplyId);
      // Read after the lock, not joined to it: a join would answer the task as it was before the
      // wait, and the decision that held the lock may have acted on it.
      const task = row ? await repo.findTask(tx, input.taskId) : null;
      // One answer whether the request, the task or the assignment is missing: a stranger learns nothing.
      if (!row || !task || task.applyId !== row.id || task.assigneeEid !== actor.eid) {
        throw new AppError(ErrorCode.Failed, 'approvals.notYourTask');
      }
      const result = (changed: boolean, status: number): TApplyActionResult => ({
        applyId: row.id,
        approveStatus: status as TApproveStatus,
        changed,
      });
      if (task.status === repo.TaskStatus.Acted) {
        if (task.action === input.action) return result(false, row.approveStatus);
        throw conflict('approvals.taskHandled');
      }
      if (task.status === repo.TaskStatus.Closed) throw conflict('approvals.taskClosed');
      if (row.approveStatus !== ApproveStatus.InApproval) throw conflict('approvals.notInApproval');
      if (!TASK_ACTIONS.includes(input.action)) {
        throw new AppError(ErrorCode.InvalidInput, 'approvals.actionNotOffered');
      }

      const now = clock.now();
      const trail = repo.trailInsert(
        {
          applyId: row.id,
          operation: input.action,
          operatorEid: actor.eid,
          activity: task.activity,
          comments: input.comment,
        },
        now,
      );
      if (input.action === 'agree') {
        // An "any" step is decided by this one approver; an "all" step waits for the others.
        const open = await repo.agreeOnTask(tx, task, task.mode === 'any', input.comment, now);
        // The trail entry goes with what the agree leads to, in one statement.
        if (open > 0) {
          await writeTogether(tx, [trail]);
          return result(true, ApproveStatus.InApproval);
        }
        const steps = stepsOf(row);
        // The applicant (and their managers) are read only when a step is left to open.
        if (task.stepIndex + 1 < steps.length) {
          const applicant = await applicantOf(tx, row);
          const next = await nextOpenableStep(tx, steps, task.stepIndex + 1, applicant);
          if (next) {
            await writeTogether(tx, [trail, ...stepWrites(tx, row, applicant.name, next)]);
            return result(true, ApproveStatus.InApproval);
          }
        }
        await approve(tx, row, input.comment, [trail]);
        return result(true, ApproveStatus.Approved);
      }

      await repo.markTaskActed(tx, task.id, input.action, input.comment, now);
      await writeTogether(tx, [trail]);

      // reject (the only other action offered): the request ends here.
      await repo.closeOpenTasks(tx, row.id);
      await changeStatus(tx, row, ApproveStatus.Rejected, { decidedAt: now });
      await notifyApplicant(
        tx,
        row,
        input.comment ? 'approvals.notice.rejectedComment' : 'approvals.notice.rejected',
        input.comment ? { comment: input.comment } : {},
      );
      return result(true, ApproveStatus.Rejected);
    },
  };
  return engine;
}
