import { LineIcon } from '../../../ui/line-icon';

/** The line drawings behind `icon:<name>` picture paths (WELFARE_ICONS). */
const ICONS: Record<string, string> = {
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7C10 3 6 4 7 7M12 7c2-4 6-3 5 0',
  mooncake: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 10v4M10 12h4',
  ticket: 'M3 8V6h18v2a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2H3v-2a2 2 0 0 0 0-4 2 2 0 0 0 0-4zM14 6v12',
  shop: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  discount: 'M4 12l8-8h8v8l-8 8zM15.5 8.5h.01M9 15l6-6',
  life: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  show: 'M4 5h16v10H4zM8 19h8M12 15v4M10 8l4 2-4 2z',
  activity: 'M6 21V4M6 4h11l-2 4 2 4H6',
  rights: 'M12 3l7 3v6c0 5-3 8-7 9-4-1-7-4-7-9V6zM9 12l2 2 4-4',
  car: 'M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2M7 13h.01M17 13h.01',
  health: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10zM9 11h6M12 8v6',
  home: 'M3 11l9-7 9 7M5 10v10h14V10',
  coffee: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3',
  fitness: 'M3 10v4M6 7v10M18 7v10M21 10v4M6 12h12',
};

/**
 * A welfare picture: `icon:<name>` drawn on its colour (no image request), or a shop picture path
 * (/api/Shop/Image/<key>) at the phone size asked for.
 */
export function WelfarePicture({
  imagePath,
  color,
  size = 48,
  label,
}: {
  imagePath: string;
  color: string;
  size?: number;
  /** Alternative text of a shop picture; drawn icons are decoration next to their text. */
  label?: string;
}) {
  if (imagePath.startsWith('icon:')) {
    return (
      <span className="welfare-picture" style={{ width: size, height: size, background: color }}>
        <LineIcon path={ICONS[imagePath.slice(5)] ?? ICONS.gift} size={Math.round(size * 0.55)} />
      </span>
    );
  }
  const width = size <= 80 ? 160 : 320;
  return (
    <img
      className="welfare-picture"
      src={`${imagePath}?w=${width}`}
      width={size}
      height={size}
      alt={label ?? ''}
      loading="lazy"
    />
  );
}
