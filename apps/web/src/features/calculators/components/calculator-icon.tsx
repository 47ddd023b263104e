import { LineIcon } from '../../../ui/line-icon';

/** Line icons of the calculator menu, inline so the menu needs no image request. */
const PATHS: Record<string, string> = {
  compensation: 'M4 7h16v12H4zM8 7V5h8v2M4 12h16M11 12v2h2v-2',
  bonus: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  tax: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8l3 3 3-3M12 11v6M9.5 13h5',
  insurance: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  days: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  leave: 'M12 3a4 4 0 0 1 4 4c0 3-4 6-4 6s-4-3-4-6a4 4 0 0 1 4-4zM5 21h14M8 17h8',
  marriage: 'M9 8a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM15 6a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  wage: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 8l3 4 3-4M12 12v5M9.5 13.5h5',
  average: 'M4 20h16M7 16v-5M12 16V7M17 16v-8M5 9l5-3 4 3 5-4',
};

export function CalculatorIcon({ name, size = 26 }: { name: string; size?: number }) {
  return <LineIcon size={size} path={PATHS[name] ?? PATHS.tax} />;
}
