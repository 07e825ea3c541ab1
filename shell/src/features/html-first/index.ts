export { HTML_FIRST_ID, handOverHtmlFirst } from './handOver.js';
export { HtmlFirstHandOff } from './HtmlFirstHandOff.js';
