import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { get } from '../api/apiClient.js';
import { extractRows, toOption, type OptionSource } from '../options/selectOptions.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** A select's value: one option value, several (multiple), or null. */
export type SelectValue = string | number | (string | number)[] | null;

/** Props of {@link RemoteSelect}. */
export interface RemoteSelectProps {
  /** Options from `GET {url}?all=1`. */
  url?: string;
  /** Local options (used when no url). */
  data?: OptionSource[];
  valueKey?: string;
  labelKey?: string;
  multiple?: boolean;
  value?: SelectValue;
  onChange?: (value: SelectValue) => void;
  onBlur?: () => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
}

/**
 * A select filled from a URL (`GET {url}?all=1`, through the server-state cache under
 * `['select-options', url]`: option value `id ?? key ?? value`, label `label ?? name ?? value`; a failed
 * load leaves no options) or from local data; searchable by label.
 * @see docs/product.md §7 (Select and suggest), docs/product.md §R3 Forms (Select options)
 */
export function RemoteSelect({
  url,
  data,
  valueKey,
  labelKey,
  multiple,
  value,
  onChange,
  onBlur,
  id,
  placeholder,
  disabled,
  status,
}: RemoteSelectProps) {
  const t = useT(kitCatalog);
  const { data: rows, isLoading: loading } = useQuery({
    queryKey: ['select-options', url],
    queryFn: async () => extractRows(await get(url!, { all: 1 })),
    enabled: Boolean(url),
  });
  const options = useMemo(
    () => (url ? (rows ?? []) : (data ?? [])).map((r) => toOption(r, valueKey, labelKey)),
    [url, rows, data, valueKey, labelKey],
  );
  return (
    <Select<SelectValue>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? (multiple ? [] : null)}
      onChange={(v) => onChange?.(v ?? null)}
      onBlur={onBlur}
      options={options}
      loading={loading}
      placeholder={placeholder ?? t('kit.form.selectPlaceholder')}
      disabled={disabled}
      status={status}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}
