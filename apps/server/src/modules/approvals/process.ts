import { LeaveStatus } from '@ehome/shared';
import type { DbOrTx } from '../../db/client';
import type { ApproverRule, ProcessStep } from './ports';
import { findPerson, type OrgPerson, peopleByUserName, peopleWithRole } from './repository';

/**
 * The applicant of a request, with the people already read alongside (their manager and the
 * manager's manager, see findPersonWithChain), so resolving a manager step reads nothing more.
 */
export type Applicant = OrgPerson & { known?: readonly OrgPerson[] };

/**
 * Approvers of a step for an applicant, resolved from the organisation when the step opens (so a
 * change of manager while a request waits applies to the steps still to come). Nobody approves
 * their own request, and people who have left are never given tasks.
 */
export async function resolveApprovers(
  db: DbOrTx,
  rule: ApproverRule,
  applicant: Applicant,
): Promise<OrgPerson[]> {
  const person = async (eid: string | null) =>
    eid ? (applicant.known?.find((p) => p.eid === eid) ?? (await findPerson(db, eid))) : null;
  let candidates: OrgPerson[] = [];
  switch (rule.type) {
    case 'manager': {
      const manager = await person(applicant.managerEid);
      candidates = manager ? [manager] : [];
      break;
    }
    case 'departmentHead': {
      const manager = await person(applicant.managerEid);
      const head = await person(manager?.managerEid ?? null);
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
  applicant: Applicant,
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
  applicant: Applicant,
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
