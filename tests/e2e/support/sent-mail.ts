import { simpleParser, type ParsedMail } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './e2e-env';

const addressesOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map(({ address }) => address?.toLowerCase());

/** Every message the SMTP sink took so far addressed to `to` (read from its .eml files). */
export async function mailTo(to: string): Promise<ParsedMail[]> {
  const dir = e2eEnv('mailDir');
  const messages = await Promise.all(
    (await readdir(dir)).map(async (name) => simpleParser(await readFile(join(dir, name)))),
  );
  return messages.filter((mail) => addressesOf(mail).includes(to.toLowerCase()));
}

/** Waits for the `count`-th message to `to` (the outbox's trigger sends within seconds). */
export async function awaitMailTo(to: string, count = 1, timeout = 20_000): Promise<ParsedMail[]> {
  await expect.poll(async () => (await mailTo(to)).length, { timeout }).toBe(count);
  return mailTo(to);
}

/** The one link of an e-mail that sets a password (the Auth emulator's action link). */
export function passwordLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S*oobCode=\S+/)?.[0];
  if (!link) throw new Error(`No set-password link in:\n${text}`);
  return link;
}

/** Flips the switch between the server and the SMTP sink: 'down' is a mail server that is off. */
export async function setMailServer(mode: 'up' | 'down'): Promise<void> {
  const response = await fetch(`${e2eEnv('switchControl')}/mail/${mode}`, { method: 'POST' });
  if (!response.ok) throw new Error(`mail switch ${mode}: ${response.status}`);
}
