import NavBar from 'antd-mobile/es/components/nav-bar';
import SafeArea from 'antd-mobile/es/components/safe-area';
import type { ReactNode } from 'react';

/**
 * The app's page frame (ui/page.tsx) with the back arrow's target chosen by the screen:
 * the leave view goes to the inquiry list after a delete instead of back (spec 1 §2).
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
    <div className="page">
      <SafeArea position="top" />
      <NavBar className="page__bar" back="" backIcon onBack={onBack}>
        {title}
      </NavBar>
      <main className="page__body">{children}</main>
      <SafeArea position="bottom" />
    </div>
  );
}
