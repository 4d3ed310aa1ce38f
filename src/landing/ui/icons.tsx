/**
 * Hand-drawn 24px line icons, inlined so the page needs no icon font or CDN. Each shape is a
 * path's `d`, or 'circle cx cy r', or 'rect x y width height rx'.
 */
const shapes = {
  pin: ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', 'circle 12 9.5 2.5'],
  credit: ['rect 3 6 18 12 2', 'M3 10h18M7 15h4'],
  advice: ['M4 5h16v10H9l-5 4z', 'M8 9h8M8 12h5'],
  savings: [
    'M5 11a7 6 0 0 1 13-2h2v4l-2 1a7 6 0 0 1-3 3v2h-3v-1.5h-2V19H7v-2.5A6 6 0 0 1 5 11z',
    'circle 15 10 .6',
  ],
  community: [
    'circle 8 8 3',
    'circle 16.5 9 2.5',
    'M2.5 19a5.5 5.5 0 0 1 11 0M13 19a4 4 0 0 1 8.5 0',
  ],
  age: ['rect 4 5 16 15 2', 'M4 10h16M8 3v4M16 3v4M9.5 14h1v4M13.5 14h2l-1.5 4'],
  idCard: ['rect 3 5 18 14 2', 'circle 9 11 2', 'M6 16a3 3 0 0 1 6 0M14 10h4M14 13h4'],
  water: ['M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z', 'M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5'],
  payment: [
    'circle 12 12 9',
    'M14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5v1.5M12 16v1.5',
  ],
  talk: ['rect 3 4 18 12 1.5', 'M8 20h8M12 16v4M7 9h6M7 12h10'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
} satisfies Record<string, string[]>;

export type IconName = keyof typeof shapes;

function Shape({ shape }: { shape: string }) {
  const [kind = '', ...numbers] = shape.split(' ');
  if (kind === 'circle') {
    const [cx, cy, r] = numbers;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  if (kind === 'rect') {
    const [x, y, width, height, rx] = numbers;
    return <rect x={x} y={y} width={width} height={height} rx={rx} />;
  }
  return <path d={shape} />;
}

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name].map((shape) => (
        <Shape key={shape} shape={shape} />
      ))}
    </svg>
  );
}
