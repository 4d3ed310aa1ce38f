/**
 * A time never breaks at the end of a line between its parts ('9:00 a.' / 'm.'): its spaces, as
 * typed in the content module or as a browser's Intl writes them, become no-break spaces.
 * '12:00 m.' (noon, as Salvadoran offices write it) too.
 */
export const unbreakableTimes = (text: string): string =>
  text.replace(
    /(\d{1,2}:\d{2})[ \u00a0\u202f](?:([ap])\.[ \u00a0\u202f])?m\./g,
    (_time, clock: string, half: string | undefined) =>
      `${clock}\u00a0${half ? `${half}.\u00a0` : ''}m.`,
  );
