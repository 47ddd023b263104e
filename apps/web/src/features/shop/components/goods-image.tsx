import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';

/**
 * A shop picture through the image route: the width variant for the displayed size at 1x and 2x
 * (srcset), width and height set so nothing moves when it arrives, lazy below the fold.
 */
export function GoodsImage({
  path,
  alt,
  size,
  eager = false,
  className,
}: {
  path: string | null;
  alt: string;
  /** Displayed width and height in CSS pixels (square pictures). */
  size: 80 | 160 | 320;
  eager?: boolean;
  className?: string;
}) {
  if (!path)
    return (
      <span className={`shop-img shop-img--empty ${className ?? ''}`} style={{ width: size, height: size }} />
    );
  const one = size <= 80 ? 160 : size <= 160 ? 160 : 320;
  const two = size <= 80 ? 160 : size <= 160 ? 320 : 640;
  return (
    <img
      className={`shop-img ${className ?? ''}`}
      src={shopImageUrl(path, one)}
      srcSet={`${shopImageUrl(path, one)} 1x, ${shopImageUrl(path, two)} 2x`}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
