import { useEffect, useState } from 'react';
import './blob-thumbnail.css';
import { ImageZoom } from './image-zoom';

/** An object URL for a blob, released when the blob changes or the thumbnail leaves the screen. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * One image of a `blob-thumbs` list, fetched with the session's token (a blob URL, never a plain
 * link): a square preview with its name under it, opening full size in a zoomable viewer; a spinner
 * while it loads and `failedText` when it could not be fetched.
 */
export function BlobThumbnail({
  image,
  name,
  openLabel,
  failedText,
}: {
  image: { data?: Blob; isError: boolean };
  name: string;
  /** The button's accessible name ("open <name>"). */
  openLabel: string;
  failedText: string;
}) {
  const url = useObjectUrl(image.data);
  const [zoomed, setZoomed] = useState(false);
  return (
    <li className="blob-thumb">
      <button
        type="button"
        className="blob-thumb__button"
        disabled={!url}
        onClick={() => setZoomed(true)}
        aria-label={openLabel}
      >
        {url ? (
          <img className="blob-thumb__image" src={url} alt={name} />
        ) : image.isError ? (
          <span className="blob-thumb__note">{failedText}</span>
        ) : (
          <span className="spinner blob-thumb__spinner" aria-hidden="true" />
        )}
      </button>
      <span className="blob-thumb__name">{name}</span>
      {zoomed && url ? <ImageZoom image={url} onClose={() => setZoomed(false)} /> : null}
    </li>
  );
}
