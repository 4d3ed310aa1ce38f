import { describe, expect, it } from 'vitest';
import { token } from '../../../src/shared/wiring/token';
import { declareUseCase } from '../../../src/shared/wiring/use-case';

class Greet {
  constructor(
    readonly greeting: string,
    readonly times: number,
  ) {}
}

const greeting = token<string>('Greeting');
const times = token<number>('Times');

describe('declareUseCase', () => {
  it('builds a class from its ports with new, under the name given', () => {
    const declared = declareUseCase('Greet', [greeting, times], Greet);
    const built = (declared.create as (...ports: unknown[]) => Greet)('hola', 2);
    expect(built).toBeInstanceOf(Greet);
    expect(built).toMatchObject({ greeting: 'hola', times: 2 });
    expect(declared.token.description).toBe('Greet');
    expect(declared.dependencies).toEqual([greeting, times]);
  });

  it('calls a factory when the use case needs more than its ports', () => {
    const declared = declareUseCase('Greet', [greeting], (text) => new Greet(text, 3));
    const built = (declared.create as (...ports: unknown[]) => Greet)('adiós');
    expect(built).toMatchObject({ greeting: 'adiós', times: 3 });
  });
});
