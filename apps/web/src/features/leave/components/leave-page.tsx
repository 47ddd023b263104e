import type { ReactNode } from 'react';
import { Page } from '../../../ui/page';

/**
 * The app's page frame with the back arrow's target chosen by the screen: the leave view goes to
 * the inquiry list after a delete instead of back (spec 1 §2).
 */
export function LeavePage({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <Page title={title} onBack={onBack}>
      {children}
    </Page>
  );
}
