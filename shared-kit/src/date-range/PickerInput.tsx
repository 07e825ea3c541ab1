import { useState } from 'react';
import { Input, theme } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { isValid, parse } from 'date-fns';
import { formatDate } from '../display/formatters.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useLocale, useT } from '../i18n/i18n.js';

/** Props of {@link PickerInput}. */
export interface PickerInputProps {
  /** `date` (value `yyyy-MM-dd`) or `datetime-local` (value `yyyy-MM-ddTHH:mm`), local time. */
  type: 'date' | 'datetime-local';
  /** The native value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  'aria-label'?: string;
  status?: 'error';
  placeholder?: string;
  style?: React.CSSProperties;
}

const NATIVE = { date: 'yyyy-MM-dd', 'datetime-local': "yyyy-MM-dd'T'HH:mm" } as const;

/**
 * A date (or date and time) picker that shows its value in the product's display format ('Nov 29,
 * 2026, 6:31 AM'; a day 'Nov 29, 2026'), not the browser's ('11/29/2026, 06:31 AM'). The browser's own
 * picker still does the choosing — on a phone its wheel or calendar — through a native input laid over
 * the shown text, transparent: a tap or click opens it, the keyboard types into it, and screen readers
 * and labels reach it by its id.
 * @see docs/product.md §9 (date display)
 */
export function PickerInput({
  type,
  value,
  onChange,
  onBlur,
  id,
  status,
  placeholder,
  style,
  ...aria
}: PickerInputProps) {
  const { token } = theme.useToken();
  const t = useT(kitCatalog);
  const locale = useLocale();
  const [focused, setFocused] = useState(false);
  const d = value ? parse(value, NATIVE[type], new Date()) : null;
  const shown = d && isValid(d) ? formatDate(d, type === 'date' ? 'day' : 'default', locale) : '';
  return (
    <span className="kit-picker-input" style={{ position: 'relative', display: 'block', ...style }}>
      <Input
        readOnly
        tabIndex={-1}
        aria-hidden
        value={shown}
        status={status}
        suffix={<CalendarOutlined />}
        placeholder={placeholder ?? t(type === 'date' ? 'kit.date.choose' : 'kit.date.chooseWithTime')}
        style={
          focused ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 2px ${token.colorPrimaryBg}` } : undefined
        }
      />
      <input
        id={id}
        type={type}
        value={value}
        aria-label={aria['aria-label']}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        // A click on the text opens the picker, not a date segment nobody can see.
        onClick={(e) => {
          try {
            e.currentTarget.showPicker();
          } catch {
            /* not offered: the segments take typing */
          }
        }}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          opacity: 0,
          cursor: 'pointer',
          border: 0,
          padding: 0,
        }}
      />
    </span>
  );
}
