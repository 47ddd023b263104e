import { parseChatChoice } from '@ehome/shared/support/rules';
import { Button, Input } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useChat, useSendChat } from '../api';
import '../support.css';

/**
 * /Mycustomerservice (spec 3 §2.6, §5, §9): the bot's menu 1-6 with answers that link to the app's
 * screens, 9 for a human agent; after that (or after hours, to leave a message) the input is text.
 */
export function ChatPage() {
  const { t } = useTranslation('support');
  const chat = useChat();
  const send = useSendChat();
  const [text, setText] = useState('');
  const [menuAnyway, setMenuAnyway] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const count = chat.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (!chat.data)
    return (
      <Page title={t('chat.title')}>
        {chat.isError ? <p className="support-state">{t('loadFailed')}</p> : <PageLoading />}
      </Page>
    );
  const mode = chat.data.expects === 'text' && !menuAnyway ? 'text' : 'menu';

  const submit = () => {
    const value = text.trim();
    // The same rule as the server's (spec 3 §5), checked before the call.
    if (mode === 'menu' && parseChatChoice(value) === null) {
      showToast(t('chat.choice'));
      return;
    }
    if (value === '') return;
    send.mutate(
      { clientMsgId: crypto.randomUUID(), mode, text: value },
      {
        onSuccess: () => {
          setText('');
          setMenuAnyway(false);
        },
      },
    );
  };

  return (
    <Page title={t('chat.title')}>
      <div className="support-chat">
        <p className="support-hours" data-testid="service-hours">
          {chat.data.inHours ? t('chat.open') : t('chat.closed', { next: chat.data.nextOpening ?? '-' })}
        </p>
        <ol className="support-lines" aria-live="polite">
          {chat.data.messages.map((m) => (
            <li key={m.id} className={`support-line support-line--${m.from}`}>
              {m.from === 'agent' ? <span className="support-line__who">{t('chat.agent')}</span> : null}
              <p>{m.text}</p>
              {m.links.length > 0 ? (
                <span className="support-links">
                  {m.links.map((path) => (
                    <Link key={path} to={path}>
                      {t(`link.${path.slice(1)}`)}
                    </Link>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        <div ref={end} />
      </div>
      <div className="support-input">
        <Input
          aria-label={mode === 'menu' ? t('chat.menuPlaceholder') : t('chat.textPlaceholder')}
          placeholder={mode === 'menu' ? t('chat.menuPlaceholder') : t('chat.textPlaceholder')}
          value={text}
          onChange={setText}
          onEnterPress={submit}
          maxLength={500}
          inputMode={mode === 'menu' ? 'numeric' : 'text'}
        />
        {mode === 'text' || menuAnyway ? (
          <Button size="small" fill="none" onClick={() => setMenuAnyway(!menuAnyway)}>
            {menuAnyway ? t('chat.backToText') : t('chat.backToMenu')}
          </Button>
        ) : null}
        <Button size="small" color="primary" loading={send.isPending} onClick={submit}>
          {t('chat.send')}
        </Button>
      </div>
    </Page>
  );
}
