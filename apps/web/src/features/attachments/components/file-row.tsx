import { formatFileSize } from '@ehome/shared/attachments/rules';
import type { TFileItem } from '@ehome/shared/attachments/schemas';
import { useTranslation } from 'react-i18next';
import { fileIcon } from '../prepare-upload';

type TProps = {
  file: TFileItem;
  opening: boolean;
  onOpen: () => void;
  /** Absent when the files may not change (read only, submitted request). */
  onDelete?: () => void;
  deleting?: boolean;
};

/** One file: a type badge, the name (wrapping, never cut), size and time; tap to open. */
export function FileRow({ file, opening, onOpen, onDelete, deleting = false }: TProps) {
  const { t } = useTranslation('attachments');
  const icon = fileIcon(file.mimeType);
  return (
    <li className="attachment-row">
      <button
        type="button"
        className="attachment-row__open"
        onClick={onOpen}
        disabled={opening}
        aria-label={t('openNamed', { name: file.fileName })}
      >
        <span className={`attachment-row__badge attachment-row__badge--${icon}`} aria-hidden="true">
          {t(`kind.${icon}`)}
        </span>
        <span className="attachment-row__text">
          <span className="attachment-row__name">{file.fileName}</span>
          {/* Size and time each stay whole; a narrow row wraps between them. */}
          <span className="attachment-row__meta">
            <span>{formatFileSize(file.size)} ·</span>{' '}
            <span>{t('uploadedAt', { time: file.createdAt.slice(0, 16) })}</span>
          </span>
        </span>
        {opening ? <span className="spinner attachment-row__spinner" aria-hidden="true" /> : null}
      </button>
      {onDelete ? (
        <button
          type="button"
          className="attachment-row__delete"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('deleteNamed', { name: file.fileName })}
        >
          {t('delete')}
        </button>
      ) : null}
    </li>
  );
}
