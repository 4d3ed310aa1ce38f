import { createHash } from 'node:crypto';

/*
 * The policy of the pages the applicant's links open (talk-pages.ts), which the function sends
 * and build/firebase-config.ts writes into Hosting's headers for them: this file imports nothing
 * of the project, so the build can read it.
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

const styleHash = `'sha256-${createHash('sha256').update(TALK_PAGE_STYLE, 'utf8').digest('base64')}'`;

/**
 * Nothing but the page itself: its stylesheet by hash, its form sent to its own address, no
 * script, no frame, no other origin.
 */
export const TALK_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What every answer carries: its own policy; never stored (the link is a capability, its answer
 * changes once used); never indexed; no Referer sent from it (the address holds the token).
 */
export const TALK_PAGE_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: TALK_PAGE_POLICY },
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
];
