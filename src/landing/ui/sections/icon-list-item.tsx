import { Icon, type IconName } from '../icons';

export function IconListItem({
  icon,
  text,
  className,
}: {
  icon: IconName;
  text: string;
  className: string;
}) {
  return (
    <li className={className}>
      <span className="card__icon">
        <Icon name={icon} />
      </span>
      <span>{text}</span>
    </li>
  );
}
