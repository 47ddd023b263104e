import { LeaveStatus } from '@ehome/shared';
import type { DbOrTx } from '../../db/client';
import type { ApproverRule, ProcessStep } from './ports';
import { findPerson, type OrgPerson, peopleByUserName, peopleWithRole } from './repository';

/**
 * Approvers of a step for an applicant, resolved from the organisation when the step opens (so a
 * change of manager while a request waits applies to the steps still to come). Nobody approves
 * their own request, and people who have left are never given tasks.
 */
export async function resolveApprovers(
  db: DbOrTx,
  rule: ApproverRule,
  applicant: OrgPerson,
): Promise<OrgPerson[]> {
  let candidates: OrgPerson[] = [];
  switch (rule.type) {
    case 'manager': {
      const manager = applicant.managerEid ? await findPerson(db, applicant.managerEid) : null;
      candidates = manager ? [manager] : [];
      break;
    }
    case 'departmentHead': {
      const manager = applicant.managerEid ? await findPerson(db, applicant.managerEid) : null;
      const head = manager?.managerEid ? await findPerson(db, manager.managerEid) : null;
      candidates = head ? [head] : [];
      break;
    }
    case 'role':
      candidates = await peopleWithRole(db, applicant.companyId, rule.role);
      break;
    case 'users':
      candidates = await peopleByUserName(db, applicant.companyId, rule.userNames);
      break;
  }
  const seen = new Set<string>();
  return candidates.filter((person) => {
    if (person.eid === applicant.eid || person.leaveStatus === LeaveStatus.Departed) return false;
    if (person.companyId !== applicant.companyId || seen.has(person.eid)) return false;
    seen.add(person.eid);
    return true;
  });
}

export type OpenableStep = { index: number; step: ProcessStep; approvers: OrgPerson[] };

/**
 * The first step at or after `from` that has someone to approve it. Steps left without anyone
 * (no manager on record, the applicant is the only HR person ...) are skipped rather than blocking
 * the request forever; null means no step is left (at submit: see fallbackStep).
 */
export async function nextOpenableStep(
  db: DbOrTx,
  steps: readonly ProcessStep[],
  from: number,
  applicant: OrgPerson,
): Promise<OpenableStep | null> {
  for (let index = from; index < steps.length; index++) {
    const step = steps[index] as ProcessStep;
    const approvers = await resolveApprovers(db, step.approver, applicant);
    if (approvers.length > 0) return { index, step, approvers };
  }
  return null;
}

/**
 * Where a request goes when none of its steps finds an approver (a manager with no manager above):
 * HR of the company, else the configured fallback approvers, the applicant never among them. It is
 * numbered after the process's steps, so its decision ends the process. Null: nobody can approve.
 */
export async function fallbackStep(
  db: DbOrTx,
  index: number,
  applicant: OrgPerson,
  fallbackUserNames: readonly string[],
): Promise<OpenableStep | null> {
  const candidates: ProcessStep[] = [
    { activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' },
    { activity: 'fallback', approver: { type: 'users', userNames: fallbackUserNames }, mode: 'any' },
  ];
  for (const step of candidates) {
    const approvers = await resolveApprovers(db, step.approver, applicant);
    if (approvers.length > 0) return { index, step, approvers };
  }
  return null;
}
