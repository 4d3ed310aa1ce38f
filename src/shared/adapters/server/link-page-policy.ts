import { createHash } from 'node:crypto';

/*
 * The policy of the pages the applicant's links open (the talks' /charla/…, the status page's
 * /estado/…), which their functions send and build/firebase-config.ts writes into Hosting's
 * headers for them: this file imports nothing of the project, so the build can read it.
 */

/**
 * Nothing but the page itself: its stylesheet by hash, its forms sent to its own origin, no
 * script, no frame, no other origin.
 */
export function linkPagePolicy(style: string): string {
  const styleHash = `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What every answer carries: its own policy; never stored (the link is a capability, its answer
 * changes once used); never indexed; no Referer sent from it (the address holds the token).
 */
export const linkPageHeaders = (style: string): readonly { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: linkPagePolicy(style) },
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
];
