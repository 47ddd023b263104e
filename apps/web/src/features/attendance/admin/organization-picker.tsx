import type { TOrganizationItem } from '@ehome/shared/organization/schemas';
import CheckList from 'antd-mobile/es/components/check-list';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizations } from '../api/search-organizations';
import { organizationPath } from './organization-path';

const SEARCH_DELAY_MS = 300;

/** The text typed, once the typing pauses: a search per word, not per keystroke. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

type TProps = {
  value: TOrganizationItem | null;
  onChange: (organization: TOrganizationItem) => void;
  /** Whether the form refused the (missing) choice; the message is `organization-error`. */
  invalid: boolean;
};

/**
 * The organisation a punch point belongs to: a row that unfolds a searchable list (POST
 * GetOrganizationToPosition {name}). Names carry their parents, from the full list. It unfolds in
 * place rather than in a sheet: a sheet's animation library would double the page's download.
 */
export function OrganizationPicker({ value, onChange, invalid }: TProps) {
  const { t } = useTranslation('attendanceAdmin');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const name = useSettled(text.trim());
  const all = useOrganizations('');
  const found = useOrganizations(name, open);
  const byId = useMemo(
    () => new Map((all.data ?? []).map((organization) => [organization.organizationId, organization])),
    [all.data],
  );
  const pathOf = (organization: TOrganizationItem) => organizationPath(organization, byId);
  const results = name === '' ? all.data : found.data;
  const searching = name !== text.trim() || (name !== '' && found.isFetching);

  const pick = (organization: TOrganizationItem) => {
    onChange(organization);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={`admin-select${invalid ? ' admin-select--invalid' : ''}`}
        aria-expanded={open}
        aria-controls="organization-search"
        aria-invalid={invalid}
        aria-describedby={invalid ? 'organization-error' : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="admin-select__label">{t('location.organization')}</span>
        <span className={`admin-select__value${value ? '' : ' admin-select__value--empty'}`}>
          {value ? pathOf(value).join(' / ') : t('location.pickOrganization')}
        </span>
        <span
          className={`admin-select__arrow${open ? ' admin-select__arrow--open' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div className="org-search" id="organization-search">
          <Input
            className="org-search__input"
            type="search"
            enterKeyHint="search"
            clearable
            placeholder={t('location.searchPlaceholder')}
            aria-label={t('location.searchPlaceholder')}
            value={text}
            onChange={setText}
          />
          <div className="org-search__list" aria-busy={searching}>
            {results && results.length > 0 ? (
              <CheckList
                value={value ? [value.organizationId] : []}
                onChange={(ids) => {
                  // Tapping the current one again unticks it in CheckList; it means "keep this one".
                  const id = ids[0] ?? value?.organizationId;
                  const picked = results.find((organization) => organization.organizationId === id);
                  if (picked) pick(picked);
                  else setOpen(false);
                }}
              >
                {results.map((organization) => {
                  const path = pathOf(organization);
                  return (
                    <CheckList.Item
                      key={organization.organizationId}
                      value={organization.organizationId}
                      description={path.length > 1 ? path.slice(0, -1).join(' / ') : undefined}
                    >
                      {organization.organizationName}
                    </CheckList.Item>
                  );
                })}
              </CheckList>
            ) : (
              <p className="org-search__empty">
                {results === undefined || searching ? t('loading') : t('location.searchEmpty')}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
