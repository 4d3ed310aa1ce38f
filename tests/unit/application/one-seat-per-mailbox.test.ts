import { describe, expect, it } from 'vitest';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { InMemorySeatRegistry } from '../../../src/talks/adapters/memory/in-memory-seat-registry';
import { answerTalkPage } from '../../../src/talks/adapters/server/talk-pages';
import { SettleSeats } from '../../../src/talks/application/settle-seats';
import {
  CancelByLink,
  ChooseByLink,
  OfferTalkChoice,
  ReadCancelLink,
  ReadChoiceLink,
} from '../../../src/talks/application/talk-links';
import { fixedClock, seededRandom } from '../../support/deterministic';

const NOW = '2026-03-14T15:00:00.000Z';
const clock = fixedClock(NOW);

/** The server's talk pages over the in-memory seats, with two applications of one mailbox. */
function world() {
  const registry = new InMemorySeatRegistry();
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  registry.putTalk({
    id: 'jueves',
    startsAt: new Date('2026-03-19T15:30:00.000Z'),
    place: 'Agencia Suchitoto',
    seats: 10,
    taken: 0,
  });
  registry.putApplicant('SOL1001', {
    firstName: 'Ana',
    email: 'Ana.Perez@gmail.com',
    stage: 'nueva',
  });
  registry.putApplicant('SOL1002', {
    firstName: 'Ana',
    email: 'anaperez+otra@googlemail.com',
    stage: 'nueva',
  });
  const useCases = {
    readCancelLink: new ReadCancelLink(registry, clock),
    cancelByLink: new CancelByLink(registry, clock),
    readChoiceLink: new ReadChoiceLink(registry, clock),
    chooseByLink: new ChooseByLink(registry, keys, clock),
  };
  const offer = new OfferTalkChoice(registry, seededRandom(11), clock);
  return {
    registry,
    link: (id: ApplicationId) => offer.execute(id),
    open: (path: string) => answerTalkPage({ method: 'GET', path }, useCases),
    choose: (path: string) =>
      answerTalkPage({ method: 'POST', path, form: { charla: 'jueves' } }, useCases),
    settle: new SettleSeats(registry, clock),
  };
}

describe('one seat per mailbox, on the talk page', () => {
  it('refuses a second application of the mailbox with a Spanish page, and keeps its link for later', async () => {
    const { registry, link, open, choose } = world();
    expect((await choose(await link('SOL1001'))).status).toBe(200);
    const second = await link('SOL1002');

    const refused = await choose(second);

    expect(refused.status).toBe(409);
    expect(refused.html).toContain('<h1>Ya tienes un lugar en una charla con este correo</h1>');
    expect(refused.html).toContain('No podré asistir');
    // Neither the other seat's talk nor anyone's data.
    expect(refused.html).not.toMatch(/Suchitoto|SOL100|Ana|<form/);
    expect((await registry.talk('jueves'))?.taken).toBe(1);
    expect(registry.heldTalk('SOL1002')).toBeUndefined();
    // The link was not used up: its list still opens.
    const list = await open(second);
    expect(list.html).toContain('Elige tu charla informativa');
  });

  it('takes the seat once the first application is removed as spam: its seat and hold go at once', async () => {
    const { registry, link, choose, settle } = world();
    await choose(await link('SOL1001'));
    const second = await link('SOL1002');
    expect((await choose(second)).status).toBe(409);

    registry.putApplicant('SOL1001', undefined);
    expect(await settle.execute('SOL1001', { stage: 'nueva' }, undefined, new Date(NOW))).toBe(
      'forget',
    );
    expect(registry.mailboxHolders()).toEqual([]);
    expect((await registry.talk('jueves'))?.taken).toBe(0);

    const taken = await choose(second);
    expect(taken.status).toBe(200);
    expect(taken.html).toContain('Listo: tu cupo está reservado');
    expect(registry.mailboxHolders()).toEqual(['SOL1002']);
  });
});
