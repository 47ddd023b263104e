import NavBar from 'antd-mobile/es/components/nav-bar';
import SafeArea from 'antd-mobile/es/components/safe-area';
import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';

/** A page with a native-looking top bar; `back={false}` for pages with nowhere to go back to. */
export function Page({
  title,
  children,
  back = true,
}: {
  title: string;
  children: ReactNode;
  back?: boolean;
}) {
  const goBack = useGoBack();
  return (
    <div className="page">
      <SafeArea position="top" />
      <NavBar className="page__bar" back={back ? '' : null} backIcon={back} onBack={goBack}>
        {title}
      </NavBar>
      <main className="page__body">{children}</main>
      <SafeArea position="bottom" />
    </div>
  );
}
