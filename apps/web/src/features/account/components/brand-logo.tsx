/** The product mark, inline so the login screen needs no image request. */
export function BrandLogo() {
  return (
    <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#fff" />
      <circle cx="32" cy="24" r="10" fill="#1677ff" />
      <path d="M14 52c2-10 9-15 18-15s16 5 18 15" fill="#1677ff" />
    </svg>
  );
}
