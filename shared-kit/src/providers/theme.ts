/**
 * Colours antd's defaults draw below the WCAG AA contrast of 4.5:1 for normal text, made darker: links
 * (#1677ff), secondary texts and labels (45 % black), placeholders and the initials avatar (25 %
 * black), danger texts (#ff4d4f), and the text of the status tags' colours (palette shade 7 on shade 1).
 * @see e2e/tests/a11y.spec.ts (axe-core on every area's main screen: no serious violation)
 */
const TAG_TEXT: Record<string, string> = {
  gold: '#874d00',
  cyan: '#006d75',
  orange: '#ad4e00',
  green: '#237804',
  volcano: '#ad2102',
  lime: '#3f6600',
  yellow: '#876800',
};
const ACCESSIBLE_COLOURS = {
  colorLink: '#2f54eb',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorError: '#cf1322',
  // Both spellings: antd keeps the legacy `green-7` beside `green7`, and both become `--ant-green-7`.
  ...Object.fromEntries(
    Object.entries(TAG_TEXT).flatMap(([colour, text]) => [
      [`${colour}7`, text],
      [`${colour}-7`, text],
    ]),
  ),
};

/**
 * The one antd theme of the product. Its class names are fixed, so CSS generated from it at build time
 * (federation/antd-css.ts) matches what the app renders: no hash class (`hashed: false`), and the CSS
 * variables of the tokens on the class `scriptorium` (`cssVar.key`; antd's default is a React id, which
 * differs between a build-time render and the browser's).
 * Kept free of React and antd imports: the shell's Vite config reads it to generate that CSS.
 * @see docs/architecture-html-first.md Styles without run-time computation
 */
export const theme = {
  token: {
    colorPrimary: '#2f54eb',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    ...ACCESSIBLE_COLOURS,
  },
  hashed: false,
  cssVar: { key: 'scriptorium' },
};
