import { useEffect, useMemo, useState } from 'react';
import { Select, Spin } from 'antd';
import { get } from '../api/apiClient.js';
import { extractRows, toOption, type OptionSource, type SelectOption } from '../options/selectOptions.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** A chosen value: an option's value, or typed text when free text is allowed. */
export type TagValue = string | number;

/** Props of {@link TagSearch}. */
export interface TagSearchProps {
  /** Remote suggestions: `GET {url}?all=1&filter_value={text}` as the person types. */
  url?: string;
  /** Local suggestions, filtered as the person types (used when no url). */
  data?: OptionSource[];
  /** Several values (default true). */
  multiple?: boolean;
  /** Typed text not among the suggestions is accepted (default false). */
  allowFreeText?: boolean;
  /** Option key used as value / label (defaults: id ?? key ?? value / label ?? name ?? value). */
  valueKey?: string;
  labelKey?: string;
  value?: TagValue[] | TagValue | null;
  /** Multiple: the list of values; single: one value or null. */
  onChange?: (value: TagValue[] | TagValue | null) => void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  /** Debounce of remote searches in ms (default 300). */
  debounceMs?: number;
}

/**
 * A suggest box: remote or local suggestions, multiple selection, free text only when enabled.
 * Shows 'Type to search...' before any text and 'No results found' when a search finds nothing.
 * @see docs/product.md §5 (tag-style search box), §7 (Select and suggest: GET {url} with all=1 plus filter_value), §8
 */
export function TagSearch({
  url,
  data,
  multiple = true,
  allowFreeText = false,
  valueKey,
  labelKey,
  value,
  onChange,
  placeholder,
  id,
  disabled,
  status,
  debounceMs = 300,
}: TagSearchProps) {
  const t = useT(kitCatalog);
  const [text, setText] = useState('');
  // Suggestions with the text they answer: a stale answer is never shown for newer text.
  const [answer, setAnswer] = useState<{ query: string; options: SelectOption[] } | null>(null);
  const [labels, setLabels] = useState<Record<string, string>>({});

  const query = text.trim();
  useEffect(() => {
    if (!url || !query) return;
    let live = true;
    const t = setTimeout(() => {
      get(url, { all: 1, filter_value: query })
        .then((body) => {
          if (!live) return;
          const found = extractRows(body).map((r) => toOption(r, valueKey, labelKey));
          setAnswer({ query, options: found });
          setLabels((l) => ({ ...l, ...Object.fromEntries(found.map((o) => [String(o.value), o.label])) }));
        })
        .catch(() => live && setAnswer({ query, options: [] }));
    }, debounceMs);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [url, query, valueKey, labelKey, debounceMs]);
  const loading = Boolean(url && query) && answer?.query !== query;
  const remote = useMemo(() => (answer && answer.query === query ? answer.options : []), [answer, query]);

  const local = useMemo(() => (data ?? []).map((d) => toOption(d, valueKey, labelKey)), [data, valueKey, labelKey]);
  const options = useMemo(() => {
    if (url) return remote;
    const q = query.toLowerCase();
    return q ? local.filter((o) => o.label.toLowerCase().includes(q)) : local;
  }, [url, remote, local, query]);
  const labelOf = (v: TagValue) => local.find((o) => o.value === v)?.label ?? labels[String(v)] ?? String(v);

  // Chosen values stay labelled (labelRender) after the suggestions change; they are listed only while
  // nothing is typed, so a search that finds nothing says so.
  const selected = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const extras = query
    ? []
    : selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: labelOf(v) }));
  const shown: SelectOption[] = [...options, ...extras];

  const notFound = loading ? <Spin size="small" /> : query ? t('kit.search.noResults') : t('kit.search.typeToSearch');
  return (
    <Select<TagValue[] | TagValue | null>
      id={id}
      mode={allowFreeText ? 'tags' : multiple ? 'multiple' : undefined}
      value={multiple || allowFreeText ? selected : (value ?? null)}
      onChange={(v) => {
        setText('');
        onChange?.(v === undefined ? null : v);
      }}
      options={shown}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      notFoundContent={notFound}
      placeholder={placeholder ?? t('kit.search.typeToSearch')}
      disabled={disabled}
      status={status}
      allowClear
      labelRender={(p) => labelOf(p.value as TagValue)}
      style={{ width: '100%' }}
    />
  );
}
