import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The approver's buttons download when shown: only an approver's visit has them, and they bring the
 * shared message catalogue and zod with them.
 */
const ApprovalActionPanel = lazy(async () => ({
  default: (await import('./approval-action-panel')).ApprovalActionPanel,
}));

export function LazyApprovalActionPanel(props: ComponentProps<typeof ApprovalActionPanel>) {
  return (
    <Suspense fallback={null}>
      <ApprovalActionPanel {...props} />
    </Suspense>
  );
}
