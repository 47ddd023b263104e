import { type ComponentProps, lazy, Suspense } from 'react';
import { withServerMessages } from '../../../platform/server-messages';

/*
 * The approver's buttons download when shown: only an approver's visit has them, and they bring the
 * server messages (one language) and zod with them.
 */
const ApprovalActionPanel = lazy(
  withServerMessages(async () => ({
    default: (await import('./approval-action-panel')).ApprovalActionPanel,
  })),
);

export function LazyApprovalActionPanel(props: ComponentProps<typeof ApprovalActionPanel>) {
  return (
    <Suspense fallback={null}>
      <ApprovalActionPanel {...props} />
    </Suspense>
  );
}
