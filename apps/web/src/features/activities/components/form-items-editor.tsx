import type { TActivityFormItemEdit } from '@ehome/shared/activities/admin';
import { ACTIVITY_FORM_CON_NAMES, ACTIVITY_FORM_SPECIALS } from '@ehome/shared/activities/constants';
import { checkFormRegex } from '@ehome/shared/activities/form-regex';
import { useTranslation } from 'react-i18next';
import type { TProblemText } from './problem-text';

export type TItemDraft = Omit<TActivityFormItemEdit, 'names' | 'regMessages' | 'options'> & {
  /** A key for React: the saved id, or a local one for a new item. */
  key: string;
  names: { zh: string; en: string; ja: string };
  options: { value: string; names: { zh: string; en: string; ja: string } }[];
  regMessages: { zh: string; en: string; ja: string };
};

let nextKey = 0;
export function newItem(): TItemDraft {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    names: { zh: '', en: '', ja: '' },
    conName: 'txt',
    options: [],
    special: null,
    isNes: false,
    isShow: true,
    reg: null,
    regMessages: { zh: '', en: '', ja: '' },
  };
}

const LANGS = ['zh', 'en', 'ja'] as const;

/**
 * The registration form's items: add, remove, move up and down; type, options of a drop-down,
 * required, shown, a special check, and a regular expression with its message. A regex is checked
 * as it is typed (the same check the server makes).
 */
export function FormItemsEditor({
  items,
  onChange,
  disabled,
  problemText,
}: {
  items: TItemDraft[];
  onChange: (items: TItemDraft[]) => void;
  disabled: boolean;
  problemText: TProblemText;
}) {
  const { t } = useTranslation('activities');
  const update = (index: number, patch: Partial<TItemDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
      {items.map((item, index) => {
        const regProblem = item.reg ? checkFormRegex(item.reg) : null;
        const label = item.names.zh || `#${index + 1}`;
        return (
          <div key={item.key} className="act-item" data-testid="form-item">
            <div className="act-item__tools">
              <button
                type="button"
                className="act-link"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {t('admin.items.up')}
              </button>
              <button
                type="button"
                className="act-link"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('admin.items.down')}
              </button>
              <button
                type="button"
                className="act-link"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                {t('admin.items.remove')}
              </button>
            </div>
            {LANGS.map((lang) => (
              <label key={lang}>
                {t('admin.items.name')} ({t(`admin.lang.${lang}`)})
                <input
                  type="text"
                  maxLength={30}
                  value={item.names[lang]}
                  onChange={(e) => update(index, { names: { ...item.names, [lang]: e.target.value } })}
                />
              </label>
            ))}
            <div className="act-row">
              <label style={{ flex: 1 }}>
                {t('admin.items.type')}
                <select
                  value={item.conName}
                  onChange={(e) => update(index, { conName: e.target.value as TItemDraft['conName'] })}
                >
                  {ACTIVITY_FORM_CON_NAMES.map((c) => (
                    <option key={c} value={c}>
                      {t(`admin.type.${c}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label style={{ flex: 1 }}>
                {t('admin.items.special')}
                <select
                  value={item.special ?? ''}
                  onChange={(e) =>
                    update(index, { special: (e.target.value || null) as TItemDraft['special'] })
                  }
                >
                  <option value="">{t('admin.special.none')}</option>
                  {ACTIVITY_FORM_SPECIALS.map((s) => (
                    <option key={s} value={s}>
                      {t(`admin.special.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="act-row">
              <label className="act-check">
                <input
                  type="checkbox"
                  checked={item.isNes}
                  onChange={(e) => update(index, { isNes: e.target.checked })}
                />
                {t('admin.items.required')}
              </label>
              <label className="act-check">
                <input
                  type="checkbox"
                  checked={item.isShow}
                  onChange={(e) => update(index, { isShow: e.target.checked })}
                />
                {t('admin.items.shown')}
              </label>
            </div>
            {item.conName === 'cmb' ? (
              <div>
                <p className="act-card__line">{t('admin.items.options')}</p>
                {item.options.map((option, o) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their value is being typed
                  <div className="act-row" key={`${item.key}-${o}`} style={{ marginBottom: 6 }}>
                    <input
                      type="text"
                      maxLength={30}
                      placeholder={t('admin.items.optionValue')}
                      aria-label={t('admin.items.optionValue')}
                      value={option.value}
                      onChange={(e) =>
                        update(index, {
                          options: item.options.map((x, i) =>
                            i === o ? { ...x, value: e.target.value } : x,
                          ),
                        })
                      }
                    />
                    <input
                      type="text"
                      maxLength={30}
                      placeholder={t('admin.items.optionName')}
                      aria-label={t('admin.items.optionName')}
                      value={option.names.zh}
                      onChange={(e) =>
                        update(index, {
                          options: item.options.map((x, i) =>
                            i === o ? { ...x, names: { ...x.names, zh: e.target.value } } : x,
                          ),
                        })
                      }
                    />
                    <button
                      type="button"
                      className="act-link"
                      onClick={() => update(index, { options: item.options.filter((_, i) => i !== o) })}
                    >
                      {t('admin.items.remove')}
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  className="act-link"
                  onClick={() =>
                    update(index, {
                      options: [...item.options, { value: '', names: { zh: '', en: '', ja: '' } }],
                    })
                  }
                >
                  + {t('admin.items.addOption')}
                </button>
              </div>
            ) : null}
            <label>
              {t('admin.items.reg')}
              <input
                type="text"
                maxLength={210}
                placeholder={t('admin.items.regPlaceholder')}
                value={item.reg ?? ''}
                onChange={(e) => update(index, { reg: e.target.value || null })}
              />
            </label>
            {regProblem ? (
              <p className="act-error" role="alert">
                {problemText(`activities.regex.${regProblem}`, { name: label })}
              </p>
            ) : null}
            {item.reg
              ? LANGS.map((lang) => (
                  <label key={lang}>
                    {lang === 'zh'
                      ? t('admin.items.regMessage')
                      : `${t('admin.items.regMessage')} (${t(`admin.lang.${lang}`)})`}
                    <input
                      type="text"
                      maxLength={100}
                      value={item.regMessages[lang]}
                      onChange={(e) =>
                        update(index, { regMessages: { ...item.regMessages, [lang]: e.target.value } })
                      }
                    />
                  </label>
                ))
              : null}
          </div>
        );
      })}
      <button
        type="button"
        className="act-link"
        style={{ marginTop: 8 }}
        onClick={() => onChange([...items, newItem()])}
      >
        + {t('admin.items.add')}
      </button>
    </fieldset>
  );
}
