/**
 * The antd components the shell provides to the remotes, generated at build time by
 * federation/antd.ts (`antdComponentShares`).
 */
declare module 'virtual:scriptorium/antd-components' {
  /** antd's version. */
  export const version: string;
  /** Share key (`antd/es/<dir>`, one per antd component) → loader of that component's module. */
  export const components: Record<string, () => Promise<Record<string, unknown>>>;
  /** @ant-design/icons' icon component: its share key, the installed version and its loader. */
  export const iconComponent: { key: string; version: string; load: () => Promise<Record<string, unknown>> };
}
