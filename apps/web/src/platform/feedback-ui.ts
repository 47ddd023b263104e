import { TOAST_MS } from '@ehome/shared/constants';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { i18next } from './i18n';

// antd-mobile 5 mounts Toast and Dialog with the legacy ReactDOM.render, which React 19 removed.
// Only these imperative calls render outside the app's root, so the hook is registered (once) here.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmounting synchronously while React is rendering warns; let the current render finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export function toast(message: string): void {
  Toast.show({ content: message, duration: TOAST_MS });
}

export function alert(message: string): Promise<void> {
  return Dialog.alert({ content: message, confirmText: i18next.t('common:ok') });
}

export function confirm(message: string, confirmText: string): Promise<boolean> {
  return Dialog.confirm({ content: message, confirmText, cancelText: i18next.t('common:cancel') });
}
