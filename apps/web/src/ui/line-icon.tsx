/** A 24x24 line icon drawn from one SVG path, in the text colour: icons need no font or image request. */
export function LineIcon({ path, size = 24 }: { path: string | undefined; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
