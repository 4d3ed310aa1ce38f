// With its extension: build/firebase-config.ts reads this file with Node's own loader.
import {
  linkPageHeaders,
  linkPagePolicy,
} from '../../../shared/adapters/server/link-page-policy.ts';

/*
 * The policy of the pages the talks' links open (talk-pages.ts), which the function sends and
 * build/firebase-config.ts writes into Hosting's headers for them: this file imports only the
 * shared policy, so the build can read it.
 */

/** The pages' one stylesheet, inline and allowed by its hash (TALK_PAGE_POLICY). */
export const TALK_PAGE_STYLE = [
  'body{margin:0;padding:16px;font:18px/1.5 system-ui,Arial,sans-serif;color:#1a1a1a;background:#fff}',
  'main{max-width:36rem;margin:0 auto}',
  'h1{font-size:1.5rem;line-height:1.25;color:#0b5d3b}',
  'dl{margin:0 0 1rem}dt{font-weight:700}dd{margin:0 0 .5rem}',
  'button{font:inherit;min-height:48px;padding:.6rem 1.2rem;border:0;border-radius:6px;',
  'background:#0b5d3b;color:#fff;cursor:pointer}',
  'button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}',
  'ul{list-style:none;padding:0}li{margin:0 0 1rem;padding:1rem;border:1px solid #767676;border-radius:6px}',
  'a{color:#0b5d3b}',
].join('');

/** Nothing but the page itself (link-page-policy.ts). */
export const TALK_PAGE_POLICY = linkPagePolicy(TALK_PAGE_STYLE);

/** Its own policy, never stored, never indexed, no Referer (link-page-policy.ts). */
export const TALK_PAGE_HEADERS = linkPageHeaders(TALK_PAGE_STYLE);
