import { Icon, type IconName } from '../icons';

export interface IconListEntry {
  icon: IconName;
  text: string;
}

interface IconListProps {
  entries: IconListEntry[];
  /** A numbered list ('ol') where the order matters, as in steps. */
  as: 'ul' | 'ol';
  className: string;
  itemClassName: string;
}

/** A list of short texts, each after its icon. */
export function IconList({ entries, as: List, className, itemClassName }: IconListProps) {
  return (
    <List className={className}>
      {entries.map(({ icon, text }) => (
        <li key={icon} className={itemClassName}>
          <span className="card__icon">
            <Icon name={icon} />
          </span>
          <span>{text}</span>
        </li>
      ))}
    </List>
  );
}
