import { HR_ROLES } from '@ehome/shared/account/roles';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { useSessionStore } from '../../../platform/session-store';
import { useInFlight } from '../../../ui/in-flight';
import { Page } from '../../../ui/page';
import { fetchDocument, useCompanyDocuments, useUploadDocument } from '../api';
import { Loaded } from '../components';

const PDF_MAX_BYTES = 5 * 1024 * 1024;

/** /Companydocuments: the company's PDFs, read in the app through an authorised call; HR uploads. */
export function CompanyDocumentsPage() {
  const { t } = useTranslation('payRecords');
  const list = useCompanyDocuments();
  const [open, setOpen] = useState<{ id: string; title: string; url: string } | null>(null);
  const roles = useSessionStore((s) => s.userInfo?.roles ?? []);
  const isHr = roles.some((r) => HR_ROLES.includes(r));
  useEffect(() => () => (open ? URL.revokeObjectURL(open.url) : undefined), [open]);
  const show = async (id: string, title: string) => {
    try {
      const blob = await fetchDocument(id);
      setOpen({ id, title, url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) });
    } catch {
      // toasted by the http client
    }
  };
  if (open)
    return (
      <Page title={open.title} onBack={() => setOpen(null)}>
        <div className="pay-page">
          <iframe className="pay-viewer" src={open.url} title={open.title} />
          <p className="pay-muted">{t('docs.noViewer')}</p>
          <a className="pay-link" href={open.url} download={`${open.title}.pdf`}>
            {t('docs.download')}
            <span aria-hidden="true">↓</span>
          </a>
        </div>
      </Page>
    );
  return (
    <Page title={t('docs.title')}>
      <div className="pay-page">
        <Loaded query={list}>
          {(docs) => (
            <>
              {docs.length === 0 ? <p className="pay-state">{t('docs.none')}</p> : null}
              {docs.map((d) => (
                <button key={d.id} type="button" className="pay-link" onClick={() => show(d.id, d.title)}>
                  <span>
                    {d.title}
                    <small>
                      {d.uploadedOn} · {Math.max(1, Math.round(d.size / 1024))} KB
                    </small>
                  </span>
                  <span className="pay-tag">PDF</span>
                </button>
              ))}
            </>
          )}
        </Loaded>
        {isHr ? <UploadForm /> : null}
      </div>
    </Page>
  );
}

function UploadForm() {
  const { t } = useTranslation('payRecords');
  const upload = useUploadDocument();
  const uploading = useInFlight();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const submit = async () => {
    if (!title.trim()) return setError(t('docs.titleRequired'));
    if (!file) return setError(t('docs.fileRequired'));
    if (file.size > PDF_MAX_BYTES) return setError(t('docs.tooLarge'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') return setError(t('docs.notPdf'));
    setError('');
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    try {
      await upload.mutateAsync({ title: title.trim(), content: btoa(binary) });
      showToast(t('docs.uploaded'));
      setTitle('');
      setFile(null);
    } catch {
      // toasted by the http client
    }
  };
  return (
    <section className="pay-card" aria-label={t('docs.upload')}>
      <h2 className="pay-card__title">{t('docs.upload')}</h2>
      <Input
        className="pay-input"
        aria-label={t('docs.docTitle')}
        placeholder={t('docs.docTitle')}
        value={title}
        onChange={setTitle}
        maxLength={60}
      />
      <input
        type="file"
        accept="application/pdf"
        aria-label={t('docs.file')}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p className="pay-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        onClick={() => void uploading.run(submit)}
        loading={uploading.busy}
        style={{ marginTop: 8 }}
      >
        {t('docs.upload')}
      </Button>
    </section>
  );
}
