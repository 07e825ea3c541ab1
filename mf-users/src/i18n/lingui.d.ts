/** A catalogue compiled at build time (federation/lingui-catalogs.ts): `import en from './locales/en.json?lingui'`. */
declare module '*.json?lingui' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
