/**
 * antd's texts in Swahili: antd ships no Swahili locale, so the kit writes one. KitProvider loads this
 * module only when Swahili is chosen (a dynamic import, like the Swahili catalogue) and gives it to antd's
 * ConfigProvider; English keeps antd's own default (en_US).
 *
 * Month and day names are given here (`shortMonths`, `shortWeekDays`) so antd's date pickers and
 * calendars need no dayjs locale; they are CLDR's Swahili names (what `Intl.DateTimeFormat('sw-KE')`
 * writes). Form validation templates keep antd's `${label}`-style placeholders (antd fills them, not Lingui).
 * @see docs/architecture.md Languages
 */
import type { ConfigProviderProps } from 'antd';

/** antd's `Locale` (the type of ConfigProvider's `locale`). */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** Short month names, January first. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'];
/** Short weekday names, Sunday (Jumapili) first, as antd's pickers index them. */
const SHORT_WEEK_DAYS = ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Ijm', 'Jmo'];

const timePickerLocale = {
  placeholder: 'Chagua saa',
  rangePlaceholder: ['Saa ya kuanza', 'Saa ya kumaliza'] as [string, string],
};

/** DatePicker's and Calendar's texts (antd's Calendar uses the DatePicker locale). */
const datePickerLocale = {
  lang: {
    locale: 'sw',
    placeholder: 'Chagua tarehe',
    yearPlaceholder: 'Chagua mwaka',
    quarterPlaceholder: 'Chagua robo mwaka',
    monthPlaceholder: 'Chagua mwezi',
    weekPlaceholder: 'Chagua wiki',
    rangePlaceholder: ['Tarehe ya kuanza', 'Tarehe ya mwisho'] as [string, string],
    rangeYearPlaceholder: ['Mwaka wa kuanza', 'Mwaka wa mwisho'] as [string, string],
    rangeQuarterPlaceholder: ['Robo ya kuanza', 'Robo ya mwisho'] as [string, string],
    rangeMonthPlaceholder: ['Mwezi wa kuanza', 'Mwezi wa mwisho'] as [string, string],
    rangeWeekPlaceholder: ['Wiki ya kuanza', 'Wiki ya mwisho'] as [string, string],
    yearFormat: 'YYYY',
    dayFormat: 'D',
    cellMeridiemFormat: 'A',
    monthBeforeYear: true,
    shortMonths: SHORT_MONTHS,
    shortWeekDays: SHORT_WEEK_DAYS,
    today: 'Leo',
    now: 'Sasa',
    backToToday: 'Rudi leo',
    ok: 'Sawa',
    clear: 'Futa',
    week: 'Wiki',
    month: 'Mwezi',
    year: 'Mwaka',
    timeSelect: 'chagua saa',
    dateSelect: 'chagua tarehe',
    weekSelect: 'Chagua wiki',
    monthSelect: 'Chagua mwezi',
    yearSelect: 'Chagua mwaka',
    decadeSelect: 'Chagua muongo',
    previousMonth: 'Mwezi uliopita',
    nextMonth: 'Mwezi ujao',
    previousYear: 'Mwaka uliopita',
    nextYear: 'Mwaka ujao',
    previousDecade: 'Muongo uliopita',
    nextDecade: 'Muongo ujao',
    previousCentury: 'Karne iliyopita',
    nextCentury: 'Karne ijayo',
  },
  timePickerLocale,
};

const typeTemplate = '${label} si ${type} halali';

/** antd's texts in Swahili (its `Locale`), for ConfigProvider when the language is `sw`. */
const antdSw: AntdLocale = {
  locale: 'sw',
  Pagination: {
    items_per_page: '/ ukurasa',
    jump_to: 'Nenda kwa',
    jump_to_confirm: 'thibitisha',
    page: 'Ukurasa',
    prev_page: 'Ukurasa uliotangulia',
    next_page: 'Ukurasa unaofuata',
    prev_5: 'Kurasa 5 zilizotangulia',
    next_5: 'Kurasa 5 zinazofuata',
    prev_3: 'Kurasa 3 zilizotangulia',
    next_3: 'Kurasa 3 zinazofuata',
    page_size: 'Idadi kwa kila ukurasa',
  },
  DatePicker: datePickerLocale,
  TimePicker: timePickerLocale,
  Calendar: datePickerLocale,
  global: {
    placeholder: 'Tafadhali chagua',
    close: 'Funga',
    sortable: 'inapangika',
    show: 'Onyesha',
    hide: 'Ficha',
  },
  Table: {
    filterTitle: 'Menyu ya kuchuja',
    filterConfirm: 'Sawa',
    filterReset: 'Weka upya',
    filterEmptyText: 'Hakuna vichujio',
    filterCheckAll: 'Chagua vyote',
    filterSearchPlaceholder: 'Tafuta kwenye vichujio',
    emptyText: 'Hakuna data',
    selectAll: 'Chagua ukurasa huu',
    selectInvert: 'Geuza uteuzi wa ukurasa huu',
    selectNone: 'Ondoa uteuzi wote',
    selectionAll: 'Chagua data yote',
    sortTitle: 'Panga',
    expand: 'Panua safu',
    collapse: 'Kunja safu',
    triggerDesc: 'Bofya ili kupanga kwa kushuka',
    triggerAsc: 'Bofya ili kupanga kwa kupanda',
    cancelSort: 'Bofya ili kuondoa mpangilio',
  },
  Tour: {
    Next: 'Inayofuata',
    Previous: 'Iliyotangulia',
    Finish: 'Maliza',
  },
  Modal: {
    okText: 'Sawa',
    cancelText: 'Ghairi',
    justOkText: 'Sawa',
  },
  Popconfirm: {
    okText: 'Sawa',
    cancelText: 'Ghairi',
  },
  Transfer: {
    titles: ['', ''],
    searchPlaceholder: 'Tafuta hapa',
    itemUnit: 'kipengee',
    itemsUnit: 'vipengee',
    remove: 'Ondoa',
    selectCurrent: 'Chagua ukurasa huu',
    removeCurrent: 'Ondoa ukurasa huu',
    selectAll: 'Chagua data yote',
    deselectAll: 'Acha kuchagua data yote',
    removeAll: 'Ondoa data yote',
    selectInvert: 'Geuza uteuzi wa ukurasa huu',
  },
  Upload: {
    uploading: 'Inapakia...',
    removeFile: 'Ondoa faili',
    uploadError: 'Hitilafu ya kupakia',
    previewFile: 'Hakiki faili',
    downloadFile: 'Pakua faili',
  },
  Empty: {
    description: 'Hakuna data',
  },
  Icon: {
    icon: 'ikoni',
  },
  Text: {
    edit: 'Hariri',
    copy: 'Nakili',
    copied: 'Imenakiliwa',
    expand: 'Panua',
    collapse: 'Kunja',
  },

  Carousel: {
    prevSlide: 'Slaidi iliyotangulia',
    nextSlide: 'Slaidi inayofuata',
  },
  Form: {
    optional: '(si lazima)',
    defaultValidateMessages: {
      default: 'Hitilafu ya uthibitishaji wa ${label}',
      required: 'Tafadhali jaza ${label}',
      enum: '${label} lazima iwe mojawapo ya [${enum}]',
      whitespace: '${label} haiwezi kuwa nafasi tupu',
      date: {
        format: 'Muundo wa tarehe ya ${label} si sahihi',
        parse: '${label} haiwezi kubadilishwa kuwa tarehe',
        invalid: '${label} si tarehe halali',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: '${label} lazima iwe na herufi ${len}',
        min: '${label} lazima iwe na angalau herufi ${min}',
        max: '${label} isizidi herufi ${max}',
        range: '${label} lazima iwe na herufi kati ya ${min} na ${max}',
      },
      number: {
        len: '${label} lazima iwe sawa na ${len}',
        min: '${label} isiwe chini ya ${min}',
        max: '${label} isizidi ${max}',
        range: '${label} lazima iwe kati ya ${min} na ${max}',
      },
      array: {
        len: 'Lazima ziwe ${len} ${label}',
        min: 'Angalau ${min} ${label}',
        max: 'Zisizidi ${max} ${label}',
        range: 'Idadi ya ${label} lazima iwe kati ya ${min} na ${max}',
      },
      pattern: {
        mismatch: '${label} hailingani na muundo ${pattern}',
      },
    },
  },
  QRCode: {
    expired: 'Msimbo wa QR umekwisha muda',
    refresh: 'Onyesha upya',
    scanned: 'Umechanganuliwa',
  },
  ColorPicker: {
    presetEmpty: 'Tupu',
    transparent: 'Uwazi',
    singleColor: 'Rangi moja',
    gradientColor: 'Mchanganyiko wa rangi',
  },
};

export default antdSw;
