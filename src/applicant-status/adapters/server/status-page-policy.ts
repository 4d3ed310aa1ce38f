// With its extension: build/firebase-config.ts reads this file with Node's own loader.
import { linkPageHeaders } from '../../../shared/adapters/server/link-page-policy.ts';

/*
 * The policy of the status pages (status-pages.ts), which the function sends and
 * build/firebase-config.ts writes into Hosting's headers for them: this file imports only the
 * shared policy, so the build can read it.
 */

/** The pages' one stylesheet, inline and allowed by its hash (link-page-policy.ts). */
export const STATUS_PAGE_STYLE = [
  'body{margin:0;padding:16px;font:18px/1.5 system-ui,Arial,sans-serif;color:#1a1a1a;background:#fff}',
  'main{max-width:36rem;margin:0 auto}',
  'h1{font-size:1.5rem;line-height:1.25;color:#0b5d3b}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}',
  'dl{margin:0 0 1rem}dt{font-weight:700}dd{margin:0 0 .5rem}',
  'button{font:inherit;min-height:48px;padding:.6rem 1.2rem;border:0;border-radius:6px;',
  'background:#0b5d3b;color:#fff;cursor:pointer;margin:0 0 .75rem}',
  'button.secondary{background:#fff;color:#0b5d3b;border:2px solid #0b5d3b}',
  'button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}',
  'label{display:block;font-weight:700;margin:1rem 0 .25rem}',
  'input{font:inherit;width:100%;box-sizing:border-box;min-height:48px;padding:.5rem;',
  'border:2px solid #595959;border-radius:6px;margin:0 0 .25rem}',
  '.hint{margin:0 0 .5rem;color:#404040;font-size:1rem}',
  '.stage{font-size:1.25rem;font-weight:700;color:#0b5d3b}',
  '.sent{border:4px solid #0b5d3b;padding:12px 16px;font-weight:700}',
  'a{color:#0b5d3b;display:inline-block;min-height:24px;padding:.25rem 0}',
].join('');

/** Its own policy, never stored, never indexed, no Referer (link-page-policy.ts). */
export const STATUS_PAGE_HEADERS = linkPageHeaders(STATUS_PAGE_STYLE);
