import type {
  TApplicationItem,
  TApplyKind,
  TApplyView,
  TApproveStatus,
  TLanguage,
  TRole,
} from '@ehome/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { TLocalizedNames } from '../../db/schema';

/**
 * The workflow engine as request modules see it (GUIDE: approvals is cross-cutting; request modules
 * register their kind with it and it never reaches into their tables). A request module keeps its
 * own row keyed by applyId and calls these inside its own transaction, so the header, the kind's
 * row, the tasks and the audit trail change together or not at all.
 */

/** Who approves a step, resolved from the organisation when the step opens. */
export type ApproverRule =
  /** The applicant's direct manager (employees.manager_eid). */
  | { type: 'manager' }
  /** The manager of the applicant's manager: the department head above the direct manager. */
  | { type: 'departmentHead' }
  /** Everyone of the applicant's company holding the role (e.g. hr: HR / administrative assistant). */
  | { type: 'role'; role: TRole }
  /** Named people (by user name) of the applicant's company: the configured fallback approvers. */
  | { type: 'users'; userNames: readonly string[] };

export type ProcessStep = {
  /** Activity key, translated for display (approvals.activity.<key>). */
  activity: string;
  approver: ApproverRule;
  /** any: one of the approvers decides; all: countersign, every approver must agree. */
  mode: 'any' | 'all';
};

/** What a process definition decides on: the request's length and category. */
export type ProcessFacts = {
  categoryCode: string;
  /** Length in days (leave, trip) or 0. */
  days: number;
  /** Length in hours (overtime, outing, hourly leave) or 0. */
  hours: number;
};

export type RequestKindDefinition = {
  kind: TApplyKind;
  /**
   * Ordered steps for a request with these facts (e.g. leave over 3 days adds the HR step). Called
   * at submit and again, with the facts stored at submit, each time a step completes, so it must be
   * a pure function of the facts. A step whose rule finds nobody (the applicant excluded) is
   * skipped; a request none of whose steps finds anyone goes to the fallback (HR, then the
   * configured fallback approvers) and is refused at submit when even that finds nobody.
   */
  process(facts: ProcessFacts): ProcessStep[];
  /** The page that shows one request of this kind, for messages and lists. */
  viewPath(applyId: string): string;
  /**
   * Called in the same transaction after every status change the engine makes: submit (0 -> 1), a
   * decision (1 -> 2 or 1 -> 3) and a recall (1 -> 0). E.g. a cancellation applies itself on 2, leave balances
   * move between pending and used. Destroy is not a status change: the kind's row goes by cascade.
   */
  onStatusChange?(
    tx: Tx,
    applyId: string,
    from: TApproveStatus,
    to: TApproveStatus,
    context: StatusChangeContext,
  ): Promise<void>;
};

/** What the engine offers a kind's onStatusChange, inside the same transaction. */
export type StatusChangeContext = {
  /** Tells the owner of a request voided by an approved cancellation (message, link to the request). */
  notifyCancelled(tx: Tx, applyId: string): Promise<void>;
};

/** The person acting: the authenticated user. */
export type Actor = { eid: string; companyId: string };

export type ApplyHeaderInput = {
  categoryId: string | null;
  categoryCode: string;
  categoryNames: TLocalizedNames;
  startTime: Date | null;
  endTime: Date | null;
  timeLength: number | null;
  /** 1 day, 0 hour. */
  timeUnit: number | null;
};

export type ApplyHeader = ApplyHeaderInput & {
  applyId: string;
  kind: TApplyKind;
  applyNo: string;
  eid: string;
  companyId: string;
  loginEid: string;
  approveStatus: TApproveStatus;
  createdAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
};

export type ApprovalEngine = {
  register(definition: RequestKindDefinition): void;

  /**
   * A new draft (status 0) owned by the actor, with a fresh applyNo, unique within its company.
   * `requestedId` is an id the client obtained for a new form (attachments uploaded before saving
   * are keyed by it); it is refused (error.Conflict) when already in use.
   */
  createApply(
    tx: Tx,
    kind: TApplyKind,
    actor: Actor,
    header: ApplyHeaderInput,
    requestedId?: string,
  ): Promise<ApplyHeader>;
  /** Changes a draft's header; refused (error.Conflict) unless the request is a draft. */
  updateApply(tx: Tx, applyId: string, header: ApplyHeaderInput): Promise<void>;

  /**
   * The actor's own request of this kind, locked for update; NotFound when it does not exist, is
   * another kind, or belongs to someone else (never reveals others' requests).
   */
  getOwned(tx: Tx, kind: TApplyKind, applyId: string, actor: Actor): Promise<ApplyHeader>;

  /** Draft -> in approval: resolves the process, opens the first step's tasks, trail 提交, messages. */
  submit(tx: Tx, applyId: string, actor: Actor, facts: ProcessFacts): Promise<void>;
  /** In approval -> draft, by the owner only; closes open tasks, trail 撤回. */
  recall(tx: Tx, kind: TApplyKind, applyId: string, actor: Actor): Promise<void>;
  /**
   * Runs in the deleting transaction just before a request is deleted, for what hangs off a request
   * without a foreign key (its attachments): registered once at start-up.
   */
  onDestroy(listener: (tx: Tx, kind: TApplyKind, applyId: string) => Promise<void>): void;
  /** Deletes a draft or a rejected request of the owner (the kind's row goes with it by cascade). */
  destroy(tx: Tx, kind: TApplyKind, applyId: string, actor: Actor): Promise<void>;

  /**
   * Tells the owner their request was cancelled (voided by an approved cancellation request, e.g.
   * an overtime or outing cancellation applying itself in its onStatusChange): an in-app message
   * in the reader's language linking to the request.
   */
  notifyCancelled(tx: Tx, applyId: string): Promise<void>;

  /** Whether the person may see the request: its owner or an approver who holds or held a task on it. */
  canView(db: DbOrTx, applyId: string, eid: string): Promise<boolean>;
  /**
   * The header of a request, whoever asks: for modules that decide access to what hangs off a
   * request (its files) and must check it themselves. Null when there is no such request.
   */
  find(db: DbOrTx, applyId: string): Promise<ApplyHeader | null>;
  /** The header for a viewer (403-free NotFound when they may not see it), with their task and actions. */
  view(db: DbOrTx, kind: TApplyKind, applyId: string, viewer: Actor, lang: TLanguage): Promise<TApplyView>;

  /** The owner's requests of a kind, newest first, paged (every kind's List call). */
  listOwned(
    db: DbOrTx,
    kind: TApplyKind,
    actor: Actor,
    page: { pageIndex: number; pageSize: number; approveStatus?: number },
    lang: TLanguage,
  ): Promise<{ result: TApplicationItem[]; totalCount: number }>;

  /** Headers of a person's requests of a kind overlapping [from, to) in the given statuses. */
  findOverlapping(
    db: DbOrTx,
    kind: TApplyKind,
    eid: string,
    from: Date,
    to: Date,
    statuses: readonly TApproveStatus[],
    excludeApplyId?: string,
  ): Promise<ApplyHeader[]>;
};
