import { Notice } from './notice';

/** What failed, as an alert; nothing at all while `failure` is null. */
export function FailureNotice({ failure }: { failure: string | null }) {
  return failure === null ? null : <Notice urgent>{failure}</Notice>;
}
