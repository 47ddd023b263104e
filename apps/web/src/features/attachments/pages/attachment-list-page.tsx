import type { TFileItem } from '@ehome/shared/attachments/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BlobThumbnail } from '../../../ui/blob-thumbnail';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useFileBlob } from '../api/download-file';
import { useFileList } from '../api/get-file-list';
import { FileRow } from '../components/file-row';
import { useFileOpener } from '../components/use-file-opener';
import { fileUrl, isImageType, isRefusal } from '../prepare-upload';
import '../attachments.css';

function Thumbnail({ file, urlPrefix }: { file: TFileItem; urlPrefix: string }) {
  const { t } = useTranslation('attachments');
  return (
    <BlobThumbnail
      image={useFileBlob(fileUrl(urlPrefix, file.fileId))}
      name={file.fileName}
      openLabel={t('openNamed', { name: file.fileName })}
      failedText={t('previewFailed')}
    />
  );
}

/**
 * /AttachmentList?keyType&keyId (spec 1 §2): the files of a record, read only. Images are shown as
 * previews to enlarge; other files are downloaded with the session's token.
 */
export function AttachmentListPage() {
  const { t } = useTranslation('attachments');
  const [params] = useSearchParams();
  const keyType = params.get('keyType') ?? '';
  const keyId = params.get('keyId') ?? '';
  const files = useFileList(keyType, keyId);
  const { open, opening, viewer } = useFileOpener(files.data?.url ?? '');

  let body: ReactNode;
  if (!keyType || !keyId) body = <p className="attachments-page__note">{t('missingKey')}</p>;
  else if (files.isPending) body = <PageLoading />;
  else if (files.isError)
    body = (
      <div className="attachments-page__note" role="alert">
        <p>{files.error.message || t('loadFailed')}</p>
        {/* A refusal (not found) will not change by asking again; a failed connection may. */}
        {isRefusal(files.error) ? null : (
          <button type="button" className="attachments__link" onClick={() => void files.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  else {
    const images = files.data.fileList.filter((file) => isImageType(file.mimeType));
    const documents = files.data.fileList.filter((file) => !isImageType(file.mimeType));
    body =
      files.data.fileList.length === 0 ? (
        <div className="attachments-page__empty">
          <span className="attachments-page__empty-icon" aria-hidden="true" />
          <p>{t('empty')}</p>
        </div>
      ) : (
        <>
          {images.length > 0 ? (
            <section className="attachments">
              <header className="attachments__head">
                <h2 className="attachments__title">{t('images')}</h2>
                <span className="attachments__count">{t('countOf', { count: images.length })}</span>
              </header>
              <ul className="blob-thumbs">
                {images.map((file) => (
                  <Thumbnail key={file.fileId} file={file} urlPrefix={files.data.url} />
                ))}
              </ul>
              <p className="attachments__hint">{t('tapToPreview')}</p>
            </section>
          ) : null}
          {documents.length > 0 ? (
            <section className="attachments">
              <header className="attachments__head">
                <h2 className="attachments__title">{t('documents')}</h2>
                <span className="attachments__count">{t('countOf', { count: documents.length })}</span>
              </header>
              <ul className="attachments__list">
                {documents.map((file) => (
                  <FileRow
                    key={file.fileId}
                    file={file}
                    opening={opening === file.fileId}
                    onOpen={() => void open(file)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      );
  }

  return (
    <Page title={t('listTitle')}>
      <div className="attachments-page">
        {body}
        {viewer}
      </div>
    </Page>
  );
}
