import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderLicenses } from '../../build/licenses-plugin';

const page = () =>
  new DOMParser().parseFromString(
    renderLicenses(process.cwd(), 'Cooperativa de prueba'),
    'text/html',
  );

describe("the footer's Licencias page", () => {
  it('says in Spanish what the licences are, before the list', () => {
    const document = page();
    const { documentElement, title } = document;
    expect(documentElement.lang).toBe('es');
    expect(title).toBe('Licencias · Cooperativa de prueba');
    expect(document.querySelector('h1')?.textContent).toBe('Licencias del software');
    expect(document.querySelector('main > p:nth-of-type(2)')?.textContent).toMatch(
      /programas de código abierto[\s\S]*condiciones[\s\S]*en inglés/,
    );
  });

  it('lists every runtime dependency with its version, licence, what it allows and its text', () => {
    const document = page();
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const items = [...document.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(
      Object.keys(dependencies).sort(),
    );
    const react = items.find((item) => item.querySelector('strong')?.textContent === 'react');
    expect(react?.textContent).toMatch(
      /^\s*react \d+\.\d+\.\d+: licencia MIT, que permite usar, copiar, modificar/,
    );
    expect(react?.querySelector('summary')?.textContent).toBe(
      'Texto de la licencia de react (en inglés)',
    );
    expect(react?.querySelector('pre')?.textContent).toContain(
      'Permission is hereby granted, free of charge',
    );
  });
});
