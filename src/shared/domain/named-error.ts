/**
 * The base of every error the product throws on purpose: `class X extends namedError('X')`.
 * The name is a string because minified builds rename classes, and the name is what a log or a
 * screen can tell apart (tests/unit/domain/error-names.test.ts keeps each string equal to its
 * class).
 */
export function namedError<Name extends string>(name: Name) {
  return class extends Error {
    override readonly name: Name = name;
  };
}
