import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { moduleBindings, resolveUseCases } from '../../../src/shared/wiring/container-module';
import { linkPort, token } from '../../../src/shared/wiring/token';
import { declareUseCase } from '../../../src/shared/wiring/use-case';

/** Two modules that know nothing of each other: one greets through a port, one says words. */
const greeterPorts = { voice: token<{ say(text: string): string }>('Voice') };
const greeterUseCases = {
  greet: declareUseCase('Greet', [greeterPorts.voice], (voice) => ({
    execute: (name: string) => voice.say(`hola, ${name}`),
  })),
};
const speakerPorts = { volume: token<number>('Volume') };
const speakerUseCases = {
  speak: declareUseCase('Speak', [speakerPorts.volume], (volume) => ({
    execute: (text: string) => `${text}${'!'.repeat(volume)}`,
  })),
};

describe("a port linked to another module's use case (linkPort)", () => {
  it('is built in the container from what it is linked to, once', () => {
    let built = 0;
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(
      moduleBindings(
        greeterPorts,
        {
          voice: linkPort([speakerUseCases.speak.token], (speak) => {
            built += 1;
            return { say: (text: string) => speak.execute(text) };
          }),
        },
        greeterUseCases,
      ),
      moduleBindings(speakerPorts, { volume: 2 }, speakerUseCases),
    );

    const { greet } = resolveUseCases(container, greeterUseCases);

    expect(greet.execute('Ana')).toBe('hola, Ana!!');
    expect(resolveUseCases(container, greeterUseCases).greet).toBe(greet);
    expect(built).toBe(1);
  });

  it('is refused when what it is linked to is not in the container', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(
      moduleBindings(
        greeterPorts,
        { voice: linkPort([speakerUseCases.speak.token], (speak) => ({ say: speak.execute })) },
        greeterUseCases,
      ),
    );

    expect(() => resolveUseCases(container, greeterUseCases)).toThrow(/Speak/);
  });

  it('leaves an adapter with the same two properties an adapter', () => {
    const lookalike = { linkedTo: [], create: () => 'no soy un enlace' };
    const ports = { thing: token<typeof lookalike>('Thing') };
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(moduleBindings(ports, { thing: lookalike }, {}));

    expect(container.get(ports.thing)).toBe(lookalike);
  });
});
