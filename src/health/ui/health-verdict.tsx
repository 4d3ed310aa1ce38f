import { Fragment } from 'react';
import { isApplicationId } from '../../applications/domain/application-id';
import type { HealthConcern, HealthVerdict } from '../domain/health-verdict';
import { concernWords, VERDICT_HEADLINES, ALL_WELL_TEXT } from './health-verdict-words';
import { InPageLink } from '../../shared/ui/in-page-link';
import type { HealthLinks } from './health-links';

const concernKey = (concern: HealthConcern) =>
  'job' in concern ? `${concern.kind}-${concern.job}` : concern.kind;

/** Each concern: what is the matter, then what to do (the SOL numbers to call, as links). */
export function HealthConcerns({
  concerns,
  links,
}: {
  concerns: readonly HealthConcern[];
  links: Pick<HealthLinks, 'applicationHref' | 'follow'>;
}) {
  return (
    <ul className="health-concerns">
      {concerns.map((concern) => {
        const { what, todo, todoAfter } = concernWords(concern);
        const receipts =
          concern.kind === 'acuses-abandonados' ? concern.receipts.filter(isApplicationId) : [];
        return (
          <li key={concernKey(concern)}>
            <p>{what}</p>
            <p>
              <strong>Qué hacer:</strong> {todo}
              {receipts.map((id, index) => (
                <Fragment key={id}>
                  {index === 0 ? ' ' : ', '}
                  <InPageLink
                    href={links.applicationHref(id)}
                    onFollow={() => links.follow(links.applicationHref(id))}
                  >
                    {id}
                  </InPageLink>
                </Fragment>
              ))}
              {todoAfter ? ` ${todoAfter}` : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Estado's first lines: the verdict, and each thing behind it with what to do, so that an admin
 * on a phone knows whether to act before scrolling. `measured` says how fresh the figures are.
 */
export function HealthVerdictBox({
  verdict,
  measured,
  links,
}: {
  verdict: HealthVerdict;
  measured: string | null;
  links: HealthLinks;
}) {
  return (
    <section
      className={`health-verdict health-verdict--${verdict.level}`}
      aria-labelledby="estado-veredicto"
    >
      <h2 id="estado-veredicto" className="health-verdict__title">
        {VERDICT_HEADLINES[verdict.level]}
      </h2>
      {verdict.concerns.length === 0 ? (
        <p>{ALL_WELL_TEXT}</p>
      ) : (
        <HealthConcerns concerns={verdict.concerns} links={links} />
      )}
      {measured ? <p className="health-verdict__measured">{measured}</p> : null}
    </section>
  );
}
