import { LineIcon } from '../../../ui/line-icon';

/**
 * Line icons for the menu areas and the entries that have one of their own (an entry without one
 * shows its area's), drawn inline so the home needs no icon font or image request.
 */
const PATHS: Record<string, string> = {
  clockIn: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4v4l3 2M9 2h6',
  attendanceCalendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  attendanceSummary: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  attendanceRules: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6',
  attendanceLocation:
    'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  clockExceptions: 'M12 3 2 20h20zM12 9v5M12 17h.01',
  workCalendar:
    'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 12.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z',
  attendance: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  requests: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  approvals: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9 3 3 5-6',
  shop: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  activities: 'M6 21V4M6 4h11l-2 4 2 4H6',
  welfare: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7C10 3 6 4 7 7M12 7c2-4 6-3 5 0',
  calculators: 'M6 3h12v18H6zM9 7h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01',
  onboarding: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  certificates: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM9 14l-2 7 5-3 5 3-2-7',
  tax: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8l3 3 3-3M12 11v6M9.5 13h5',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

export function AreaIcon({ name, fallback, size = 24 }: { name: string; fallback?: string; size?: number }) {
  return (
    <LineIcon size={size} path={PATHS[name] ?? (fallback ? PATHS[fallback] : undefined) ?? PATHS.account} />
  );
}
