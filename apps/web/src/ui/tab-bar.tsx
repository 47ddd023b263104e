import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import './tab-bar.css';

export type TTabBarItem = { key: string; title: ReactNode };

type TTabBarProps = {
  items: readonly TTabBarItem[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
};

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A screen's strip of a few fixed tabs, drawn by CSS alone and looking like antd-mobile's Tabs.
 * Tabs measures its tabs in a layout effect and starts react-spring springs for its line on mount:
 * on the clock card, the app's busiest screen, that was some 150 ms of a slow phone's first second.
 * Strips that scroll (many or data-named tabs) keep antd-mobile's Tabs. Keyboard as in the WAI-ARIA
 * tabs pattern: arrows, Home and End move between the tabs and select them.
 */
export function TabBar({ items, activeKey, onChange, className }: TTabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const index = items.findIndex((item) => item.key === activeKey);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = step(index, items.length);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
    const item = items[next];
    if (item && item.key !== activeKey) onChange(item.key);
  };
  return (
    <div
      ref={list}
      role="tablist"
      className={className ? `tab-bar ${className}` : 'tab-bar'}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
            onClick={() => {
              if (!active) onChange(item.key);
            }}
          >
            <span className="tab-bar__title">{item.title}</span>
          </button>
        );
      })}
    </div>
  );
}
