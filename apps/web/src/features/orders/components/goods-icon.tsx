import { useState } from 'react';

/** A goods or gift picture; its first character on a tile when there is none or it fails. */
export function GoodsIcon({ src, name, size = 64 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed)
    return (
      <span className="goods-icon goods-icon--empty" style={style} aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  return (
    <img
      className="goods-icon"
      style={style}
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
