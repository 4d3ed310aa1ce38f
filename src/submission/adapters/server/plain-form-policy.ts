// With its extension: build/firebase-config.ts reads this file with Node's own loader.
import { linkPageHeaders } from '../../../shared/adapters/server/link-page-policy.ts';

/*
 * The policy of the intake's pages (plain-form-page.tsx): what the intake answers a form sent
 * without the page's script. The function sends it and build/firebase-config.ts writes it into
 * Hosting's headers for the intake's path: this file imports only the shared policy, so the build
 * can read it.
 */

/** The pages' one stylesheet, inline and allowed by its hash (link-page-policy.ts). */
export const PLAIN_FORM_STYLE = [
  'body{margin:0;padding:16px;font:18px/1.5 system-ui,Arial,sans-serif;color:#1a1a1a;background:#fff}',
  'main{max-width:36rem;margin:0 auto}',
  'h1{font-size:1.5rem;line-height:1.25;color:#0b5d3b}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}',
  'dl{margin:0 0 1rem}dt{font-weight:700}dd{margin:0 0 .5rem}',
  '.field{margin:0 0 1.25rem}.field--invalid{border-left:5px solid #b3261e;padding-left:12px}',
  'label{display:block;font-weight:700;margin:0 0 .25rem}',
  '.optional{font-weight:400}',
  '.hint{margin:0 0 .25rem;color:#404040;font-size:1rem}',
  '.error{margin:0 0 .25rem;color:#b3261e;font-weight:700}',
  'input,textarea{font:inherit;width:100%;box-sizing:border-box;min-height:48px;padding:.5rem;',
  'border:2px solid #595959;border-radius:6px}',
  '.field--invalid input,.field--invalid textarea{border-color:#b3261e}',
  '.check{display:flex;gap:.75rem;align-items:flex-start}',
  '.check input{width:28px;min-height:28px;height:28px;flex:none;margin:.15rem 0 0}',
  '.check label{font-weight:400}',
  '.honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}',
  '.summary{border:4px solid #b3261e;padding:12px 16px;margin:0 0 1.5rem}',
  '.summary h2{margin:0 0 .5rem}.summary ul{margin:0;padding-left:1.25rem}',
  '.summary a{color:#b3261e;font-weight:700}',
  '.notice{border:4px solid #b3261e;padding:12px 16px;margin:0 0 1.5rem}',
  '.notice p:first-child{font-weight:700;margin-top:0}',
  '.sent{border:4px solid #0b5d3b;padding:12px 16px;margin:0 0 1.5rem;font-weight:700}',
  'button{font:inherit;min-height:48px;padding:.6rem 1.2rem;border:0;border-radius:6px;',
  'background:#0b5d3b;color:#fff;cursor:pointer;margin:0 0 .75rem}',
  'button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible,',
  '.summary:focus{outline:3px solid #1a1a1a;outline-offset:2px}',
  'a{color:#0b5d3b;display:inline-block;min-height:24px;padding:.25rem 0}',
].join('');

/**
 * Its own policy, never stored, never indexed (link-page-policy.ts); but a Referer to its own
 * origin, as the site's pages send: the form posted again from here then names its Origin, which
 * the intake checks (another site's page is refused), and its address holds no token.
 */
export const PLAIN_FORM_HEADERS = linkPageHeaders(PLAIN_FORM_STYLE).map((header) =>
  header.key === 'Referrer-Policy' ? { ...header, value: 'same-origin' } : header,
);
